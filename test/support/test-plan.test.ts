/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_STEPS, testOrder } from './test-plan';

const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the steps of npm test', () => {
  it('are each an npm script of package.json', () => {
    const missing = TEST_STEPS.map((step) => step.script).filter((name) => !pkg.scripts[name]);
    expect(missing).toEqual([]);
  });

  it('wait only for steps listed before them', () => {
    expect(testOrder()).toHaveLength(TEST_STEPS.length);
    expect(() =>
      testOrder([
        { script: 'b', after: ['a'] },
        { script: 'a', after: [] },
      ]),
    ).toThrow(/b waits for a/);
  });

  it('start the browser tests only after the unit tests, both builds and the tools', () => {
    const waitsFor = (name: string): string[] => {
      const step = TEST_STEPS.find((candidate) => candidate.script === name);
      return (step?.after ?? []).flatMap((before) => [before, ...waitsFor(before)]);
    };
    expect(waitsFor('test:e2e:main')).toEqual(
      expect.arrayContaining(['test:unit', 'test:tools', 'build', 'build:host-root', 'typecheck']),
    );
  });
});
