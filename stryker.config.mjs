/**
 * Mutation testing (docs/testing.md#mutation-testing): StrykerJS changes the rules, the content
 * checks and the pure outputs in small ways and reports each change no unit test notices.
 * `npm run test:mutation` runs it on demand, not in `npm test`; the incremental file makes a rerun
 * test only the mutants of code or tests that changed. scripts/mutation-score.ts records the
 * score per folder into bench/results/mutation.json.
 */

// Stryker tests a copy of the project in .stryker-tmp/, whose content/ git has never seen; the
// tests that load the real content then read each file as it is (lib/site/deployment.ts). The
// test runners Stryker starts inherit this.
process.env.CONTENT_HISTORY = 'files';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: {
    configFile: 'jest.config.mjs',
    // Only the tests of the mutated folders: the other tests (pages, scripts, the project's
    // files) cover none of this code and would only slow the first, full run.
    // MUTATION_TESTS (comma-separated test files) narrows a run on one rule to the tests beside
    // it: each mutant otherwise reruns every test file that imports the rule, however indirectly,
    // and loading the fixture content in each makes a mutant cost tens of seconds.
    config: {
      testMatch: process.env.MUTATION_TESTS
        ? process.env.MUTATION_TESTS.split(',').map((file) => `<rootDir>/${file.trim()}`)
        : [
            '<rootDir>/lib/concepts/**/*.test.ts',
            '<rootDir>/lib/content/**/*.test.ts',
            '<rootDir>/lib/outputs/calendar/**/*.test.ts',
            '<rootDir>/lib/outputs/structured-data/**/*.test.ts',
            '<rootDir>/lib/outputs/news/**/*.test.ts',
          ],
    },
  },
  mutate: [
    'lib/concepts/*/rules/**/*.ts',
    'lib/concepts/*/*schema*.ts',
    'lib/content/*schema*.ts',
    'lib/content/schema-parts.ts',
    'lib/concepts/venues/accessibility-field.ts',
    'lib/concepts/shows/sale-dates.ts',
    'lib/outputs/calendar/**/*.ts',
    'lib/outputs/structured-data/**/*.ts',
    'lib/outputs/news/**/*.ts',
    '!**/*.test.ts',
    '!**/index.ts',
  ],
  plugins: ['@stryker-mutator/*', './test/mutation/ignore-zod-issue-code.mjs'],
  // Equivalent mutants marked in one place: a zod issue's `code: 'custom'` (see the file).
  ignorers: ['zod-issue-code'],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs when a module loads (a zod schema's declaration) would need every
  // test to run again for it alone; these are left out and counted apart ("ignored").
  ignoreStatic: true,
  // Committed: its file names are relative and its tests named by file and title, so a fresh
  // clone reuses every result whose code and covering tests are unchanged, and a run over some
  // files keeps the others' results. `stryker run --force` tests everything again.
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  // Two cores shared with the build and the browsers: one test process at a time.
  concurrency: 1,
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // The copy Stryker tests lives beside test/mutation/node_modules/, and links no node_modules of
  // its own, so a test's `@jest-environment node` finds the coverage-reporting environment there
  // (copied there by `npm run test:mutation` from test/mutation/jest-environment-node/, so no
  // node_modules is committed); every other package resolves up to the project's node_modules.
  tempDirName: 'test/mutation/.stryker-tmp',
  symlinkNodeModules: false,
  ignorePatterns: [
    'out',
    'out-*',
    '.next',
    '.next-*',
    'reports',
    'test-results',
    'playwright-report',
    'bench-results',
    'test/mutation/stryker-incremental.json',
  ],
  thresholds: { high: 90, low: 85, break: null },
};

export default config;
