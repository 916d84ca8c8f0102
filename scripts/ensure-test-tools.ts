// The browser tests drive Debian's own Chromium (Playwright's downloaded browsers need a host the
// CI network does not reach), and the W3C Nu HTML checker (vnu.jar, e2e/html-validity.spec.ts)
// runs on Java; the schedule PDF's unit test (lib/outputs/pdf/schedule-pdf.test.ts) reads the PDF back
// with poppler-utils (pdfinfo, pdffonts, pdftotext), as does the print test (e2e/print.spec.ts), so
// `npm test` runs this before the unit tests. The nginx suite needs nginx and its brotli module. A
// fresh CI machine has only Node and npm, so install Debian's packages here; on a machine that
// already has them this does nothing and prints nothing. Where apt-get cannot install them (macOS,
// another Linux, no root and no sudo), it says in words what is missing and how to point the tests
// at a copy installed some other way, instead of failing in apt-get.
//
// Node's own modules only: .ci/run starts it before `npm ci` has finished
// (scripts/ensure-test-tools.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, NGINX_MODULES } from '../deploy/nginx-packages';
import { CHROMIUM_PATH } from '../test/support/chromium';

// Fonts: the same glyphs on every machine, so screenshots and text metrics do not drift.
const DEBIAN_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** How the script sees the machine; the tests pass a made-up one. */
export interface Machine {
  env: Readonly<Record<string, string | undefined>>;
  exists: (file: string) => boolean;
  platform: NodeJS.Platform;
  isRoot: boolean;
}

/** A tool the tests need: Debian's packages for it, what uses it, and how to point at another copy. */
export interface Tool {
  name: string;
  debianPackages: readonly string[];
  present: boolean;
  usedBy: string;
  pointTo: string;
}

export function onPath(machine: Machine, command: string): boolean {
  return (machine.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && machine.exists(path.join(dir, command)));
}

/** Every tool `npm test` needs, and whether this machine has it. */
export function testTools(machine: Machine): Tool[] {
  const chromium = machine.env.CHROME_PATH ?? CHROMIUM_PATH;
  const font = machine.env.DEJAVU_FONT ?? DEBIAN_FONT;
  return [
    {
      name: 'Chromium',
      debianPackages: ['chromium'],
      present: machine.exists(chromium),
      usedBy: 'the browser tests (Playwright) and the benchmarks',
      pointTo: `set CHROME_PATH to a Chromium or Chrome executable (looked for ${chromium}), e.g. CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"`,
    },
    {
      name: 'the DejaVu fonts',
      debianPackages: ['fonts-dejavu-core'],
      present: machine.exists(font),
      usedBy: 'screenshots and text metrics, the same glyphs on every machine',
      pointTo: `install DejaVu Sans (macOS: brew install --cask font-dejavu) and set DEJAVU_FONT to DejaVuSans.ttf (looked for ${font})`,
    },
    {
      name: 'Java',
      debianPackages: ['default-jre-headless'],
      present: onPath(machine, 'java'),
      usedBy: 'the W3C HTML checker (vnu.jar)',
      pointTo: 'put `java` (a Java runtime, 11 or later) on PATH (macOS: brew install openjdk)',
    },
    {
      name: 'poppler',
      debianPackages: ['poppler-utils'],
      present: onPath(machine, 'pdftotext'),
      usedBy: 'the PDF tests (pdfinfo, pdffonts, pdftotext)',
      pointTo: 'put `pdfinfo`, `pdffonts` and `pdftotext` on PATH (macOS: brew install poppler)',
    },
    {
      name: 'nginx with its brotli_static module',
      debianPackages: ['nginx', ...NGINX_MODULES.map((m) => m.debianPackage)],
      present: [NGINX, ...NGINX_MODULES.map((m) => m.file)].every((file) => machine.exists(file)),
      usedBy: 'the nginx tests (deploy/nginx.conf, Debian layout)',
      pointTo: `Debian's layout only (${NGINX}, ${NGINX_MODULES.map((m) => m.file).join(', ')}): run the suite in a Debian container (below)`,
    },
  ];
}

/** apt-get can install the packages: Linux with apt-get, as root or with sudo. */
export function canUseAptGet(machine: Machine): boolean {
  return (
    machine.platform === 'linux' &&
    machine.exists('/usr/bin/apt-get') &&
    (machine.isRoot || onPath(machine, 'sudo'))
  );
}

/** The container command that runs the whole suite as CI does. */
export const CONTAINER_COMMAND =
  'docker run --rm -it -v "$PWD":/work -w /work node:24-bookworm .ci/run';

/** What is missing and how to provide it, in words. */
export function advice(missing: readonly Tool[]): string {
  return [
    'ensure-test-tools: npm test needs these tools, which this machine lacks:',
    ...missing.map((tool) => `  - ${tool.name}, for ${tool.usedBy}: ${tool.pointTo}.`),
    'On Debian or Ubuntu this step installs them with apt-get (as root or with sudo). Elsewhere,',
    'install them and point to them as above, or run every test as CI does, in a Debian container:',
    `  ${CONTAINER_COMMAND}`,
  ].join('\n');
}

function main(): void {
  const machine: Machine = {
    env: process.env,
    exists: existsSync,
    platform: process.platform,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  };
  const missing = () => testTools(machine).filter((tool) => !tool.present);
  const before = missing();
  if (before.length === 0) return;
  if (!canUseAptGet(machine)) {
    console.error(advice(before));
    process.exit(1);
  }
  const run = (args: [string, ...string[]]) => {
    const [cmd, rest] = machine.isRoot ? [args[0], args.slice(1)] : ['sudo', args];
    console.log(`ensure-test-tools: ${[cmd, ...rest].join(' ')}`);
    execFileSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    run(['apt-get', 'update']);
    run([
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      ...before.flatMap((tool) => tool.debianPackages),
    ]);
  } catch (error) {
    console.error(
      `ensure-test-tools: apt-get failed: ${error instanceof Error ? error.message : error}`,
    );
  }
  const after = missing();
  if (after.length > 0) {
    console.error(advice(after));
    process.exit(1);
  }
  console.log(`ensure-test-tools: installed ${before.map((tool) => tool.name).join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
