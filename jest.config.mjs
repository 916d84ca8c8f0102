import nextJest from 'next/jest.js';

// .mjs rather than .ts: a TypeScript jest config needs ts-node and breaks under TypeScript 7.
// Unit tests run on a Los Angeles clock: CI machines run on UTC, where code that reads the
// machine's zone instead of the venue's (America/New_York) would pass unnoticed. Los Angeles
// changes its clocks on the same days as New York, at other instants. Set here, before Jest starts
// its workers, because a test that changes process.env.TZ does not reach the clock.
process.env.TZ = 'America/Los_Angeles';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/e2e/',
    '<rootDir>/.next/',
    '<rootDir>/out/',
    // Stryker's copy of the project, while a mutation run is under way (stryker.config.mjs).
    '<rootDir>/test/mutation/',
    '<rootDir>/.stryker-tmp/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/test/mutation/', '<rootDir>/.stryker-tmp/'],
});
