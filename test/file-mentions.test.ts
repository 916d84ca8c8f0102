/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formatProblem,
  isChecked,
  mentionProblems,
  type Problem,
  type Repository,
} from './support/file-mentions';

const root = path.join(__dirname, '..');
const git = (args: string[], input?: string) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 1024 ** 2 });

function repositoryOf(files: string[]): Repository {
  const tracked = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, at, parts) => `${parts.slice(0, at + 1).join('/')}/`),
    ),
  );
  return {
    exists: (repoPath) => tracked.has(repoPath) || folders.has(repoPath),
    fileNames: new Set(files.map((file) => path.posix.basename(file))),
  };
}

/**
 * Mentions of generated files (public/admin/config.yml, out/…, bench-results/…) are fine: they are
 * exactly the paths .gitignore lists, asked of git in one call.
 */
function generated(targets: string[]): Set<string> {
  if (targets.length === 0) return new Set();
  // Exit status 1 means "none of them is ignored".
  let output = '';
  try {
    output = git(['check-ignore', '--no-index', '--stdin'], `${targets.join('\n')}\n`);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== 1) throw error;
  }
  return new Set(output.split('\n').filter(Boolean));
}

const exampleRepo = repositoryOf([
  'lib/outputs/calendar/ical.ts',
  'app/shows/[name]/page.tsx',
  'app/festival/[[...name]]/page.tsx',
  'components/cards/PreviewCard.tsx',
  'docs/EDITING.md',
  'deploy/README.md',
  'next.config.ts',
  'scripts/postbuild/csp-hashes.ts',
  'lib/concepts/shows/shows.ts',
  'lib/concepts/shows/derive-show.ts',
]);
const messages = (file: string, text: string) =>
  mentionProblems(file, text, exampleRepo).map(formatProblem);

describe('a mention of a repository file', () => {
  it('is reported with its file and line when the file does not exist', () => {
    expect(messages('lib/x.ts', 'const a = 1;\n// See lib/content-loader.ts.\n')).toEqual([
      'lib/x.ts:2: names lib/content-loader.ts, which does not exist',
    ]);
  });

  it('is accepted when the file exists, Next route folders and all', () => {
    expect(
      messages(
        'lib/x.ts',
        '/* lib/outputs/calendar/ical.ts, app/shows/[name]/page.tsx, app/festival/[[...name]]/page.tsx,\n' +
          ' * components/cards/PreviewCard (an import path), next.config.ts, csp-hashes.ts */',
      ),
    ).toEqual([]);
  });

  it('is reported when only the extension or the folder is wrong', () => {
    expect(
      messages('lib/x.ts', '// next.config.mjs, lib/calendar-links and SearchBody.tsx'),
    ).toEqual([
      'lib/x.ts:1: names lib/calendar-links, which does not exist',
      'lib/x.ts:1: names next.config.mjs, which does not exist',
      'lib/x.ts:1: names SearchBody.tsx, which does not exist',
    ]);
  });

  it('resolves a relative path in a comment from the commenting file', () => {
    expect(messages('lib/concepts/shows/derive-show.ts', '// the loader (./shows.ts)')).toEqual([]);
    expect(messages('lib/concepts/shows/derive-show.ts', '// the loader (./loader.ts)')).toEqual([
      'lib/concepts/shows/derive-show.ts:1: names ./loader.ts (lib/concepts/shows/loader.ts), which does not exist',
    ]);
  });

  it('is read only in comments of code, not in its strings or regular expressions', () => {
    expect(
      messages(
        'lib/x.tsx',
        "const a = 'lib/gone.ts';\nconst b = /lib\\/gone\\//;\nconst c = <p>lib/gone.ts</p>;\n",
      ),
    ).toEqual([]);
  });

  it('in a document, counts links relative to the document', () => {
    expect(
      messages('docs/x.md', 'See [the guide](EDITING.md) and [deploy](../deploy/README.md).'),
    ).toEqual([]);
    expect(messages('docs/x.md', 'See [the guide](EDIT.md#signing-in).')).toEqual([
      'docs/x.md:1: names EDIT.md (docs/EDIT.md), which does not exist',
    ]);
  });

  it('leaves placeholders, URLs, site addresses and content files alone', () => {
    expect(
      messages(
        'docs/x.md',
        [
          'Pictures go in `public/shows/{name}/`; each layer is `lib/…/x.ts`.',
          'Served at /artistseries/docs/x/ and https://example.org/lib/gone.ts.',
          'For example content/shows/the_night_garden.json.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('a reference to an issue', () => {
  it('is reported by number or by title', () => {
    expect(
      messages('lib/x.ts', '// As issue 13 asks (#14), and issue "Phone first" measured'),
    ).toEqual([
      'lib/x.ts:1: refers to an issue (issue 13); say what the code does and why instead',
      'lib/x.ts:1: refers to an issue (#14); say what the code does and why instead',
      'lib/x.ts:1: refers to an issue (issue "Phone first"); say what the code does and why instead',
    ]);
  });

  it('is not a heading anchor, a colour or a character reference', () => {
    expect(messages('docs/x.md', 'See [status](#show-status), `#1a2b3c` and `&#123;`.')).toEqual(
      [],
    );
  });
});

describe('the repository', () => {
  it('names only files that exist, and no issues, in its comments and documents', () => {
    const files = git(['ls-files', '-z']).split('\0').filter(Boolean);
    const repo = repositoryOf(files);
    const problems: Problem[] = files
      .filter(isChecked)
      .flatMap((file) => mentionProblems(file, readFileSync(path.join(root, file), 'utf8'), repo));
    const ignored = generated([
      ...new Set(problems.flatMap((problem) => (problem.target ? [problem.target] : []))),
    ]);
    const stale = problems.filter((problem) => !problem.target || !ignored.has(problem.target));
    expect(stale.map(formatProblem)).toEqual([]);
  }, 180_000);
});
