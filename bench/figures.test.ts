/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  END,
  FIGURES_PAGE,
  figuresBlock,
  renderFigures,
  START,
  table,
  thousands,
  withFigures,
} from './figures';
import { BENCH_NAMES, resultsFile, type BenchResults } from './results';

const root = path.join(__dirname, '..');
const results = Object.fromEntries(
  BENCH_NAMES.map((bench) => [bench, JSON.parse(readFileSync(resultsFile(bench), 'utf8'))]),
) as BenchResults;
const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

/** What `prettier --check` wants the Markdown to be (its API cannot load inside Jest). */
function prettierMarkdown(markdown: string): string {
  return execFileSync(process.execPath, [prettier, '--stdin-filepath', 'README.md'], {
    cwd: root,
    input: markdown,
    encoding: 'utf8',
  });
}

describe("bench/README.md's figures", () => {
  it('are the ones bench/results/*.json record (else run `npm run bench:figures`)', () => {
    const page = readFileSync(path.join(root, FIGURES_PAGE), 'utf8');
    expect(figuresBlock(page).block).toBe(renderFigures(results));
  });

  it('change when a recorded figure changes', () => {
    const changed = structuredClone(results);
    const page = changed.lighthouse.pages[0];
    if (!page) throw new Error('bench/results/lighthouse.json has no page');
    page.tbtMs += 1234;
    expect(renderFigures(changed)).not.toBe(renderFigures(results));
    expect(renderFigures(changed)).toContain(`${page.tbtMs}`);
  });

  it('name the commit, the date and the source of every benchmark', () => {
    for (const bench of BENCH_NAMES) {
      const { commit, date, source, command, machine } = results[bench];
      expect(commit).toMatch(/^[0-9a-f]{7,40}(-dirty)?$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
      expect(source).not.toBe('');
      expect(command).toMatch(/^npm run bench/);
      expect(machine.cores).toBeGreaterThan(0);
      expect(renderFigures(results)).toContain(`\`${commit}\``);
    }
  });

  it('are laid out as Prettier lays them out, so the format check accepts them', () => {
    const block = `${renderFigures(results)}\n`;
    expect(prettierMarkdown(block)).toBe(block);
  });
});

describe('the figures block', () => {
  it('replaces only what lies between the markers', () => {
    const readme = `# Title\n\nBefore.\n\n${START}\nold figures\n${END}\n\nAfter.\n`;
    const updated = withFigures(readme, results);
    expect(updated.startsWith('# Title\n\nBefore.\n\n')).toBe(true);
    expect(updated.endsWith('\n\nAfter.\n')).toBe(true);
    expect(updated).not.toContain('old figures');
  });

  it('must exist, once, in order', () => {
    expect(() => figuresBlock('# No figures here')).toThrow(START);
    expect(() => figuresBlock(`${END}\n${START}`)).toThrow(START);
    expect(() => figuresBlock(`${START}\n${END}\n${START}\n${END}`)).toThrow(START);
  });
});

describe('table', () => {
  it('pads every column to its widest cell and aligns numbers right', () => {
    expect(
      table(
        ['Page', 'ms'],
        [
          ['Home', '7'],
          ['FAQ', '1234'],
        ],
        ['left', 'right'],
      ),
    ).toBe(['| Page |   ms |', '| ---- | ---: |', '| Home |    7 |', '| FAQ  | 1234 |'].join('\n'));
  });

  it('writes thousands with commas, whatever the machine locale', () => {
    expect(thousands(29773)).toBe('29,773');
    expect(thousands(1000000)).toBe('1,000,000');
    expect(thousands(105.8)).toBe('105.8');
  });
});
