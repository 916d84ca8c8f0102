// Builds the two extra variants of the site the browser tests need, next to the real build in
// out/ (made earlier by `npm run build`):
//   out-e2e-analytics/  with a measurement id, to count page_view events;
//   out-e2e-root/       with BASE_PATH='' to prove every link and file also works at a host root.
// Each is `npm run build` (so the post-build steps run too) with its own NEXT_DIST_DIR, so none
// of them touches .next/ or out/.
// E2E_SKIP_BUILD=1 reuses existing variant folders (handy when only the tests changed).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const variants = [
  { dir: 'out-e2e-analytics', env: { BASE_PATH: '/artistseries', ANALYTICS_ID: 'G-TEST123' } },
  { dir: 'out-e2e-root', env: { BASE_PATH: '', ANALYTICS_ID: '' } },
];

const mainDir = process.env.E2E_OUT_DIR || 'out';
if (!existsSync(`${mainDir}/index.html`)) {
  console.error(
    `e2e-build: ${mainDir}/ has no build; run \`npm run build\` first (npm test does).`,
  );
  process.exit(1);
}

for (const { dir, env } of variants) {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(`${dir}/index.html`)) {
    console.log(`e2e-build: reusing ${dir}/ (E2E_SKIP_BUILD=1)`);
    continue;
  }
  const settings = Object.entries(env)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');
  console.log(`e2e-build: ${settings} NEXT_DIST_DIR=${dir} npm run build`);
  const started = Date.now();
  execFileSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, NEXT_DIST_DIR: dir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`e2e-build: the build finished but ${dir}/index.html is missing`);
    process.exit(1);
  }
  console.log(`e2e-build: ${dir}/ built in ${Math.round((Date.now() - started) / 1000)} s`);
}
