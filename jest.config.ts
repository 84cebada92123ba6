import type { Config } from 'jest'

/**
 * Unit tests (node: co-located *.test.ts under src/, tests/unit, scripts),
 * component tests (jsdom: *.test.tsx) and the checks of the build output
 * (tests/after-build), and the benchmark tooling's tests (bench/tests, run
 * by `npm run bench`). The unified/MDX ecosystem is
 * ESM-only, so those packages are transformed to CommonJS by SWC too.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as [string, Record<string, unknown>]

const common = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // Transform every package: the unified/MDX ecosystem is ESM-only and some packages
  // export only an "import" condition. SWC is fast and Jest caches the output.
  transformIgnorePatterns: ['/node_modules/(react|react-dom|scheduler|jsdom|@testing-library)/'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tests/unit/style-stub.js',
  },
  resolver: '<rootDir>/tests/unit/resolver.js',
}

const config: Config = {
  // Tests check correctness; time is the benchmarks' job (`npm run bench`). Jest's 5 s default made
  // compile-heavy cases (a page's first MDX compile, one compile per component) fail on two busy cores.
  // A global option: Jest does not read it from a project.
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{src,tests/unit,scripts}/**/*.test.ts'] },
    { ...common, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['<rootDir>/{src,tests/unit}/**/*.test.tsx'] },
    // Checks of the build output (public/): `npm test` runs them after its build with AFTER_BUILD=1, where a missing build fails.
    { ...common, displayName: 'after-build', testEnvironment: 'node', testMatch: ['<rootDir>/tests/after-build/**/*.test.ts'] },
    // The benchmark tooling's own tests (bench/tests): `npm run bench` runs them before it measures, `npm test` does not (issue 39).
    { ...common, displayName: 'bench', testEnvironment: 'node', testMatch: ['<rootDir>/bench/tests/**/*.test.ts'] },
  ],
}

export default config
