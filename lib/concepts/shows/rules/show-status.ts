/**
 * What a show's status and sale dates mean for visitors (docs/rules/shows.md#show-status).
 * Status and upcoming/past are separate questions: a cancelled show still becomes past on its
 * date, and a past show sells nothing whatever its status.
 */
import type { EducationStatus, ShowStatus } from '../status-schema';
import { isUpcoming } from '../../seasons';
import { venueDay } from '../../../time/venue-clock';
import { zonedToInstant } from '../../../time/timezone';
import { addDays } from '../../../time/calendar-days';
import { isPerformanceUpcoming } from './performances';

export type EventStatus = ShowStatus | EducationStatus;

/**
 * Each status in a word or two, as staff choose it in the editor and visitors read it on banners
 * (statusLabel adds what a banner needs beyond the word).
 */
export const statusNames: Readonly<Record<EventStatus, string>> = {
  scheduled: 'Scheduled',
  soldOut: 'Sold out',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

/** The banner text for a status, or undefined for a plain scheduled event. */
export function statusLabel(entry: {
  status: EventStatus;
  previousDateFormatted?: string;
}): string | undefined {
  switch (entry.status) {
    case 'scheduled':
      return undefined;
    case 'soldOut':
    case 'cancelled':
      return statusNames[entry.status];
    case 'postponed':
      return `${statusNames.postponed} (new date to be announced)`;
    case 'rescheduled':
      return entry.previousDateFormatted
        ? `${statusNames.rescheduled} from ${entry.previousDateFormatted}`
        : statusNames.rescheduled;
  }
}

/** Only a scheduled or rescheduled show is still sold: sold out, cancelled and postponed are not. */
export function sellsTickets(status: EventStatus): boolean {
  return status === 'scheduled' || status === 'rescheduled';
}

/**
 * Whether "Add to calendar" is offered: not for a cancelled event, and not for a postponed one,
 * whose announced date no longer holds.
 */
export function offersCalendar(status: EventStatus): boolean {
  return status !== 'cancelled' && status !== 'postponed';
}

/** Whether the event will not take place at its announced time (the calendar's CANCELLED). */
export function isCalledOff(status: EventStatus): boolean {
  return status === 'cancelled' || status === 'postponed';
}

/**
 * Whether a performance is still coming on `today` (a venue day, "YYYY-MM-DD"): upcoming and
 * neither cancelled nor postponed. What a count of "upcoming performances" counts: a called-off
 * performance stays listed, saying so, but is not coming.
 */
export function isComing(
  performance: { day: string; status: EventStatus },
  today: string,
): boolean {
  return isPerformanceUpcoming(performance, today) && !isCalledOff(performance.status);
}

/**
 * How many performances of `shows` are coming on `today` (each performance with its own status:
 * one cancelled matinee of a run is not coming, the rest are), only those offering `service`
 * when one is given.
 */
export function countComing(
  shows: ReadonlyArray<{
    performances: ReadonlyArray<{
      day: string;
      status: EventStatus;
      accessibility: readonly string[];
    }>;
  }>,
  today: string,
  service?: string,
): number {
  return shows
    .flatMap((show) => show.performances)
    .filter(
      (p) => isComing(p, today) && (service === undefined || p.accessibility.includes(service)),
    ).length;
}

/**
 * Where a show's ticket area stands at an instant: before the public sale, selling, or over (the
 * show's last day is before today at the venue, docs/rules/seasons.md#upcoming-and-past).
 */
export type TicketPhase = 'beforeSale' | 'onSale' | 'over';

export interface SaleTiming {
  /** First day, YYYY-MM-DD, venue time. */
  day: string;
  /** Last day of a multi-day show. */
  endDate?: string;
  /** ISO instant the public sale opens, when content names one. */
  onSaleInstant?: string;
}

/**
 * The instant (ms) from which a show is over (`ticketPhase` gives 'over'): the start of the day
 * after its last day at the venue. The inline phase script compares the visitor's clock with it,
 * so the page needs no time-zone arithmetic before its first paint (`phaseAt`).
 */
export function phaseOverAt(show: SaleTiming, timeZone: string): number {
  return zonedToInstant(addDays(show.endDate ?? show.day, 1), timeZone).getTime();
}

export function ticketPhase(show: SaleTiming, now: Date, timeZone: string): TicketPhase {
  if (!isUpcoming(show, venueDay(timeZone, now))) return 'over';
  return phaseAt(now.getTime(), Infinity, show.onSaleInstant);
}

/**
 * The phase at instant `now` (ms) of a show over from `overAt` (`phaseOverAt`) whose public sale
 * opens at `onSaleInstant`: `ticketPhase` without time-zone arithmetic, as the visitor's clock
 * applies it before the first paint (lib/site/visitor-clock/apply.ts).
 */
export function phaseAt(now: number, overAt: number, onSaleInstant?: string): TicketPhase {
  if (now >= overAt) return 'over';
  if (onSaleInstant && now < Date.parse(onSaleInstant)) return 'beforeSale';
  return 'onSale';
}
