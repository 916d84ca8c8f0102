/**
 * The GitHub workflows (.github/workflows/) as the workflow tests read them: the parsed files, and
 * the questions those tests ask of a job's steps (which step runs which npm script, in what order).
 * Shared by deploy/nightly-deploy-workflow.test.ts, deploy/ci-workflow.test.ts and
 * deploy/every-workflow.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { IMAGE_CACHE_DIR } from '../../lib/build/image-cache';

export const ROOT = path.join(__dirname, '..', '..');

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
export interface Job {
  needs?: string | string[];
  outputs?: Record<string, string>;
  if?: string;
  permissions?: Record<string, string>;
  environment?: string | { name: string; url?: string };
  container?: { image: string };
  steps: Step[];
}
export interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

function readWorkflow(name: string): Workflow {
  return parse(readFileSync(path.join(ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;
}

/** The nightly deploy: builds, tests and publishes the site. */
export const workflow = readWorkflow('nightly-deploy.yml');
/** The check of every push and pull request, and the pull request's preview. */
export const ci = readWorkflow('ci.yml');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines?: { node?: string };
  scripts: Record<string, string>;
};

/** The targets that publish the output of `npm run package`, and where it is written. */
export const PACKAGE_TARGETS = ['cloudflare', 'netlify', 's3'];
export const PACKAGE = 'out-package';
/** The package travels between jobs as one tar file, which keeps its files' modification times. */
export const PACKAGE_ARCHIVE = 'package.tar';

/** A step that uploads the package: the folder, or the tar file made of it. */
export function isPackage(step: Step): boolean {
  return step.with?.path === PACKAGE || step.with?.path === PACKAGE_ARCHIVE;
}

export function job(name: string, from: Workflow = workflow): Job {
  const found = from.jobs[name];
  if (!found) throw new Error(`no job ${name}`);
  return found;
}

export function needs(j: Job): string[] {
  return j.needs === undefined ? [] : [j.needs].flat();
}

export function indexOfStep(steps: Step[], test: (step: Step) => boolean): number {
  const index = steps.findIndex(test);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

/** Steps whose shell script runs `npm run <script>` (the whole word, so build ≠ build:x). */
export function runs(script: string): (step: Step) => boolean {
  const pattern = new RegExp(`(^|[\\s;&|])npm run ${script.replace(/:/g, '\\:')}(?![\\w:-])`, 'm');
  return (step) => pattern.test(step.run ?? '');
}

export function allSteps(from: Workflow): Step[] {
  return Object.values(from.jobs).flatMap((j) => j.steps);
}

export function expectNodeFromEngines(steps: Step[]) {
  const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
  // setup-node reads engines.node from package.json when given it as the version file, so the
  // workflows cannot drift from what engine-strict enforces.
  expect(setupNode?.with).toMatchObject({ 'node-version-file': 'package.json', cache: 'npm' });
  expect(setupNode?.with).not.toHaveProperty('node-version');
  expect(pkg.engines?.node).toMatch(/\d/);
}

/**
 * The job keeps scripts/postbuild/write-image-variants.ts's cache between runs with actions/cache: restored after
 * the install and before the build, keyed by the pictures it encodes, with a restore prefix so
 * that a new picture costs one encoding, not all of them.
 */
export function expectImageCache(steps: Step[]) {
  const restore = indexOfStep(steps, (step) => Boolean(step.uses?.startsWith('actions/cache@')));
  const cache = steps[restore]?.with ?? {};
  expect(cache.path).toBe(IMAGE_CACHE_DIR);
  const key = String(cache.key);
  expect(key).toMatch(/hashFiles\(.*'public\/\*\*'.*\)/);
  expect(key).toContain('scripts/postbuild/write-image-variants.ts');
  const prefix = key.slice(0, key.indexOf('${{'));
  expect(prefix).not.toBe('');
  expect(String(cache['restore-keys']).trim()).toBe(prefix);
  const install = indexOfStep(steps, (step) => /^npm ci\b/.test(step.run ?? ''));
  expect(install).toBeLessThan(restore);
  expect(restore).toBeLessThan(indexOfStep(steps, runs('build')));
}
