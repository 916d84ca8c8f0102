/**
 * What `npm test` runs (scripts/run-tests.ts), as steps with the steps each must wait for: a step
 * starts as soon as those have passed, and the first failure stops the run. Why the steps overlap
 * where they do: docs/testing.md#the-steps-of-npm-test.
 *
 * `order` lists the steps as they may run one after another (the CI workflow's steps follow it:
 * deploy/ci-workflow.test.ts).
 */
export interface TestStep {
  /** An npm script of package.json. */
  script: string;
  /** Steps that must have passed first. */
  after: readonly string[];
  /**
   * Runs at the lowest CPU priority (nice 19): beside a browser run it takes only the time the
   * browsers leave the cores idle, so it never slows or unsettles the tests.
   */
  idlePriority?: true;
}

export const TEST_STEPS: readonly TestStep[] = [
  // Content first: its messages are the ones staff read.
  { script: 'validate', after: [] },
  { script: 'format:check', after: ['validate'] },
  { script: 'lint', after: ['format:check'] },
  // It installs bench/'s packages (Lighthouse) for the benchmarks' types first; .ci/run installs
  // them beside npm ci, where they cost the checks nothing, and then this takes a second.
  { script: 'typecheck', after: ['lint'] },
  // Chromium, Java (the HTML checker), poppler (the PDF tests) and nginx, when missing.
  { script: 'test:tools', after: [] },
  { script: 'test:unit', after: ['typecheck', 'test:tools'] },
  // The build skips its own type check (TYPES_CHECKED): the typecheck step makes the run fail.
  { script: 'build', after: ['validate'] },
  // Every exported page's words (docs/testing.md#proofreading): one process, a few seconds.
  { script: 'proofread', after: ['build'] },
  { script: 'test:e2e:main', after: ['format:check', 'lint', 'test:unit', 'build'] },
  // Beside the main browser run, in the time its browsers leave idle: it needs only the first
  // build's image cache (the show the editor saves is written by test/support/host-root-variant.ts).
  { script: 'build:host-root', after: ['build'], idlePriority: true },
  { script: 'test:e2e:host-root', after: ['build:host-root', 'test:e2e:main'] },
  // The brotli and gzip copies of out/ the nginx tests serve, into the cache their set-up reads
  // (e2e-nginx/global-setup.ts), also in the time the browsers leave idle.
  { script: 'precompress:cache', after: ['build'], idlePriority: true },
  { script: 'test:nginx', after: ['test:e2e:host-root', 'precompress:cache'] },
];

/** The steps in an order that respects every `after` (the order they are listed in). */
export function testOrder(steps: readonly TestStep[] = TEST_STEPS): string[] {
  const done: string[] = [];
  for (const step of steps) {
    const missing = step.after.filter((name) => !done.includes(name));
    if (missing.length > 0) {
      throw new Error(`${step.script} waits for ${missing.join(', ')}, listed after it or unknown`);
    }
    done.push(step.script);
  }
  return done;
}
