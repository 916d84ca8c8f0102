/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** "^24.11.0" → "24": the workflows must run the Node that `engines` (with engine-strict) demands. */
function requiredNodeMajor(): string {
  const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const major = /\d+/.exec(pkg.engines.node)?.[0];
  if (!major)
    throw new Error(`package.json engines.node has no major version: ${pkg.engines.node}`);
  return major;
}
import { parse } from 'yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  environment?: string | { name: string; url?: string };
  steps: Step[];
}
interface Workflow {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  jobs: Record<string, Job>;
}

const file = path.join(__dirname, '..', '.github', 'workflows', 'nightly-deploy.yml');
const workflow: Workflow = parse(readFileSync(file, 'utf8'));

function job(name: string): Job {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`no job ${name}`);
  return found;
}

function needs(j: Job): string[] {
  return j.needs === undefined ? [] : [j.needs].flat();
}

function indexOfStep(steps: Step[], test: (step: Step) => boolean): number {
  const index = steps.findIndex(test);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

describe('the nightly deploy workflow', () => {
  it('is scheduled for 05:00 New York time in both EDT (09:00 UTC) and EST (10:00 UTC)', () => {
    expect(workflow.on.schedule.map((entry) => entry.cron).sort()).toEqual([
      '0 10 * * *',
      '0 9 * * *',
    ]);
  });

  it('can be run on demand', () => {
    expect(Object.keys(workflow.on)).toContain('workflow_dispatch');
  });

  it("lets through only the cron that matches New York's current UTC offset", () => {
    const script = job('when').steps.find((step) => step.run?.includes('date +%z'))?.run;
    if (!script) throw new Error('no time check step');
    // Runs the step's own shell script with `date` replaced by one printing the given offset.
    const decide = (event: string, cron: string, offset: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'when-'));
      writeFileSync(path.join(dir, 'date'), `#!/bin/sh\necho '${offset}'\n`, { mode: 0o755 });
      execFileSync('bash', ['-ec', script], {
        env: {
          ...process.env,
          PATH: `${dir}:${process.env.PATH}`,
          EVENT: event,
          CRON: cron,
          GITHUB_OUTPUT: path.join(dir, 'out'),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      return readFileSync(path.join(dir, 'out'), 'utf8').trim();
    };
    expect(decide('schedule', '0 9 * * *', '-0400')).toBe('run=true');
    expect(decide('schedule', '0 10 * * *', '-0400')).toBe('run=false');
    expect(decide('schedule', '0 10 * * *', '-0500')).toBe('run=true');
    expect(decide('schedule', '0 9 * * *', '-0500')).toBe('run=false');
    expect(decide('workflow_dispatch', '', '-0500')).toBe('run=true');
  });

  it('tests and builds only after installing from the lock, on the Node major package.json requires', () => {
    const steps = job('test-and-build').steps;
    const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode).toMatchObject({
      with: { 'node-version': requiredNodeMajor(), cache: 'npm' },
    });
    const checkout = indexOfStep(steps, (step) =>
      Boolean(step.uses?.startsWith('actions/checkout@')),
    );
    const ci = indexOfStep(steps, (step) => /^npm install\b/.test(step.run ?? ''));
    const test = indexOfStep(steps, (step) => step.run?.trim() === 'npm test');
    const build = indexOfStep(steps, (step) => /npm run build/.test(step.run ?? ''));
    const upload = indexOfStep(steps, (step) =>
      Boolean(step.uses?.startsWith('actions/upload-pages-artifact@')),
    );
    expect(checkout).toBeLessThan(ci);
    expect(ci).toBeLessThan(test);
    expect(test).toBeLessThan(build);
    expect(build).toBeLessThan(upload);
    expect(steps[upload]).toMatchObject({ with: { path: 'out' } });
  });

  it('sets BASE_PATH for the deployment build', () => {
    const build = job('test-and-build').steps.find((step) => /npm run build/.test(step.run ?? ''));
    expect(build?.env?.BASE_PATH).toMatch(/vars\.BASE_PATH/);
    expect(build?.env?.BASE_PATH).toMatch(/steps\.pages\.outputs\.base_path/);
  });

  it('publishes to GitHub Pages only after the tests passed, with the Pages permissions', () => {
    const deploy = job('deploy-pages');
    expect(needs(deploy)).toContain('test-and-build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment).toMatchObject({ name: 'github-pages' });
    expect(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('copies to the university server only when enabled, after the tests, keeping old chunks', () => {
    const deploy = job('deploy-university');
    expect(needs(deploy)).toContain('test-and-build');
    expect(deploy.if).toBe("vars.DEPLOY_TARGET == 'university'");
    const copy = deploy.steps.map((step) => step.run ?? '').join('\n');
    const rsyncs = copy.split('\n').filter((line) => line.trim().startsWith('rsync'));
    const staticCopy = rsyncs.find((line) => line.includes('out/_next/static/'));
    expect(staticCopy).toBeDefined();
    expect(staticCopy).not.toMatch(/--delete/);
    const siteCopy = rsyncs.find((line) => line.includes('--delete'));
    expect(siteCopy).toMatch(/--exclude '\/_next\/static\/'/);
    expect(rsyncs.indexOf(staticCopy ?? '')).toBeLessThan(rsyncs.indexOf(siteCopy ?? ''));
  });
});
