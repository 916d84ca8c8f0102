/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  EDITOR_FONTS,
  fontPath,
  IMMUTABLE_CHUNK,
  OUTSIDE_CHECKS,
  withLocalFonts,
  withLocalImmutable,
  withoutOutsideChecks,
} from './editor';

const packageDir = path.resolve(
  path.dirname(createRequire(__filename).resolve('@sveltia/cms')),
  '..',
);

describe('the editor’s fonts', () => {
  it('come from the admin folder, and each one the pinned editor names is in an npm package', () => {
    const script = withLocalFonts(
      readFileSync(path.join(packageDir, 'dist', 'sveltia-cms.js'), 'utf8'),
    );
    expect(script).not.toMatch(/cdn\.jsdelivr\.net|fonts\.googleapis\.com/);
    for (const font of EDITOR_FONTS) {
      expect(script).toContain(`url(${fontPath(font.file)})`);
      expect(existsSync(path.join(packageDir, '..', '..', font.file))).toBe(true);
    }
  });

  it('stop the build when the editor asks the CDN for a font not in the list', () => {
    const newer = `${EDITOR_FONTS.map((font) => `url(${font.cdn})`).join('')} url(https://cdn.jsdelivr.net/fontsource/fonts/inter@6/latin.woff2)`;
    expect(() => withLocalFonts(newer)).toThrow(/inter@6.*EDITOR_FONTS/);
  });
});

describe('the editor’s preview templates', () => {
  it('get Immutable.js from the admin folder, not unpkg, in the pinned editor', () => {
    const script = withLocalImmutable(
      readFileSync(path.join(packageDir, 'dist', 'sveltia-cms.js'), 'utf8'),
    );
    expect(script).toContain(`import(\`./${IMMUTABLE_CHUNK}\`)`);
    expect(script).not.toContain('`immutable`,`dist/immutable.es.js`');
  });
});

describe('the editor’s checks of other hosts', () => {
  const pinned = () => readFileSync(path.join(packageDir, 'dist', 'sveltia-cms.js'), 'utf8');

  it('no longer name unpkg’s package.json or GitHub’s status page in the pinned editor', () => {
    const before = pinned();
    expect(before).toContain('https://www.githubstatus.com/api/v2/status.json');
    const script = withoutOutsideChecks(before);
    expect(script).not.toContain('https://www.githubstatus.com/api/v2/status.json');
    expect(script).not.toMatch(/`\$\{[\w$]+\}\/package\.json`/);
  });

  it('answer with JSON that says there is nothing to report', () => {
    const [version, status] = OUTSIDE_CHECKS.map((check) =>
      JSON.parse(check.answer.slice(1, -1).replace(/^data:application\/json,/, '')),
    );
    expect(version).toEqual({});
    expect(status).toEqual({ status: { indicator: 'none' } });
  });

  it('stop the build when a newer editor checks its version another way', () => {
    expect(() =>
      withoutOutsideChecks('fetch(`https://www.githubstatus.com/api/v2/status.json`)'),
    ).toThrow(/version check once, found 0: update OUTSIDE_CHECKS/);
  });
});
