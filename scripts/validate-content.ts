// Checks the content with the same loader the build uses, before anything slower runs, and
// reports every problem so an editor can find it: as the loader's ContentError message, a count
// then one line per problem, last in the log; on GitHub Actions also as an error annotation on
// the file (shown on the pull request's "Files changed" tab and in the run summary). Exit status
// 1 when there is any problem. It is the first step of `npm run build` (package.json prebuild),
// so a content mistake stops the build before `next build` starts, with these lines last.
//
// Usage: tsx scripts/validate-content.ts [--dir content]   (default: CONTENT_DIR, else content)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSource } from '../lib/content';
import { ContentError, formatProblem, loadContent, type LoadOptions } from '../lib/content/load';
import { errorMessage } from '../lib/build/errors';
import { contentHistoryIn } from '../lib/site/deployment';

type Problem = ContentError['problems'][number];

/** Escapes a workflow command's message: GitHub reads %, CR and LF as syntax there. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow command's property value, where `:` and `,` separate properties too. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `::error file=content/shows/x.json,title=show "x" › date::is not a real calendar date` */
export function annotation(problem: Problem): string {
  const title = [problem.entry, problem.field].filter(Boolean).join(' › ') || problem.file;
  const message = formatProblem({ ...problem, file: '', entry: undefined, field: undefined })
    // formatProblem puts "where: " first; with no where left it starts with ": ".
    .replace(/^:\s*/, '');
  return `::error file=${escapeProperty(problem.file)},title=${escapeProperty(title)}::${escapeData(message)}`;
}

/** Every line to print for the problems, in the form the environment understands. */
export function report(problems: readonly Problem[], githubActions: boolean): string[] {
  return problems.map((problem) => (githubActions ? annotation(problem) : formatProblem(problem)));
}

/**
 * What a failed check prints to the terminal: the loader's own ContentError message, a count
 * then every problem, so the check, the build's prebuild step and the loader inside `next build`
 * say it in one form, and a log read from its end ends on the problems.
 */
export function failureText(problems: readonly Problem[], dir: string): string {
  return `validate-content: ${dir}/ cannot be built.\n${new ContentError(problems).message}`;
}

/**
 * Loads the content; returns the problems found (none when it is valid). Calendar revisions come
 * from the history as in the build unless `options.history` says otherwise
 * (lib/site/deployment.ts); files are looked for in the `public` folder beside the content unless
 * `options.publicDir` says otherwise.
 */
export function validate(
  contentDir: string,
  options: LoadOptions = { history: contentHistoryIn() },
): readonly Problem[] {
  try {
    loadContent(contentDir, options);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  // Without --dir, what the build reads (CONTENT_DIR, the project's public/), so the check
  // before a build finds exactly the build's problems.
  const { dir, options } =
    values.dir === undefined
      ? buildSource()
      : { dir: path.resolve(values.dir), options: { history: contentHistoryIn() } };
  const problems = validate(dir, options);
  if (problems.length === 0) {
    console.log(`validate-content: ${path.relative(process.cwd(), dir) || '.'}/ is valid`);
    return;
  }
  // On GitHub Actions each problem is also an annotation on its file (read from standard output).
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const line of report(problems, true)) console.log(line);
  }
  console.error(failureText(problems, path.relative(process.cwd(), dir) || '.'));
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`validate-content: ${errorMessage(error)}`);
    process.exitCode = 1;
  }
}
