/** @jest-environment node */
// The nightly deploy workflow (.github/workflows/nightly-deploy.yml): when it runs, that it builds
// and tests the site once, and how each hosting target is published from that one tested build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse } from 'yaml';

import {
  allSteps,
  ci,
  expectImageCache,
  expectNodeFromEngines,
  indexOfStep,
  isPackage,
  job,
  needs,
  PACKAGE,
  PACKAGE_ARCHIVE,
  PACKAGE_TARGETS,
  ROOT,
  runs,
  workflow,
} from '../test/support/workflows';

describe('the nightly deploy workflow', () => {
  it('is scheduled for 05:00 New York time in both EDT (09:00 UTC) and EST (10:00 UTC)', () => {
    const schedule = workflow.on.schedule as { cron: string }[];
    expect(schedule.map((entry) => entry.cron).sort()).toEqual(['0 10 * * *', '0 9 * * *']);
  });

  it('can be run on demand', () => {
    expect(Object.keys(workflow.on)).toContain('workflow_dispatch');
  });

  it('also runs on a push to main that changes the site: content, code, settings', () => {
    const push = workflow.on.push as { branches: string[]; paths: string[] };
    expect(push.branches).toEqual(['main']);
    for (const folder of ['content', 'app', 'components', 'lib', 'public', 'scripts', 'deploy']) {
      expect(push.paths).toContain(`${folder}/**`);
    }
    expect(push.paths).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
  });

  it('never runs two deploys at once, and never cancels one halfway', () => {
    const concurrency = (
      parse(
        readFileSync(path.join(ROOT, '.github', 'workflows', 'nightly-deploy.yml'), 'utf8'),
      ) as { concurrency: { group: string; 'cancel-in-progress': boolean } }
    ).concurrency;
    expect(concurrency.group).toBe('deploy');
    expect(concurrency['cancel-in-progress']).toBe(false);
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
    expect(decide('push', '', '-0400')).toBe('run=true');
  });

  it('builds the site exactly once, in one job, after the cheap checks', () => {
    const builds = allSteps(workflow).filter(runs('build'));
    expect(builds).toHaveLength(1);
    // `npm test` would build a second time, for the default base path.
    expect(allSteps(workflow).some((step) => /\bnpm (run )?test\s*$/m.test(step.run ?? ''))).toBe(
      false,
    );
    const steps = job('test-and-build').steps;
    const build = indexOfStep(steps, runs('build'));
    for (const check of ['validate', 'lint', 'typecheck', 'test:unit']) {
      expect(indexOfStep(steps, runs(check))).toBeLessThan(build);
    }
  });

  it('installs on the Node version package.json requires, before anything runs', () => {
    const steps = job('test-and-build').steps;
    expectNodeFromEngines(steps);
    const checkout = indexOfStep(steps, (step) =>
      Boolean(step.uses?.startsWith('actions/checkout@')),
    );
    const install = indexOfStep(steps, (step) => /^npm ci\b/.test(step.run ?? ''));
    expect(checkout).toBeLessThan(install);
    expect(install).toBeLessThan(indexOfStep(steps, runs('validate')));
  });

  it('keeps encoded images between nightly builds, keyed by the pictures', () => {
    expectImageCache(job('test-and-build').steps);
  });

  it('builds for the deployed base path and tests that same build, with the same BASE_PATH', () => {
    const steps = job('test-and-build').steps;
    const decide = indexOfStep(steps, (step) =>
      /BASE_PATH=.*>> "\$GITHUB_ENV"/.test(step.run ?? ''),
    );
    expect(steps[decide]?.env?.BASE_PATH).toMatch(/vars\.BASE_PATH/);
    expect(steps[decide]?.env?.BASE_PATH).toMatch(/steps\.pages\.outputs\.base_path/);
    expect(steps[decide]?.run).toMatch(/SITE_URL=.*>> "\$GITHUB_ENV"/);
    const build = indexOfStep(steps, runs('build'));
    const e2e = indexOfStep(steps, runs('test:e2e'));
    expect(decide).toBeLessThan(build);
    expect(build).toBeLessThan(e2e);
    // Neither step may point at another base path or another folder than the one decided.
    for (const step of [steps[build], steps[e2e]]) {
      expect(step?.env ?? {}).not.toHaveProperty('BASE_PATH');
      expect(step?.env ?? {}).not.toHaveProperty('E2E_OUT_DIR');
    }
  });

  it('uploads the tested out/ only after every test, and checks the files did not change', () => {
    const steps = job('test-and-build').steps;
    const build = indexOfStep(steps, runs('build'));
    const lastTest = Math.max(
      ...['test:e2e', 'test:nginx'].map((script) => indexOfStep(steps, runs(script))),
    );
    expect(steps[build]?.run).toMatch(/sha256sum/);
    const verify = indexOfStep(steps, (step) => /sha256sum\b.*-c\b/.test(step.run ?? ''));
    const uploads = steps.filter((step) =>
      /^actions\/upload-(pages-)?artifact@/.test(step.uses ?? ''),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    for (const upload of uploads) {
      // out/ itself, or the package made from it (below).
      expect(['out', PACKAGE_ARCHIVE]).toContain(upload.with?.path);
      expect(steps.indexOf(upload)).toBeGreaterThan(lastTest);
      expect(steps.indexOf(upload)).toBeGreaterThan(verify);
    }
    expect(lastTest).toBeLessThan(verify);
  });

  it('packages the checked out/ after the check, and uploads that package', () => {
    const steps = job('test-and-build').steps;
    const verify = indexOfStep(steps, (step) => /sha256sum\b.*-c\b/.test(step.run ?? ''));
    const pack = indexOfStep(steps, runs('package'));
    const upload = indexOfStep(
      steps,
      (step) => Boolean(step.uses?.startsWith('actions/upload-artifact@')) && isPackage(step),
    );
    const archive = indexOfStep(
      steps,
      (step) => step.run === `tar -cf ${PACKAGE_ARCHIVE} ${PACKAGE}`,
    );
    expect(verify).toBeLessThan(pack);
    expect(pack).toBeLessThan(archive);
    expect(archive).toBeLessThan(upload);
    // Both run for exactly the targets that publish the package.
    for (const index of [pack, upload]) {
      const condition = /^contains\(fromJSON\('(.*)'\), env\.DEPLOY_TARGET\)$/.exec(
        steps[index]?.if ?? '',
      );
      expect(JSON.parse(condition?.[1] ?? 'null')).toEqual(PACKAGE_TARGETS);
    }
  });

  it("writes the publishing host's _headers and carries the last package's chunks over", () => {
    const script = job('test-and-build').steps.find(runs('package'))?.run;
    if (!script) throw new Error('no package step');
    // Runs the step's own shell script with an `npm` that prints its arguments.
    const packageArguments = (target: string, previous: boolean) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'package-step-'));
      writeFileSync(path.join(dir, 'npm'), '#!/bin/sh\necho "$@"\n', { mode: 0o755 });
      if (previous) {
        mkdirSync(path.join(dir, 'work', PACKAGE), { recursive: true });
        writeFileSync(path.join(dir, 'work', PACKAGE, 'manifest.json'), '{}');
      } else {
        mkdirSync(path.join(dir, 'work'));
      }
      mkdirSync(path.join(dir, 'tmp'));
      return execFileSync('bash', ['-ec', script], {
        cwd: path.join(dir, 'work'),
        env: {
          ...process.env,
          PATH: `${dir}:${process.env.PATH}`,
          DEPLOY_TARGET: target,
          RUNNER_TEMP: path.join(dir, 'tmp'),
        },
        encoding: 'utf8',
      })
        .trim()
        .replaceAll(dir, 'DIR');
    };
    // These hosts compress on their own: no .br/.gz copies (deploy/README.md).
    expect(packageArguments('netlify', false)).toBe(
      'run package -- --host netlify --no-precompress',
    );
    expect(packageArguments('cloudflare', false)).toBe(
      'run package -- --host cloudflare --no-precompress',
    );
    expect(packageArguments('s3', true)).toBe(
      'run package -- --host cloudflare --no-precompress --previous DIR/tmp/previous-package',
    );
  });

  it('restores the package that the deploy job kept after it last published', () => {
    const restore = job('test-and-build').steps.find((step) =>
      step.uses?.startsWith('actions/cache/restore@'),
    );
    const steps = job('test-and-build').steps;
    expect(steps.indexOf(restore ?? {})).toBeLessThan(indexOfStep(steps, runs('package')));
    expect(restore?.with?.path).toBe(PACKAGE);
    for (const target of PACKAGE_TARGETS) {
      const deploySteps = job(`deploy-${target}`).steps;
      const save = deploySteps.findIndex((step) => step.uses?.startsWith('actions/cache/save@'));
      const publish = deploySteps.findIndex((step) => /out-package\/site/.test(step.run ?? ''));
      expect(publish).toBeGreaterThanOrEqual(0);
      expect(save).toBeGreaterThan(publish);
      // The cache is found again only under the same path and a key the restore key starts.
      const saved = deploySteps[save]?.with ?? {};
      expect(saved.path).toBe(PACKAGE);
      const key = String(saved.key).replace(target, '${{ env.DEPLOY_TARGET }}');
      expect(key.startsWith(String(restore?.with?.['restore-keys']))).toBe(true);
    }
  });

  it('deploys the uploaded artifact, never a build of its own', () => {
    const packageJobs = PACKAGE_TARGETS.map((target) => `deploy-${target}`);
    for (const name of ['deploy-pages', 'deploy-university', ...packageJobs]) {
      const deploy = job(name);
      expect(needs(deploy)).toContain('test-and-build');
      // The only npm command a deploy job runs installs the deploy tools from their lock file,
      // and the only files it checks out are that lock file's folder.
      const npm = deploy.steps.filter((step) => /npm|next build/.test(step.run ?? ''));
      expect(npm.map((step) => step.run?.trim())).toEqual(
        npm.length ? ['npm ci --prefix deploy/cli --no-audit --no-fund'] : [],
      );
      for (const checkout of deploy.steps.filter((step) =>
        step.uses?.startsWith('actions/checkout@'),
      )) {
        expect(checkout.with).toMatchObject({ 'sparse-checkout': 'deploy/cli' });
      }
    }
    const uploaded = job('test-and-build').steps.find((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    );
    const downloaded = job('deploy-university').steps.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    );
    expect(downloaded?.with?.name).toBe(uploaded?.with?.name);
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
    // The islands' scripts likewise: a page of yesterday's build still finds its own.
    const islandsCopy = rsyncs.find((line) => line.includes('out/_islands/'));
    expect(islandsCopy).toBeDefined();
    expect(islandsCopy).not.toMatch(/--delete/);
    expect(siteCopy).toMatch(/--exclude '\/_islands\/'/);
    expect(rsyncs.indexOf(islandsCopy ?? '')).toBeLessThan(rsyncs.indexOf(siteCopy ?? ''));
  });
});

