// ESLint 9 flat config: TypeScript, React hooks, JSX accessibility, and the
// house's two boundaries (DECISIONS "Layout: one folder per concern"):
// 1. The build/browser line. In every folder the subfolder names say the side:
//    node/ is build code and server/ a Node server (the same side); components/,
//    templates/, runtime/, hooks/ are browser code; lib/ is shared and imports
//    neither side.
// 2. The common ground (src/config, src/lib, src/components, src/mdx, src/node,
//    src/runtime, src/types) imports no concern folder (src/docs, src/blog, …),
//    and src/config imports nothing else in src: data flows from config up
//    through lib and the common ground to the concerns, never back.
// 3. A concern's build code (node/, server/) is its own: another concern reads
//    what it publishes through its index.ts (the sidebar from '../../docs',
//    the reference model from '../../reference'). Its lib/ (pure, shared) and
//    browser folders may be imported by other concerns' code of the same side.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

// Import specifiers are mostly relative ('../../components/x'), so the patterns match folder names, not src/ paths.
const BROWSER_CODE = ['**/components/**', '**/runtime/**', '**/templates/**', '**/pages/**', '**/hooks/**']
const BUILD_CODE = ['**/node/**', '**/gatsby-node', '**/gatsby-node.ts', '**/scripts/**']
/** The concern folders under src/ (README "Layout"). */
export const CONCERNS = ['docs', 'blog', 'reference', 'redirects', 'search', 'ai-readers', 'mcp', 'layout', 'headers', 'site']
const CONCERN_CODE = CONCERNS.flatMap((c) => [`../${c}/**`, `../../${c}/**`, `../../../${c}/**`, `**/src/${c}/**`])
/** Another concern's build folders, reached past its index.ts (a concern reaches its own as './x' or '../node/x'). */
const INNER_CODE = CONCERNS.flatMap((c) => [`**/${c}/node`, `**/${c}/node/**`, `**/${c}/server`, `**/${c}/server/**`])
/** Anything outside the folder itself (for src/config, the bottom layer, whose files import only './x'). */
const OUTSIDE_CONFIG = ['../*', '../**']
/**
 * File-system modules: code that runs in the HTML renderer (gatsby-ssr and everything it imports: components,
 * templates, pages, lib/ folders, src/config) must not read files. Gatsby then marks the build unsafe and re-renders
 * every page in the next one (DECISIONS, Gatsby pitfalls); compute the value when the renderer is compiled instead.
 */
const FS = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises']
const FS_MESSAGE = 'Code that runs in the HTML renderer must not read files (Gatsby then re-renders every page next build); define the value in src/site/node/webpack.ts instead.'

const BROWSER_MESSAGE = 'Build-time code must not import browser code; move what both need to a lib/ folder.'
const BUILD_MESSAGE = 'Browser code must not import build-time code (node/ folders, gatsby-node, scripts); shared pure code lives in lib/ folders.'
const SHARED_MESSAGE = 'lib/ folders and src/config are shared by the build and the browser: they import neither.'
const CONCERN_MESSAGE = `The common ground (src/config, lib, components, mdx, node, runtime, types) must not import a concern folder (${CONCERNS.join(', ')}): pass the value in, or move the code into the concern.`
const INNER_MESSAGE = "Another concern's build code (node/, server/) is not a public surface: import what it publishes from its index.ts (e.g. '../../docs'), or move pure code to its lib/ folder."
const CONFIG_MESSAGE = 'src/config is the bottom layer: it holds values and their types (src/config/types.ts) and imports nothing else in src.'

/** One flat-config entry per group: its files and a no-restricted-imports rule with every pattern group that applies. */
function boundaries(groups) {
  return groups.map(({ files, rules, fs }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...(fs ? { paths: FS.map((name) => ({ name, message: FS_MESSAGE })) } : {}),
          patterns: rules.map(([group, message]) => ({ group, message })),
        },
      ],
    },
  }))
}

export default tseslint.config(
  {
    ignores: ['src/types/gatsby-types.d.ts', 'node_modules/**', 'public/**', '.cache/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'screenshots/**', 'static/**', 'dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx', 'src/*/hooks/**/*.ts', 'src/components/**/*.ts', 'src/*/components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The boundaries. ESLint keeps only the last no-restricted-imports setting that matches a file, so each
  // group below is one side of one kind of folder and lists every pattern that applies to it.
  ...boundaries([
    // Build code in a concern (and the entry points), and Node servers (server/): never browser code.
    // Concern build code: nor another concern's build folders (through its index.ts instead).
    { files: ['src/*/node/**/*.{ts,tsx}', 'src/*/server/**/*.{ts,tsx}', 'src/*/index.ts'], rules: [[BROWSER_CODE, BROWSER_MESSAGE], [INNER_CODE, INNER_MESSAGE]] },
    // The entry points and scripts may load a concern's build module directly (a script runs one piece of it).
    { files: ['gatsby-node.ts', 'scripts/**/*.{ts,mjs,js}'], rules: [[BROWSER_CODE, BROWSER_MESSAGE]] },
    // Build code in the common ground: nor a concern.
    { files: ['src/node/**/*.{ts,tsx}', 'src/mdx/node/**/*.{ts,tsx}'], rules: [[BROWSER_CODE, BROWSER_MESSAGE], [CONCERN_CODE, CONCERN_MESSAGE]] },
    // Browser code in a concern: never the build, never the file system.
    {
      files: ['src/*/components/**/*.{ts,tsx}', 'src/*/runtime/**/*.{ts,tsx}', 'src/*/templates/**/*.{ts,tsx}', 'src/*/hooks/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
      rules: [[BUILD_CODE, BUILD_MESSAGE]],
      fs: true,
    },
    // Browser code in the common ground: nor a concern.
    { files: ['src/components/**/*.{ts,tsx}', 'src/runtime/**/*.{ts,tsx}', 'src/mdx/components/**/*.{ts,tsx}'], rules: [[BUILD_CODE, BUILD_MESSAGE], [CONCERN_CODE, CONCERN_MESSAGE]], fs: true },
    // Shared pure code in a concern: neither side.
    { files: ['src/*/lib/**/*.{ts,tsx}'], rules: [[[...BROWSER_CODE, ...BUILD_CODE], SHARED_MESSAGE]], fs: true },
    // Shared pure code in the common ground: nor a concern.
    { files: ['src/lib/**/*.{ts,tsx}'], rules: [[[...BROWSER_CODE, ...BUILD_CODE], SHARED_MESSAGE], [CONCERN_CODE, CONCERN_MESSAGE]], fs: true },
    // The bottom layer.
    { files: ['src/config/**/*.ts'], rules: [[OUTSIDE_CONFIG, CONFIG_MESSAGE]], fs: true },
  ]),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Tests may reach across the line (they test both sides); the boundary is for shipped code.
  { files: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  // CommonJS files (preloads run with `node -r`) load their modules with require.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures that use no other fixture must destructure an empty object.
  { files: ['tests/e2e/fixtures.ts'], rules: { 'no-empty-pattern': 'off' } },
  // Scrollable regions (code blocks, wide tables) must be reachable by keyboard (axe: scrollable-region-focusable).
  {
    files: ['**/*.tsx'],
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'group', 'region'] }] },
  },
)
