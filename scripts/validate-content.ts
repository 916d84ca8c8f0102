// Checks content/ with the same loader the build uses, before anything slower runs, and reports
// each problem so an editor can find it: on GitHub Actions as an error annotation on the file
// (shown on the pull request's "Files changed" tab and in the run summary), elsewhere as a
// plain line. Exit status 1 when there is any problem.
//
// Usage: tsx scripts/validate-content.ts [--dir content]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ContentError, formatProblem, loadContent } from '../lib/content/load';
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
 * Loads the content; returns the problems found (none when it is valid). Calendar revisions come
 * from the history as in the build unless `history` says otherwise (lib/site/deployment.ts).
 */
export function validate(
  contentDir: string,
  history: 'git' | 'files' = contentHistoryIn(),
): readonly Problem[] {
  try {
    loadContent(contentDir, { history });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'content' } } });
  const dir = path.resolve(values.dir);
  const problems = validate(dir);
  if (problems.length === 0) {
    console.log(`validate-content: ${path.relative(process.cwd(), dir) || '.'}/ is valid`);
    return;
  }
  const githubActions = process.env.GITHUB_ACTIONS === 'true';
  for (const line of report(problems, githubActions)) console.log(line);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`validate-content: ${count} in ${path.relative(process.cwd(), dir) || '.'}/`);
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