describe.each(PACKAGE_TARGETS)('publishing the package to %s', (target) => {
  const deploy = job(`deploy-${target}`);
  const script = deploy.steps.map((step) => step.run ?? '').join('\n');

  it('runs only when chosen, after the tests, from the uploaded package', () => {
    expect(needs(deploy)).toContain('test-and-build');
    expect(deploy.if).toBe(`vars.DEPLOY_TARGET == '${target}'`);
    const uploaded = job('test-and-build').steps.find(
      (step) => Boolean(step.uses?.startsWith('actions/upload-artifact@')) && isPackage(step),
    );
    const downloaded = deploy.steps.findIndex((step) =>
      Boolean(step.uses?.startsWith('actions/download-artifact@')),
    );
    expect(deploy.steps[downloaded]?.with).toEqual({ name: uploaded?.with?.name, path: '.' });
    // Unpacked with tar, which gives each file the time the package gave it, before publishing.
    const unpacked = deploy.steps.findIndex((step) => step.run === `tar -xf ${PACKAGE_ARCHIVE}`);
    const published = deploy.steps.findIndex((step) => /out-package\/site/.test(step.run ?? ''));
    expect(downloaded).toBeLessThan(unpacked);
    expect(unpacked).toBeLessThan(published);
  });

  it("publishes the package's site folder, where the upload's root is", () => {
    expect(script).toMatch(/\bout-package\/site\/?(\s|"|$)/m);
  });
});

describe('the publishing commands', () => {
  const run = (name: string) =>
    job(name)
      .steps.map((step) => step.run ?? '')
      .join('\n');

  it('deploy to Netlify as production without building again', () => {
    expect(run('deploy-netlify')).toMatch(
      /deploy\/cli\/node_modules\/\.bin\/netlify deploy --prod --no-build --dir out-package\/site/,
    );
  });

  it('deploy to Cloudflare Pages with Wrangler', () => {
    expect(run('deploy-cloudflare')).toMatch(
      /deploy\/cli\/node_modules\/\.bin\/wrangler pages deploy out-package\/site/,
    );
  });

  it('run the deploy tools installed from deploy/cli/package-lock.json, never npx at a tag', () => {
    const cli = JSON.parse(readFileSync(path.join(ROOT, 'deploy', 'cli', 'package.json'), 'utf8'));
    const lock = JSON.parse(
      readFileSync(path.join(ROOT, 'deploy', 'cli', 'package-lock.json'), 'utf8'),
    );
    for (const tool of ['wrangler', 'netlify-cli']) {
      expect(cli.dependencies[tool]).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${tool}`].version).toBe(cli.dependencies[tool]);
    }
    for (const from of [workflow, ci]) {
      expect(allSteps(from).filter((step) => /\bnpx\b/.test(step.run ?? ''))).toEqual([]);
    }
  });

  it('sync the bucket with --delete, keeping _headers out, then invalidate CloudFront', () => {
    const steps = job('deploy-s3').steps;
    const sync = indexOfStep(steps, (step) =>
      /aws s3 sync out-package\/site\//.test(step.run ?? ''),
    );
    expect(steps[sync]?.run).toMatch(/aws s3 sync .*--delete --exclude _headers/);
    const invalidate = indexOfStep(steps, (step) =>
      /aws cloudfront create-invalidation/.test(step.run ?? ''),
    );
    expect(sync).toBeLessThan(invalidate);
  });

  it('sign in to AWS through OIDC, with no stored keys', () => {
    const deploy = job('deploy-s3');
    expect(deploy.permissions).toMatchObject({ 'id-token': 'write' });
    expect(JSON.stringify(deploy)).not.toMatch(/secrets\.AWS/);
    const signIn = deploy.steps.find((step) =>
      step.uses?.startsWith('aws-actions/configure-aws-credentials@'),
    );
    expect(signIn?.with).toHaveProperty('role-to-assume');
  });
});
