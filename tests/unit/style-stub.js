// CSS modules in component tests: class names are their own keys.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) })
