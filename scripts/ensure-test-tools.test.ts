/**
 * .ci/run starts scripts/ensure-test-tools.ts beside `npm ci`, with only tsx fetched for it, so
 * that Debian's packages install while npm's do: the script and every file it imports may use
 * Node's own modules only. A package import would make the fresh machine's install fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { NGINX, NGINX_MODULES } from '../deploy/nginx-packages';
import {
  advice,
  canUseAptGet,
  CONTAINER_COMMAND,
  testTools,
  type Machine,
} from './ensure-test-tools';

const root = path.resolve(__dirname, '..');

/** The file a relative specifier names, as TypeScript resolves it here. */
function resolved(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  if (!found) throw new Error(`${from}: cannot find ${specifier}`);
  return found;
}

/** Every module specifier a file and the project files it imports name, by importing file. */
function importsFrom(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const names = ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((imported) => imported.fileName);
  seen.set(file, names);
  for (const name of names.filter((specifier) => specifier.startsWith('.'))) {
    importsFrom(resolved(file, name), seen);
  }
  return seen;
}

test('the tools script imports nothing npm installs', () => {
  const packages = [...importsFrom(path.join(root, 'scripts', 'ensure-test-tools.ts'))].flatMap(
    ([file, names]) =>
      names
        .filter((name) => !name.startsWith('.') && !name.startsWith('node:'))
        .map((name) => `${path.relative(root, file)}: ${name}`),
  );
  expect(packages).toEqual([]);
});

test('the check sees a package import where there is one', () => {
  const imports = importsFrom(path.join(root, 'deploy', 'nginx-config.ts'));
  const named = [...imports.values()].flat();
  expect(named.some((name) => !name.startsWith('.') && !name.startsWith('node:'))).toBe(true);
});

/** A machine with these files, and PATH made of these folders. */
function machineWith(
  files: readonly string[],
  options: { env?: Record<string, string>; platform?: NodeJS.Platform; isRoot?: boolean } = {},
): Machine {
  const present = new Set(files);
  return {
    env: { PATH: ['/usr/local/bin', '/usr/bin'].join(path.delimiter), ...options.env },
    exists: (file) => present.has(file),
    platform: options.platform ?? 'linux',
    isRoot: options.isRoot ?? false,
  };
}

const missingNames = (machine: Machine) =>
  testTools(machine)
    .filter((tool) => !tool.present)
    .map((tool) => tool.name);

describe('what npm test needs, said in words where apt-get cannot install it', () => {
  const mac = machineWith(['/usr/bin/sudo'], {
    platform: 'darwin',
    env: { CHROME_PATH: '/Applications/Chromium.app/Contents/MacOS/Chromium' },
  });

  it('names every tool, what uses it and how to point the tests at it', () => {
    expect(missingNames(mac)).toEqual([
      'Chromium',
      'the DejaVu fonts',
      'Java',
      'poppler',
      'nginx with its brotli_static module',
    ]);
    const text = advice(testTools(mac).filter((tool) => !tool.present));
    for (const words of [
      'set CHROME_PATH',
      'looked for /Applications/Chromium.app/Contents/MacOS/Chromium',
      'DEJAVU_FONT',
      'put `java`',
      'pdftotext',
      'brew install poppler',
      'nginx',
      CONTAINER_COMMAND,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/apt-get install/);
  });

  it('finds tools where the variables and PATH point', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const machine = machineWith(
      [chrome, '/Users/a/fonts/DejaVuSans.ttf', '/usr/local/bin/java', '/usr/bin/pdftotext'],
      {
        platform: 'darwin',
        env: { CHROME_PATH: chrome, DEJAVU_FONT: '/Users/a/fonts/DejaVuSans.ttf' },
      },
    );
    expect(missingNames(machine)).toEqual(['nginx with its brotli_static module']);
  });

  it('uses apt-get only on Linux with apt-get, as root or with sudo', () => {
    const apt = '/usr/bin/apt-get';
    expect(canUseAptGet(mac)).toBe(false);
    expect(canUseAptGet(machineWith(['/usr/bin/sudo']))).toBe(false);
    expect(canUseAptGet(machineWith([apt]))).toBe(false);
    expect(canUseAptGet(machineWith([apt], { isRoot: true }))).toBe(true);
    expect(canUseAptGet(machineWith([apt, '/usr/bin/sudo']))).toBe(true);
  });

  it('asks for nothing on a machine that has every tool', () => {
    const files = [
      '/usr/bin/chromium',
      '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      '/usr/bin/java',
      '/usr/bin/pdftotext',
      NGINX,
      ...NGINX_MODULES.map((m) => m.file),
    ];
    expect(missingNames(machineWith(files, { env: { CHROME_PATH: '/usr/bin/chromium' } }))).toEqual(
      [],
    );
  });
});
