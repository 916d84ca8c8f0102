/**
 * Access services that need notice, and by when to ask for them (docs/rules/visiting.md#request-by):
 * ASL interpretation, captioning, audio description and touch tours are booked for a performance,
 * so the page says "Request by {weekday, date}", a number of days before the performance day
 * that the venue (or the venue for that service) sets in content/venues.json. After that day the
 * page says to call instead. Browser-safe: the build decides by its day, the browser by the
 * visitor's, with the same two functions.
 */
import { addDays } from '../../../time/calendar-days';
import type { AccessibilityService } from './accessibility';

/** The services booked ahead, in vocabulary order. */
export const noticeServiceIds = [
  'asl-interpretation',
  'audio-description',
  'touch-tour',
  'open-captions',
] as const satisfies readonly AccessibilityService[];

export type NoticeService = (typeof noticeServiceIds)[number];

/** Whether a service is booked ahead; any text, so a file's list is read as it is written. */
export function needsNotice(service: string): service is NoticeService {
  return (noticeServiceIds as readonly string[]).includes(service);
}

/** Days of notice when the venue sets none: two weeks, the box office's usual practice. */
export const DEFAULT_REQUEST_LEAD_DAYS = 14;

/** A venue's lead times (content/venues.json `accessRequests`): one for all, some by service. */
export interface RequestLeadTimes {
  leadDays: number;
  byService?: Partial<Record<NoticeService, number>>;
}

/** The days of notice a service needs at a venue. */
export function leadDaysFor(service: NoticeService, times: RequestLeadTimes | undefined): number {
  return times?.byService?.[service] ?? times?.leadDays ?? DEFAULT_REQUEST_LEAD_DAYS;
}

/**
 * The last venue day to ask, "YYYY-MM-DD": `leadDays` calendar days before the performance's
 * day. Calendar arithmetic on days, so a clock change in between moves nothing.
 */
export function requestByDay(performanceDay: string, leadDays: number): string {
  return addDays(performanceDay, -leadDays);
}

/**
 * Whether the request-by day is over on `today` (the venue's day, YYYY-MM-DD): asking is open
 * through the whole request-by day, and closed from the next venue midnight.
 */
export function isPastRequestBy(today: string, requestBy: string): boolean {
  return today > requestBy;
}

/**
 * Marks a request's wrapper with its request-by day (YYYY-MM-DD): the browser compares it with
 * the visitor's venue day to show one of the two variants below.
 */
export const REQUEST_BY_ATTRIBUTE = 'data-request-by';
/** Marks each variant inside the wrapper: "open" (request by …) or "closed" (call instead). */
export const REQUEST_BY_VARIANT_ATTRIBUTE = 'data-request-by-variant';
export type RequestByVariant = 'open' | 'closed';

/** What a prepared request says: the show, the performance's date and time, the service. */
export interface RequestDetails {
  email: string;
  showTitle: string;
  /** "Saturday, December 12, 2026" */
  date: string;
  /** "7:30 pm" */
  time: string;
  /** "ASL interpretation" */
  service: string;
  /** The box office's phone, "(304) 555-0100", for the visitor who would rather call. */
  phone: string;
}

/** A mailto: address with the request's subject and body filled in. */
export function requestMailto(details: RequestDetails): string {
  const { email, showTitle, date, time, service, phone } = details;
  const subject = `${service} request: ${showTitle}, ${date}, ${time}`;
  const body = [
    `I would like to request ${service} for ${showTitle} on ${date} at ${time}.`,
    '',
    'Number of tickets:',
    'Name:',
    'Phone:',
    '',
    `(The box office can also be reached at ${phone}.)`,
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
