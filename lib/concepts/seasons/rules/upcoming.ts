/**
 * Upcoming vs past (docs/rules/seasons.md#upcoming-and-past). Everything works on calendar days written YYYY-MM-DD in the
 * venue's time zone, so string comparison is date comparison and the machine's own time zone
 * (a CI runner in UTC, a visitor in California) never moves a show between the lists; today's
 * day is read by lib/time/venue-clock.ts.
 */
export interface Timing {
  /** YYYY-MM-DD start day in the venue's time zone. */
  day: string;
  /** YYYY-MM-DD last day, for multi-day shows. */
  endDate?: string;
  /** Local start "YYYY-MM-DDTHH:MM", when known; orders two shows on the same day. */
  date?: string;
}

/**
 * Past only when the start day is before today AND there is no end day or it is before today too:
 * a show on today's date, and a festival whose last day is today, are still upcoming.
 */
export function isUpcoming(show: Timing, today: string): boolean {
  const startedBeforeToday = show.day < today;
  const endedBeforeToday = show.endDate === undefined || show.endDate < today;
  return !(startedBeforeToday && endedBeforeToday);
}

function startKey(show: Timing): string {
  return show.date ?? show.day;
}

/** Ascending by start (the full local date and time when present), stable. */
export function sortByDate<T extends Timing>(shows: readonly T[]): T[] {
  // Array.prototype.sort is stable, so equal starts keep their input order.
  return [...shows].sort((a, b) => {
    const ka = startKey(a);
    const kb = startKey(b);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: V8's stable sort moves an item only for a negative result, so 1 and 0 order alike
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/** Upcoming ascending and past ascending, both keeping the input's items. */
export function splitSeason<T extends Timing>(
  shows: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const sorted = sortByDate(shows);
  return {
    upcoming: sorted.filter((show) => isUpcoming(show, today)),
    past: sorted.filter((show) => !isUpcoming(show, today)),
  };
}

/** The series package link: packageTickets of the first upcoming speaker-series show. */
export function seriesPackageLink(
  shows: ReadonlyArray<Timing & { speakerSeries: boolean; packageTickets: string }>,
  today: string,
): string | undefined {
  const first = sortByDate(shows).find(
    (show) => show.speakerSeries && show.packageTickets.trim() !== '' && isUpcoming(show, today),
  );
  return first?.packageTickets;
}
