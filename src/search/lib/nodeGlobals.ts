/**
 * flexsearch's CommonJS bundle (what Jest's require() loads) refers to the
 * browser global `self`. Node has `globalThis`; import this module first in
 * Node-side tests so the bundle loads. Browsers and the worker never need it.
 */
const g = globalThis as { self?: unknown }
if (typeof g.self === 'undefined') g.self = globalThis
export {}
