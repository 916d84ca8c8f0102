// `npm run bench:figures`: rewrites bench/README.md's figure tables from bench/results/*.json (see
// bench/figures.ts). Run it after a benchmark has written new results, and commit both.
import { readFile, writeFile } from 'node:fs/promises';
import { FIGURES_PAGE, withFigures } from './figures';
import { BENCH_NAMES, readResults, type BenchResults } from './results';

const results = Object.fromEntries(
  await Promise.all(BENCH_NAMES.map(async (bench) => [bench, await readResults(bench)])),
) as BenchResults;
const page = await readFile(FIGURES_PAGE, 'utf8');
const updated = withFigures(page, results);
if (updated === page) {
  console.log(`${FIGURES_PAGE}: the figures already match bench/results/`);
} else {
  await writeFile(FIGURES_PAGE, updated);
  console.log(`${FIGURES_PAGE}: figures rewritten from bench/results/`);
}
