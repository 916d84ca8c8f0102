/** @jest-environment node */
// cspell-lib is an ES module only, which Jest's module system cannot load: the speller runs in a
// child Node process (through tsx, as scripts/proofread.ts runs it), given words and answering JSON.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readWordList } from './word-list';

const ROOT = path.join(__dirname, '..', '..', '..');

const CASES: Array<[extra: string[], words: string[]]> = [
  [[], ['program', 'Program', 'PROGRAM', 'intermission', 'recieve', 'colour', 'Okafro']],
  [['Okafor'], ['Okafor', 'okafor']],
];

/** Whether the real dictionary, with each case's words added, knows each of its words. */
function known(): boolean[][] {
  const code = `
    import { americanEnglish } from './lib/build/proofread/speller.ts';
    const answers = [];
    for (const [extra, words] of ${JSON.stringify(CASES)}) {
      const isKnown = await americanEnglish(extra);
      answers.push(words.map((word) => isKnown(word)));
    }
    process.stdout.write(JSON.stringify(answers));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the speller failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as boolean[][];
}

let answers: boolean[][] = [];
beforeAll(() => {
  answers = known();
}, 120_000);

describe('americanEnglish', () => {
  it('knows American English, capitalized at a sentence’s start or in capitals; not a misspelling, a British-only spelling or an unknown name', () => {
    expect(answers[0]).toEqual([true, true, true, true, false, false, false]);
  });

  it('knows the words it is given, as written', () => {
    expect(answers[1]).toEqual([true, false]);
  });
});

describe('readWordList', () => {
  it('reads one word a line, leaving out blank lines and comments', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'words-'));
    const file = path.join(dir, 'words.txt');
    writeFileSync(file, '# names\nOkafor\n\n  Tix  \n');
    await expect(readWordList(file)).resolves.toEqual(['Okafor', 'Tix']);
  });
});
