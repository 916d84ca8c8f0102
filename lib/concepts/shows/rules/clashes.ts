/**
 * Clashes: two entries that must not share a key (two performances or two screenings at one
 * time, two venues with one id). The build refuses them (lib/concepts/shows/performance-schema.ts,
 * lib/editor/records.ts when the editor saves) and the editor names them in the field where they
 * happen (components/editor/clash-fields.ts), with the same words. Browser-safe.
 */

/** Each item whose key an earlier item already has, with the earlier one's index. */
export function repeats(keys: readonly string[]): Array<{ index: number; earlier: number }> {
  const seen = new Map<string, number>();
  const out: Array<{ index: number; earlier: number }> = [];
  keys.forEach((key, index) => {
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else out.push({ index, earlier });
  });
  return out;
}

/** "is also the time of performances[0] (2027-03-18T19:30)": the other named as the reader knows it. */
export function sameTimeMessage(other: string, when: string): string {
  return `is also the time of ${other} (${when})`;
}

/** A row of a festival's schedule as the editor holds it (lib/editor/records.ts). */
export interface ScreeningRow {
  day?: unknown;
  time?: unknown;
  film?: unknown;
}

/**
 * What a screening's time field says when another screening starts at the same day and time:
 * the field holds only the time, so every such day is named, with the films that clash.
 */
export function screeningClash(rows: readonly ScreeningRow[], time: string): string | undefined {
  const key = (row: ScreeningRow) => `${String(row.day ?? '')}T${String(row.time ?? '')}`;
  const clashes = repeats(rows.map(key)).filter(({ index }) => rows[index]?.time === time);
  if (clashes.length === 0) return undefined;
  const named = clashes.map(({ index, earlier }) => {
    const films = [rows[earlier], rows[index]].map((row) => `“${String(row?.film ?? '')}”`);
    return `${films.join(' and ')} on ${String(rows[index]?.day ?? '')}`;
  });
  return `${sameTimeMessage('another screening', time)}: ${named.join('; ')} start at one time; keep one`;
}

/** What a performance's date field says when another performance of the run starts then. */
export function performanceClash(dates: readonly unknown[], date: string): string | undefined {
  return dates.filter((other) => other === date).length > 1
    ? sameTimeMessage('another performance', date)
    : undefined;
}

/** What a venue's id field says when another venue has the same id (its address on the site). */
export function venueIdClash(ids: readonly unknown[], id: string): string | undefined {
  return ids.filter((other) => other === id).length > 1
    ? `is also the id of another venue: each venue needs its own`
    : undefined;
}
