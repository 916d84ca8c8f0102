// The figures `npm run bench:floor` keeps of a page's runs (bench/floor.ts): the median and the
// spread (lowest and highest) of each measure, and the median difference between the page with
// its scripts and without, so one number says what the scripts cost.

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The middle value (the mean of the two middle ones for an even count), and the extremes. */
export function spreadOf(values: number[]): Spread {
  if (values.length === 0) throw new Error('no values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number };
}

/** Long tasks as Lighthouse's `long-tasks` audit lists them: how many, and the longest (ms). */
export function longTaskFigures(durations: number[]): { count: number; longestMs: number } {
  return { count: durations.length, longestMs: Math.round(Math.max(0, ...durations)) };
}
