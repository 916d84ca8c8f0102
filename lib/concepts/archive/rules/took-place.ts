/**
 * What the series' history counts (docs/rules/seasons.md#what-the-history-counts): a performance
 * took place when its day at the venue is before today and it was neither cancelled nor
 * postponed. A performance on today's day is still to come, as a show is for the whole of its day
 * (../../shows/rules/performances.ts isPerformanceUpcoming); a cancelled or postponed one never
 * counts, whatever its date. Browser-safe, like every module of a room's rules/ folder.
 */
import { isPerformanceUpcoming, isCalledOff, type EventStatus } from '../../shows';

/** What the history reads of a performance. */
export interface CountedPerformance {
  /** Local start "YYYY-MM-DDTHH:MM" at the venue. */
  date: string;
  status: EventStatus;
}

/** Where a performance stands on `today`. */
export type PerformanceState = 'tookPlace' | 'upcoming' | 'calledOff';

export function performanceState(performance: CountedPerformance, today: string): PerformanceState {
  if (isCalledOff(performance.status)) return 'calledOff';
  return isPerformanceUpcoming({ day: performance.date.slice(0, 10) }, today)
    ? 'upcoming'
    : 'tookPlace';
}

/** Whether the performance took place by `today`: before today, neither cancelled nor postponed. */
export function tookPlace(performance: CountedPerformance, today: string): boolean {
  return performanceState(performance, today) === 'tookPlace';
}

/** How many of some performances took place, are still to come, and were called off. */
export interface PerformanceTally {
  tookPlace: number;
  upcoming: number;
  calledOff: number;
  /**
   * Why none took place and none is to come: the status of the first called-off performance
   * (cancelled or postponed); absent while any took place or is to come.
   */
  calledOffAs?: 'cancelled' | 'postponed';
}

export function tallyPerformances(
  performances: readonly CountedPerformance[],
  today: string,
): PerformanceTally {
  const tally: PerformanceTally = { tookPlace: 0, upcoming: 0, calledOff: 0 };
  let firstCalledOff: EventStatus | undefined;
  for (const performance of [...performances].sort((a, b) => a.date.localeCompare(b.date))) {
    const state = performanceState(performance, today);
    tally[state] += 1;
    if (state === 'calledOff') firstCalledOff ??= performance.status;
  }
  if (tally.tookPlace === 0 && tally.upcoming === 0 && firstCalledOff !== undefined) {
    tally.calledOffAs = firstCalledOff === 'postponed' ? 'postponed' : 'cancelled';
  }
  return tally;
}

/**
 * Where the history lists a show, or a person's or work's part in it: among what took place (at
 * least one performance did), what is to come (none did, one is still to come), or what was
 * called off (none did and none will). A run under way is listed as having taken place; pages
 * that list what is to come list it there too.
 */
export type HistoryPlace = 'tookPlace' | 'upcoming' | 'calledOff';

export function historyPlace(tally: PerformanceTally): HistoryPlace | undefined {
  if (tally.tookPlace > 0) return 'tookPlace';
  if (tally.upcoming > 0) return 'upcoming';
  return tally.calledOff > 0 ? 'calledOff' : undefined;
}

/** The performances someone was at: all of them when any role holds at every one, else those named. */
export function performancesAttended<P extends CountedPerformance>(
  performances: readonly P[],
  roles: ReadonlyArray<{ dates?: readonly string[] }>,
): P[] {
  if (roles.some((role) => role.dates === undefined)) return [...performances];
  const dates = new Set(roles.flatMap((role) => role.dates ?? []));
  return performances.filter((performance) => dates.has(performance.date));
}
