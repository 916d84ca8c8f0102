// The browser tests drive Debian's own Chromium (Playwright's downloaded browsers need a host the
// CI network does not reach), and the W3C Nu HTML checker (vnu.jar, e2e/html-validity.spec.ts)
// runs on Java; the schedule PDF's unit test (lib/outputs/pdf/schedule-pdf.test.ts) reads the PDF back
// with poppler-utils (pdfinfo, pdffonts, pdftotext), as does the print test (e2e/print.spec.ts), so
// `npm test` runs this before the unit tests. The nginx suite needs nginx and its brotli module. A
// fresh CI machine has only Node and npm, so install Debian's packages here; on a machine that
// already has them this does nothing and prints nothing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NGINX, NGINX_MODULES } from '../deploy/nginx-packages';
import { CHROMIUM_PATH } from '../test/support/chromium';

const CHROMIUM = CHROMIUM_PATH;
// Fonts: the same glyphs on every machine, so screenshots and text metrics do not drift.
const FONT_MARKER = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && existsSync(path.join(dir, command)));
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!existsSync(FONT_MARKER)) missing.push('fonts-dejavu-core');
if (!onPath('java')) missing.push('default-jre-headless');
if (!onPath('pdftotext')) missing.push('poppler-utils');
// The nginx suite (playwright.nginx.config.ts) serves the precompressed files with brotli_static.
if (!existsSync(NGINX)) missing.push('nginx');
for (const nginxModule of NGINX_MODULES) {
  if (!existsSync(nginxModule.file)) missing.push(nginxModule.debianPackage);
}

if (missing.length > 0) {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `ensure-test-tools: ${missing.join(', ')} missing and this is not a Debian machine; ` +
        `install Chromium at ${CHROMIUM} yourself.`,
    );
    process.exit(1);
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: [string, ...string[]]) => {
    const [cmd, rest] = asRoot ? [args[0], args.slice(1)] : ['sudo', args];
    console.log(`ensure-test-tools: ${[cmd, ...rest].join(' ')}`);
    execFileSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]);
  } catch (error) {
    console.error(
      `ensure-test-tools: apt-get failed: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!existsSync(CHROMIUM) || !onPath('java') || !onPath('pdftotext')) {
    console.error(
      `ensure-test-tools: FAILED, ${CHROMIUM}, java or pdftotext is still missing after apt-get install.`,
    );
    process.exit(1);
  }
  console.log(`ensure-test-tools: installed ${missing.join(', ')}`);
}
