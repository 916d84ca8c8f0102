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

  it('run the browser suites one after another', () => {
    expect(waitsFor('test:nginx')).toEqual(
      expect.arrayContaining(['test:e2e:main', 'test:e2e:host-root']),
    );
  });

  it('build the host-root variant beside the main browser run, at idle priority, and test it after', () => {
    // Its editor show is written from test/support/host-root-variant.ts, not read from that run.
    expect(waitsFor('build:host-root')).not.toContain('test:e2e:main');
    expect(TEST_STEPS.find((step) => step.script === 'build:host-root')?.idlePriority).toBe(true);
    expect(waitsFor('test:e2e:host-root')).toEqual(
      expect.arrayContaining(['build:host-root', 'test:e2e:main']),
    );
  });

  it('run only builds at idle priority, never a browser run', () => {
    const idle = TEST_STEPS.filter((step) => step.idlePriority).map((step) => step.script);
    expect(idle.filter((script) => /^test:/.test(script))).toEqual([]);
  });
});
