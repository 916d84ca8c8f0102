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

  const waitsFor = (name: string): string[] => {
    const step = TEST_STEPS.find((candidate) => candidate.script === name);
    return (step?.after ?? []).flatMap((before) => [before, ...waitsFor(before)]);
  };

  it('start the browser tests only after every check, the unit tests, the build and the tools', () => {
    expect(waitsFor('test:e2e:main')).toEqual(
      expect.arrayContaining([
        'validate',
        'format:check',
        'lint',
        'typecheck',
        'test:unit',
        'test:tools',
        'build',
      ]),
    );
  });

  it('start the nginx run only after the main browser run, whose out/ it serves', () => {
    expect(waitsFor('test:nginx')).toContain('test:e2e:main');
  });

  it('build the host-root variant only after the editor has saved the show it adds', () => {
    // test/support/host-root-variant.ts adds the file e2e/editor.spec.ts saves in the main run.
    expect(waitsFor('build:host-root')).toContain('test:e2e:main');
  });
});
