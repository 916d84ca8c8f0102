/**
 * Finds what comments and documents say that has gone stale: a repository file named that does
 * not exist (after a move or a rename), and references to issue numbers or titles, which mean
 * nothing to a reader of the repository. test/file-mentions.test.ts runs it over every tracked
 * file; the rules are here so they can be tested on their own.
 *
 * What counts as naming a file: a path that starts with one of the project's top folders
 * (`lib/outputs/calendar/ical.ts`, `components/search/`), a relative path in a code comment
 * (`../file-mentions.test.ts`, from the commenting file's folder or the project's), a root configuration file (`next.config.ts`), a bare TypeScript file name
 * (`csp-hashes.ts`, matched against every tracked file's name) and a relative Markdown link.
 * Not checked: addresses with a placeholder (`public/shows/{name}/`, `lib/…/x.ts`) beyond their
 * fixed folder, and files under content/shows/, content/past-venues/ or public/shows/, which staff
 * and the history import add and remove.
 */
import path from 'node:path';
import ts from 'typescript';

export interface Problem {
  file: string;
  line: number;
  message: string;
  /** The repository path a missing mention resolves to. */
  target?: string;
}

/** The project's top-level folders a mention starts with. */
const TOP_FOLDERS = [
  'app',
  'components',
  'lib',
  'scripts',
  'docs',
  'deploy',
  'e2e',
  'e2e-nginx',
  'test',
  'bench',
  'content',
  'public',
  '.github',
  '.ci',
];
/** A path segment: word characters, dots, dashes, or a Next route segment ([name], [[...name]]). */
const SEGMENT = String.raw`(?:[\w@.-]|\[{1,2}(?:\.\.\.)?\w+\]{1,2})+`;
const TOP_PATH = new RegExp(
  String.raw`(?<![\w.-])(@/)?((?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/(?:${SEGMENT}/?)*)`,
  'g',
);
const RELATIVE_PATH = new RegExp(String.raw`(?<![\w./-])(\.\.?/(?:${SEGMENT}/?)+)`, 'g');
const ROOT_FILE =
  /(?<![\w./-])((?:next|jest|playwright|playwright\.nginx|eslint|postcss|prettier)\.config\.[cm]?[jt]s|tsconfig\.json|package\.json)\b/g;
