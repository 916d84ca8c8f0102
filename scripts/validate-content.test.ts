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
import { spawnSync } from 'node:child_process';
import {
  annotation,
  escapeData,
  escapeProperty,
  failureText,
  report,
  validate,
} from './validate-content';

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
    const problems = validate(dir, { history: 'files' });
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

/**
 * A copy of the real content with three mistakes a new editor makes: a venue off the globe, a
 * ticket link without https and a news note pasted twice.
 */
function copyWithMistakes(): { dir: string; venue: string; show: string } {
  const { dir } = brokenCopy();
  const showName = readdirSync(path.join(dir, 'shows')).find((file) => file.endsWith('.json'));
  if (!showName) throw new Error('content/shows/ holds no show');
  // brokenCopy's impossible date is put right: the three mistakes below are the only ones.
  cpSync(path.join(process.cwd(), 'content', 'shows', showName), path.join(dir, 'shows', showName));
  const venuesFile = path.join(dir, 'venues.json');
  const venues = JSON.parse(readFileSync(venuesFile, 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  const [venue] = Object.keys(venues);
  if (!venue) throw new Error('content/venues.json holds no venue');
  venues[venue] = { ...venues[venue], geo: { latitude: 238.4, longitude: -82.44 } };
  writeFileSync(venuesFile, JSON.stringify(venues, null, 2));
  const showFile = path.join(dir, 'shows', showName);
  const show = JSON.parse(readFileSync(showFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    showFile,
    JSON.stringify({ ...show, tickets: 'http://tickets.example.com/x' }, null, 2),
  );
  const note = { title: 'Box office hours', date: '2026-09-20T09:00', text: 'Noon to 4 pm.' };
  writeFileSync(path.join(dir, 'news.json'), JSON.stringify([note, note], null, 2));
  return { dir, venue, show: showName };
}

describe('what a failed check prints', () => {
  it("is the loader's ContentError message under one line naming the folder", () => {
    const text = failureText(
      [
        { file: 'content/venues.json', entry: 'venue "a"', field: 'geo.latitude', message: 'x' },
        { file: 'content/news.json', entry: 'announcement 2', message: 'y' },
      ],
      'content',
    );
    expect(text.split('\n')).toEqual([
      'validate-content: content/ cannot be built.',
      'The content has 2 problems:',
      '  - content/venues.json › venue "a" › geo.latitude: x',
      '  - content/news.json › announcement 2: y',
    ]);
  });
});

describe('the build checks the content first (package.json prebuild)', () => {
  const scripts = (
    JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

  it('runs this check before anything else of the build', () => {
    expect(scripts.prebuild?.split('&&')[0]?.trim()).toBe('tsx scripts/validate-content.ts');
  });

  it('stops on content mistakes, its output ending with every problem in words', () => {
    const { dir, venue, show } = copyWithMistakes();
    const bin = path.join(process.cwd(), 'node_modules', '.bin');
    const run = spawnSync('sh', ['-c', scripts.prebuild ?? 'false'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        CONTENT_DIR: dir,
        CONTENT_HISTORY: 'files',
        GITHUB_ACTIONS: '',
        PATH: [path.dirname(process.execPath), bin, process.env.PATH].join(path.delimiter),
      },
    });
    expect(run.status).toBe(1);
    // The editor's step never ran: the chain stopped at the check.
    expect(run.stdout).not.toMatch(/^editor:/m);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.slice(-4)).toEqual([
      'The content has 3 problems:',
      `  - content/venues.json › venue "${venue}" › geo.latitude: must be between -90 and 90 (got 238.4)`,
      expect.stringMatching(
        new RegExp(
          `^  - content/shows/${show.replace(/\./g, '\\.')} › show "[^"]+" › tickets: must be a secure https:// link \\(got "http://tickets\\.example\\.com/x"\\)$`,
        ),
      ),
      '  - content/news.json › announcement 2: has the same title and date as announcement 1 ("Box office hours", 2026-09-20T09:00): a feed must tell its entries apart, so remove one or change its title',
    ]);
  }, 60_000);
});
