/** @jest-environment node */
// What holds for every workflow in .github/workflows/: actions pinned to one commit each, and the
// whole history checked out wherever the content is read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ci, indexOfStep, ROOT, runs, workflow } from '../test/support/workflows';

describe('every workflow', () => {
  const files = readdirSync(path.join(ROOT, '.github', 'workflows')).filter((name) =>
    /\.ya?ml$/.test(name),
  );

  it('pins every action to a full commit SHA with its tag in a comment', () => {
    expect(files.length).toBeGreaterThan(1);
    for (const name of files) {
      const text = readFileSync(path.join(ROOT, '.github', 'workflows', name), 'utf8');
      const uses = text.split('\n').filter((line) => /^\s*(-\s+)?uses:/.test(line));
      expect(uses.length).toBeGreaterThan(0);
      for (const line of uses) {
        expect(`${name}: ${line.trim()}`).toMatch(
          /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
        );
      }
    }
  });

  it('checks out the whole history wherever the content is validated, tested or built', () => {
    // The build counts calendar revisions from the history (docs/rules/calendars.md#calendar-revisions)
    // and stops in a shallow clone, actions/checkout's default.
    const readers = ['validate', 'test:unit', 'build'].map(runs);
    const checked: string[] = [];
    for (const [file, from] of [
      ['ci.yml', ci],
      ['nightly-deploy.yml', workflow],
    ] as const) {
      for (const [name, j] of Object.entries(from.jobs)) {
        if (!j.steps.some((step) => readers.some((reads) => reads(step)))) continue;
        const checkout = indexOfStep(j.steps, (step) =>
          Boolean(step.uses?.startsWith('actions/checkout@')),
        );
        const first = Math.min(
          ...readers.map((reads) => j.steps.findIndex(reads)).filter((i) => i >= 0),
        );
        expect(checkout).toBeLessThan(first);
        expect(`${file} ${name}: ${String(j.steps[checkout]?.with?.['fetch-depth'])}`).toBe(
          `${file} ${name}: 0`,
        );
        checked.push(`${file} ${name}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(2);
  });

  it('gives one action one commit everywhere', () => {
    const seen = new Map<string, Set<string>>();
    for (const name of files) {
      const text = readFileSync(path.join(ROOT, '.github', 'workflows', name), 'utf8');
      for (const match of text.matchAll(
        /uses: ([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@([0-9a-f]{40})/g,
      )) {
        const [, action = '', sha = ''] = match;
        seen.set(action, (seen.get(action) ?? new Set()).add(sha));
      }
    }
    for (const [action, shas] of seen) expect(`${action}: ${shas.size}`).toBe(`${action}: 1`);
  });
});