const BARE_TS_FILE = /(?<![\w./@-])([\w-]+(?:\.[\w-]+)*\.tsx?)\b(?![\w/-])/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** A number after the word issue (or issues, or after `#`), or a quoted title after it. */
const ISSUE_REFERENCE = /\bissues?\s+(?:#?\d+|"[^"\n]+")|(?<![\w&#/])#\d{1,5}\b(?![\w-])/gi;
/** What follows a mention that is a pattern rather than a file. */
const PLACEHOLDER = /^[{*…<$]/;
/** Folders whose files come and go with the season's content. */
const CONTENT_OWNED = /^(?:content|public)\/shows\/|^content\/past-venues\//;
/** How an import path or a folder named without its slash is completed. */
const EXTENSIONS = ['', '/', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const HASH_COMMENTS = /\.(?:ya?ml|conf)$|^\.ci\/run$/;

/** Tracked files whose comments (or, for Markdown, whole text) are checked. */
export function isChecked(file: string): boolean {
  return (
    CODE.test(file) || file.endsWith('.css') || file.endsWith('.md') || HASH_COMMENTS.test(file)
  );
}

interface Line {
  line: number;
  text: string;
}

/** Blanks out [start, end) but its line breaks, so line numbers stay right. */
function blank(text: string, ranges: Array<[number, number]>): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    out += text.slice(at, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + text.slice(at);
}

function linesOf(text: string, matches: Iterable<RegExpMatchArray>): Line[] {
  const lines: Line[] = [];
  for (const match of matches) {
    const first = text.slice(0, match.index).split('\n').length;
    match[0]
      .split('\n')
      .forEach((part, offset) => lines.push({ line: first + offset, text: part }));
  }
  return lines;
}

/**
 * The comment lines of a code file. Strings, templates, regular expressions and JSX text are
 * blanked first (found by TypeScript's parser), so `'https://…'` or `/\/\//` is never a comment.
 */
function codeComments(file: string, text: string): Line[] {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const literals: Array<[number, number]> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    ) {
      literals.push([node.getStart(source), node.end]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const masked = blank(text, literals);
  return linesOf(masked, masked.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g));
}

/** The lines of a file a reader takes as prose about the project. */
export function proseLines(file: string, text: string): Line[] {
  if (CODE.test(file)) return codeComments(file, text);
  if (file.endsWith('.css')) return linesOf(text, text.matchAll(/\/\*[\s\S]*?\*\//g));
  if (HASH_COMMENTS.test(file)) return linesOf(text, text.matchAll(/(?:^|(?<=\s))#[^\n]*/gm));
  return text.split('\n').map((line, at) => ({ line: at + 1, text: line }));
}

export interface Repository {
  /** Whether a file or a folder (with a trailing slash) is tracked. */
  exists: (repoPath: string) => boolean;
  /** File names of every tracked file, for bare mentions such as `csp-hashes.ts`. */
  fileNames: ReadonlySet<string>;
}

export function mentionProblems(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const missing = (line: number, mention: string, resolved = mention) =>
    problems.push({
      file,
      line,
      target: resolved,
      message:
        resolved === mention
          ? `names ${mention}, which does not exist`
          : `names ${mention} (${resolved}), which does not exist`,
    });
  const existsLike = (repoPath: string) =>
    repoPath.endsWith('/')
      ? repo.exists(repoPath)
      : EXTENSIONS.some((extension) => repo.exists(repoPath + extension));
  /** Checks a mention; a placeholder after it leaves only its fixed folders to check. */
  const check = (line: number, mention: string, repoPaths: string[], after: string) => {
    const name = mention.replace(/\.+$/, ''); // a sentence's full stop
    let targets = repoPaths.map((repoPath) => repoPath.replace(/\.+$/, ''));
    if (PLACEHOLDER.test(after))
      targets = targets.map((target) => target.slice(0, target.lastIndexOf('/') + 1));
    const [first = ''] = targets;
    if (first === '' || CONTENT_OWNED.test(first)) return;
    if (!targets.some(existsLike)) missing(line, name, first);
  };
  const markdown = file.endsWith('.md');
  const code = CODE.test(file);
  const folder = path.posix.dirname(file);

  for (const { line, text: prose } of proseLines(file, text)) {
    for (const match of prose.matchAll(TOP_PATH)) {
      const [whole, alias, repoPath = ''] = match;
      const at = match.index ?? 0;
      // After a slash (not the `@/` import alias): a URL's path or an address on the site.
      if (!alias && prose[at - 1] === '/') continue;
      check(line, repoPath, [repoPath], prose.slice(at + whole.length));
    }
    if (code) {
      // From the commenting file's folder, or from the project's (a working-directory path).
      for (const match of prose.matchAll(RELATIVE_PATH)) {
        const mention = match[1] ?? '';
        const after = prose.slice((match.index ?? 0) + match[0].length);
        const fromRoot = path.posix.normalize(mention);
        check(line, mention, [path.posix.join(folder, mention), fromRoot], after);
      }
    }
    for (const match of prose.matchAll(ROOT_FILE)) {
      const name = match[1] ?? '';
      if (!repo.exists(name)) missing(line, name);
    }
    for (const match of prose.matchAll(BARE_TS_FILE)) {
      const name = match[1] ?? '';
      if (!name.endsWith('.d.ts') && !repo.fileNames.has(name)) missing(line, name);
    }
    if (markdown) {
      for (const match of prose.matchAll(MARKDOWN_LINK)) {
        const target = (match[1] ?? '').split('#')[0] ?? '';
        if (target === '' || /^[a-z]+:/i.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(folder, target));
        if (!existsLike(resolved) && !existsLike(`${resolved}/`)) missing(line, target, resolved);
      }
    }
    for (const match of prose.matchAll(ISSUE_REFERENCE)) {
      problems.push({
        file,
        line,
        message: `refers to an issue (${match[0]}); say what the code does and why instead`,
      });
    }
  }
  return problems;
}

export const formatProblem = ({ file, line, message }: Problem) => `${file}:${line}: ${message}`;
