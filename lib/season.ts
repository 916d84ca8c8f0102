/**
 * Upcoming vs past (spec section 4). STUB: signatures agreed; implementation in progress.
 */
export interface Timing {
  /** YYYY-MM-DD start day in the venue's time zone. */
  day: string;
  /** YYYY-MM-DD last day, for multi-day shows. */
  endDate?: string;
}

/** Today's calendar day, YYYY-MM-DD, in the given IANA time zone (the venue's). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  throw new Error(`not implemented ${timeZone} ${now.toISOString()}`);
}

export function isUpcoming(show: Timing, today: string): boolean {
  throw new Error(`not implemented ${show.day} ${today}`);
}

export function isPast(show: Timing, today: string): boolean {
  return !isUpcoming(show, today);
}

/** Ascending by start, stable. */
export function sortByDate<T extends Timing>(shows: readonly T[]): T[] {
  return [...shows];
}

/** Upcoming ascending and past ascending, both keeping the input's items. */
export function splitSeason<T extends Timing>(
  shows: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  throw new Error(`not implemented ${shows.length} ${today}`);
}

/** The series package link: packageTickets of the first upcoming speaker-series show. */
export function seriesPackageLink(
  shows: ReadonlyArray<Timing & { speakerSeries: boolean; packageTickets: string }>,
  today: string,
): string | undefined {
  throw new Error(`not implemented ${shows.length} ${today}`);
}
