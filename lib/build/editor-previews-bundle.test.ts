/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleEditorPreviews, EDITOR_PREVIEWS } from './editor-previews-bundle';

const ROOT = path.resolve(__dirname, '../..');

/** A folder with an entry that imports the given files, and the admin folder to write into. */
function fixture(files: Record<string, string>, imports: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-previews-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, imports);
  return { dir, entry, adminDir: path.join(dir, 'admin') };
}

/** The key a module has in the map: its path from the project's root. */
const keyOf = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe("the editor previews' bundle", () => {
  it('stops, naming the module and where to declare it, when a CSS module is not in the map', async () => {
    const { entry, adminDir } = fixture(
      { 'Missing.module.css': '.box { color: red; }' },
      "import styles from './Missing.module.css';\nconsole.log(styles.box);\n",
    );
    await expect(
      bundleEditorPreviews({ adminDir, classNames: {}, define: {}, entry }),
    ).rejects.toThrow(
      /Missing\.module\.css is imported by the editor's previews but is not declared in components\/css-modules\.ts/,
    );
  });

  it("reads a CSS module as Next's class names and bundles none of its CSS", async () => {
    const { dir, entry, adminDir } = fixture(
      { 'Card.module.css': '.box { color: red; }' },
      "import styles from './Card.module.css';\nconsole.log(styles.box);\n",
    );
    const classNames = {
      [keyOf(path.join(dir, 'Card.module.css'))]: { box: 'Card-module__x1__box' },
    };
    const bundle = await bundleEditorPreviews({ adminDir, classNames, define: {}, entry });
    expect(readFileSync(path.join(adminDir, EDITOR_PREVIEWS), 'utf8')).toContain(
      'Card-module__x1__box',
    );
    expect(existsSync(path.join(adminDir, 'editor-previews.css'))).toBe(false);
    expect(bundle.cssModules).toEqual([keyOf(path.join(dir, 'Card.module.css'))]);
  });

  it("bundles the editor's own plain CSS beside the script, names as written", async () => {
    const { entry, adminDir } = fixture(
      { 'labels.css': '.editor-label { color: gray; }' },
      "import './labels.css';\n",
    );
    const bundle = await bundleEditorPreviews({ adminDir, classNames: {}, define: {}, entry });
    expect(readFileSync(path.join(adminDir, 'editor-previews.css'), 'utf8')).toContain(
      '.editor-label',
    );
    expect(bundle.cssModules).toEqual([]);
  });
});
