/** @jest-environment node */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { annotation, escapeData, escapeProperty, report, validate } from './validate-content';

/** A copy of the real content (beside the real public/ it refers to) with one show's date made impossible. */
function brokenCopy(): { dir: string; file: string; name: string } {
  const project = mkdtempSync(path.join(tmpdir(), 'validate-'));
  const dir = path.join(project, 'content');
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  symlinkSync(path.join(process.cwd(), 'public'), path.join(project, 'public'));
  const name = readdirSync(path.join(dir, 'shows')).find((file) => file.endsWith('.json'));
  if (!name) throw new Error('content/shows/ holds no show');
  const file = path.join(dir, 'shows', name);
  const show = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...show, date: '2027-02-30' }, null, 2));
  return { dir, file: `content/shows/${name}`, name };
}

describe('validate-content', () => {
  it('finds no problem in the real content', () => {
    expect(validate(path.join(process.cwd(), 'content'))).toEqual([]);
  });

  it('reports a bad field naming the file, and on GitHub as an error annotation on that file', () => {
    const { dir, file } = brokenCopy();
    const problems = validate(dir, 'files');
    const problem = problems.find((p) => p.file === file);
    expect(problem).toBeDefined();
    expect(problem?.field).toContain('date');

    const [plain] = report(problems, false);
    expect(plain).toContain(file);
    const line = report(problems, true).find((l) => l.includes(file)) ?? '';
    expect(line).toMatch(new RegExp(`^::error file=${file.replace(/\./g, '\\.')},title=[^:]+::`));
    expect(line).toContain('date');
  });

  it('escapes what GitHub would read as command syntax', () => {
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%')).toBe('a%3Ab%2Cc%25');
    const line = annotation({
      file: 'content/shows/a,b.json',
      entry: 'show "a"',
      field: 'schedule.2027-03-19.19:00',
      message: 'line one\nline two',
    });
    expect(line).toBe(
      '::error file=content/shows/a%2Cb.json,title=show "a" › schedule.2027-03-19.19%3A00::line one%0Aline two',
    );
  });
});
