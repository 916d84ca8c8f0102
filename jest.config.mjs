import nextJest from 'next/jest.js';

// .mjs rather than .ts: a TypeScript jest config needs ts-node and breaks under TypeScript 7.
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/'],
});
