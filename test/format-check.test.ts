/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run format:check` runs `prettier --check .`; staff files in content/ are judged by the
 * content schema, so the style check must skip them whatever their indentation or line breaks.
 * (The content-change proof, scripts/e2e-build.ts, relies on this test for its tab-indented,
 * CRLF show file.)
 * Prettier's own command answers, as its API cannot load inside Jest.
 */
const root = path.join(__dirname, '..');
const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

function skippedByFormatCheck(file: string): boolean {
  const info = execFileSync(process.execPath, [prettier, '--file-info', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return (JSON.parse(info) as { ignored: boolean }).ignored;
}

describe('the format check', () => {
  it('skips a show file in content/, even one not written yet', () => {
    expect(skippedByFormatCheck('content/shows/a_show_added_tomorrow.json')).toBe(true);
  });

  it("skips the season's other content files", () => {
    expect(skippedByFormatCheck('content/site.json')).toBe(true);
  });

  it('still checks the code', () => {
    expect(skippedByFormatCheck('lib/concepts/shows/show-schema.ts')).toBe(false);
  });
});
