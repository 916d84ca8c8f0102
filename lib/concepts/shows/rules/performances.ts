/**
 * The performances of a run (docs/rules/shows.md#performances): which one is next, when the run
 * is over, how its days and times are written on cards, and which performances offer a service.
 * Browser-safe: the season split and the show page's headline re-decide these with the visitor's
 * day. Days are venue-time "YYYY-MM-DD" strings, as in ../../seasons/rules/upcoming.ts, so comparing strings
 * compares days.
 */
import { formatTime } from '../../../time/format';
import type { AccessibilityService } from '../../venues';

export interface Dated {
  /** Local start "YYYY-MM-DDTHH:MM". */
  date: string;
  /** "YYYY-MM-DD" */
  day: string;
}

/** "2026-12-11T19:30" → "20261211T1930": a performance's key in lists, anchors and calendar UIDs. */
export function performanceId(date: string): string {
  return date.replace(/[-:]/g, '');
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function weekdayShort(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Date.UTC is only calendar arithmetic here; no time zone is involved.
  return WEEKDAYS_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
}

/** "a", "a & b", "a, b & c" */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} & ${items[items.length - 1]}`;
}

/** Whether a show has more than one performance: the cases where pages list them. */
export function isRun(show: { performances: readonly unknown[] }): boolean {
  return show.performances.length > 1;
}

/** "Fri, Sat & Sun": each weekday of the run once, in date order. */
export function runDays(performances: readonly Dated[]): string {
  const days = [...new Set([...performances].sort(byDate).map((p) => p.day))];
  return listWords([...new Set(days.map(weekdayShort))]);
}

/** "2:00 pm & 7:30 pm": each start time of the run once, earliest in the day first. */
export function runTimes(performances: readonly Dated[]): string {
  const times = [...new Set(performances.map((p) => p.date.slice(11)))].sort();
  return listWords(times.map(formatTime));
}

function byDate(a: Dated, b: Dated): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/** A performance is upcoming for the whole of its day at the venue, as a show is. */
export function isPerformanceUpcoming(performance: Pick<Dated, 'day'>, today: string): boolean {
  return performance.day >= today;
}

/** The first performance not over on `today`, or undefined when the whole run is over. */
export function nextPerformance<T extends Dated>(
  performances: readonly T[],
  today: string,
): T | undefined {
  return [...performances].sort(byDate).find((p) => isPerformanceUpcoming(p, today));
}

/** Whether every performance is over: the run moves to the past shows. */
export function isRunOver(performances: readonly Dated[], today: string): boolean {
  return nextPerformance(performances, today) === undefined;
}

/** The performances that offer a service, in date order. */
export function performancesWith<
  T extends Dated & { accessibility: readonly AccessibilityService[] },
>(performances: readonly T[], service: AccessibilityService): T[] {
  return [...performances].sort(byDate).filter((p) => p.accessibility.includes(service));
}

/**
 * When a service of a performance takes place, on the performance's day: a touch tour at its own
 * time before the performance when the file gives one (docs/rules/visiting.md#accessibility-services),
 * any other service at the performance's start. "12:45 pm, before the 2:00 pm performance"
 */
export function serviceTime(
  performance: { timeFormatted: string; touchTourTime?: string },
  service: AccessibilityService,
): string {
  return service === 'touch-tour' && performance.touchTourTime
    ? `${performance.touchTourTime}, before the ${performance.timeFormatted} performance`
    : performance.timeFormatted;
}
