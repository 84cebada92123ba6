// ESLint 9 flat config: TypeScript, React hooks, JSX accessibility, and the
// house's boundaries (DECISIONS "Layout"): build-time code never imports browser
// code, browser code never imports build-time code; shared pure code lives in
// src/lib (and src/config, content/data). A concern folder (src/blog/…) holds
// both sides in subfolders with the same names: node/ is build code;
// components/, templates/, runtime/ are browser code; lib/ is shared.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

// Import specifiers are mostly relative ('../../components/x'), so the patterns match folder names, not src/ paths.
const BROWSER_CODE = ['**/components/**', '**/runtime/**', '**/templates/**', '**/search/worker', '**/search/worker.ts', '**/pages/**', '**/hooks/**']
const BUILD_CODE = ['**/node/**', '**/gatsby-node', '**/gatsby-node.ts', '**/scripts/**']

const restricted = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }]
/**
 * File-system modules: code that runs in the HTML renderer (gatsby-ssr and everything it imports: components,
 * templates, pages, src/lib, src/config) must not read files. Gatsby then marks the build unsafe and re-renders
 * every page in the next one (DECISIONS, Gatsby pitfalls); compute the value when the renderer is compiled instead.
 */
const FS = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises']
const FS_MESSAGE = 'Code that runs in the HTML renderer must not read files (Gatsby then re-renders every page next build); define the value in src/node/site/webpack.ts instead.'
const restrictedWithFs = (patterns, message) => ['error', { paths: FS.map((name) => ({ name, message: FS_MESSAGE })), patterns: [{ group: patterns, message }] }]

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'public/**', '.cache/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'screenshots/**', 'static/**'],
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
    files: ['**/*.tsx', 'src/hooks/**/*.ts', 'src/components/**/*.ts', 'src/*/components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Build-time code: never the browser's components, runtime, templates, pages or search worker.
  {
    files: ['src/node/**/*.{ts,tsx}', 'src/*/node/**/*.{ts,tsx}', 'src/*/index.ts', 'gatsby-node.ts', 'scripts/**/*.{ts,mjs,js}'],
    rules: { 'no-restricted-imports': restricted(BROWSER_CODE, 'Build-time code must not import browser code; move what both need to src/lib.') },
  },
  // Browser code: never the build.
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/runtime/**/*.{ts,tsx}',
      'src/templates/**/*.{ts,tsx}',
      'src/*/components/**/*.{ts,tsx}',
      'src/*/runtime/**/*.{ts,tsx}',
      'src/*/templates/**/*.{ts,tsx}',
      'src/pages/**/*.{ts,tsx}',
      'src/hooks/**/*.{ts,tsx}',
      'src/search/**/*.{ts,tsx}',
      'gatsby-browser.tsx',
      'gatsby-ssr.tsx',
    ],
    rules: { 'no-restricted-imports': restrictedWithFs(BUILD_CODE, 'Browser code must not import build-time code (src/node, gatsby-node, scripts); shared pure code lives in src/lib.') },
  },
  // Shared pure code imports neither side.
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/*/lib/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedWithFs([...BROWSER_CODE, ...BUILD_CODE], 'lib/ folders and src/config are shared by the build and the browser: they import neither.') },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Tests may reach across the line (they test both sides); the boundary is for shipped code.
  { files: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  // Playwright fixtures that use no other fixture must destructure an empty object.
  { files: ['tests/e2e/fixtures.ts'], rules: { 'no-empty-pattern': 'off' } },
  // Scrollable regions (code blocks, wide tables) must be reachable by keyboard (axe: scrollable-region-focusable).
  {
    files: ['**/*.tsx'],
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'group', 'region'] }] },
  },
)
