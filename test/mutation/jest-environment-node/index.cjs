/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Jest loads this file as a package main (docs/testing.md#mutation-testing). */
/**
 * Jest's node environment with Stryker's coverage hooks, for mutation testing only
 * (stryker.config.mjs, docs/testing.md#mutation-testing). Stryker swaps in its own environment
 * through the Jest config, but a test file's `@jest-environment node` docblock bypasses the config
 * and would report no coverage. Stryker's copy of the project lives under test/mutation/, without
 * a node_modules link of its own, so Jest resolves "jest-environment-node" to the copy of this
 * folder that `npm run test:mutation` puts in test/mutation/node_modules/ first.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..', '..');
const { mixinJestEnvironment } = require(
  require.resolve('@stryker-mutator/jest-runner', { paths: [root] }),
);
// From the project's root, never by bare name: from here that name is this very folder.
const nodeEnvironment = require(require.resolve('jest-environment-node', { paths: [root] }));

module.exports = mixinJestEnvironment(nodeEnvironment.default ?? nodeEnvironment);
