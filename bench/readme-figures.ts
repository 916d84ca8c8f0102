// `npm run readme:figures`: rewrites README.md's figure tables from bench/results/*.json (see
// bench/figures.ts). Run it after a benchmark has written new results, and commit both.
import { readFile, writeFile } from 'node:fs/promises';
import { withFigures } from './figures';
import { BENCH_NAMES, readResults, type BenchResults } from './results';

const results = Object.fromEntries(
  await Promise.all(BENCH_NAMES.map(async (bench) => [bench, await readResults(bench)])),
) as BenchResults;
const readme = await readFile('README.md', 'utf8');
const updated = withFigures(readme, results);
if (updated === readme) {
  console.log('README.md: the figures already match bench/results/');
} else {
  await writeFile('README.md', updated);
  console.log('README.md: figures rewritten from bench/results/');
}
