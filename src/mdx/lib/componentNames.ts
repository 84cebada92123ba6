/**
 * The components an MDX page may use without an import. The renderer's
 * registry (src/mdx/components/components.tsx) provides exactly these (a test
 * holds the two together), and the compiler refuses any other capitalised
 * element with the file, the line and these names, so a typo fails where it
 * was written instead of crashing the HTML step later.
 */
export const MDX_COMPONENT_NAMES = ['Admonition', 'Audio', 'Details', 'Figure', 'PlatformValue', 'TabItem', 'Tabs', 'Video'] as const

/** Made by the compiler only (from ```d2 and ```vega-lite fences, src/mdx/node/figures.ts); a page that writes one by hand is refused. */
export const COMPILER_ONLY_COMPONENTS: ReadonlySet<string> = new Set(['Figure'])

/** One of the components pages may use: every table keyed by it (the twin's rules, src/mdx/node/twin.ts) must cover them all. */
export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number]
