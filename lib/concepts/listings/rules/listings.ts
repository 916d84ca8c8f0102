/**
 * The listings that answer a visitor's question (docs/rules/listings.md#listings): what is free,
 * what is on this week or this weekend, in a month, of a kind or a series, and which performances
 * offer an accessibility service. Every entry (a show, a run once, a festival once, an education
 * event) is reduced to the facts a question needs, so the build and the browser decide membership
 * with the same functions: the build writes each listing for its own day, and the browser decides
 * again for the visitor's day, as the upcoming/past split does.
 *
 * Invariant: every day here is a calendar day at the venue, "YYYY-MM-DD", so comparing strings
 * compares days and no clock of the machine or the visitor moves an event to another day.
 * Browser-safe: no zod, no loader.
 */
import type { EducationEvent, Show } from '../../../content/types';
import type { AccessibilityService } from '../../venues';
import { isFree } from '../../prices';
import { isCalledOff, type EventStatus, servicesAt, showKind, type ShowKind } from '../../shows';
import { addDays, daysFrom, weekdayOf } from '../../../time/calendar-days';

/** "2027-03": a month of the calendar. */
export type MonthId = string;

/** The kinds and series a listing can be about, in the order the choices are offered. */
export const listingTopics = [
  'music',
  'theatre',
  'dance',
  'film',
  'talks',
  'education',
  'speaker-series',
  'film-festival',
] as const;

export type ListingTopic = (typeof listingTopics)[number];

/** What each topic's listing is called. */
export const topicLabels: Readonly<Record<ListingTopic, string>> = {
  music: 'Music',
  theatre: 'Theater',
  dance: 'Dance',
  film: 'Film',
  talks: 'Talks',
  education: 'Free education and enrichment',
  'speaker-series': 'Distinguished Speaker Series talks',
  'film-festival': 'Film festival',
};

const topicOfKind: Readonly<Record<ShowKind, ListingTopic>> = {
  music: 'music',
  theatre: 'theatre',
  dance: 'dance',
  film: 'film',
  talk: 'talks',
};

/** The windows of time a listing can be about besides a month. */
export const listingWindows = ['this-week', 'this-weekend'] as const;
export type ListingWindow = (typeof listingWindows)[number];

export const windowLabels: Readonly<Record<ListingWindow, string>> = {
  'this-week': 'This week',
  'this-weekend': 'This weekend',
};

/** One question, or several combined: every part given must hold. */
export interface ListingQuery {
  when?: ListingWindow | MonthId;
  topic?: ListingTopic;
  free?: boolean;
  service?: AccessibilityService;
}

/** What the questions need to know of one entry; plain data, so it reaches the browser. */
export interface ListingFacts {
  /** Unique among the entries: "show:{name}" or "education:{date}T{time}:{name}". */
  key: string;
  /** Local start "YYYY-MM-DDTHH:MM" of the first performance, for the order of the list. */
  date: string;
  /** Every day it takes place, ascending, each once. */
  days: string[];
  topics: ListingTopic[];
  free: boolean;
  /** Per service, the days that offer it (a run: only its performances that do). */
  serviceDays: Partial<Record<AccessibilityService, string[]>>;
  status: EventStatus;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthId(value: string): value is MonthId {
  return MONTH.test(value);
}

export function isListingTopic(value: string): value is ListingTopic {
  return (listingTopics as readonly string[]).includes(value);
}

export function isListingWindow(value: string): value is ListingWindow {
  return (listingWindows as readonly string[]).includes(value);
}

/** The month a day falls in: "2027-03-05" → "2027-03". */
export function monthOf(day: string): MonthId {
  return day.slice(0, 7);
}

/**
 * The days "this week" means on `today`: today to Sunday. A week runs Monday to Sunday, so on a
 * Sunday it is that day alone.
 */
export function thisWeek(today: string): string[] {
  const toSunday = (7 - weekdayOf(today)) % 7;
  return daysFrom(today, addDays(today, toSunday));
}

/**
 * The days "this weekend" means on `today`: Friday, Saturday and Sunday of this week, from today
 * on (Monday to Thursday: the coming three; on a Saturday, Saturday and Sunday).
 */
export function thisWeekend(today: string): string[] {
  const week = thisWeek(today);
  return week.filter((day) => [5, 6, 0].includes(weekdayOf(day)));
}

/** The days a window or a month covers, for the visitor's `today`. */
function daysOfWhen(when: ListingWindow | MonthId, today: string): (day: string) => boolean {
  if (when === 'this-week') {
    const days = new Set(thisWeek(today));
    return (day) => days.has(day);
  }
  if (when === 'this-weekend') {
    const days = new Set(thisWeekend(today));
    return (day) => days.has(day);
  }
  return (day) => monthOf(day) === when;
}

/**
 * The days of an entry that answer a query: in its window or month, offering its service. The
 * entry belongs to the listing when there is one; it is upcoming when one is today or later.
 */
export function matchingDays(entry: ListingFacts, query: ListingQuery, today: string): string[] {
  if (query.free && !entry.free) return [];
  if (query.topic && !entry.topics.includes(query.topic)) return [];
  let days = entry.days;
  if (query.service) {
    // Stryker disable next-line ArrayDeclaration: a default that holds no day matches no day, empty or not
    const offering = new Set(entry.serviceDays[query.service] ?? []);
    days = days.filter((day) => offering.has(day));
  }
  if (query.when) days = days.filter(daysOfWhen(query.when, today));
  return days;
}

/**
 * A listing for `today`: the matching entries still to come and those over, each in date order.
 * A listing by service keeps no past entries: they offer nothing to book (as the accessibility
 * lists, docs/rules/visiting.md#accessibility-services).
 */
export function listEntries<T extends { facts: ListingFacts }>(
  entries: readonly T[],
  query: ListingQuery,
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  const sorted = [...entries].sort((a, b) =>
    a.facts.date < b.facts.date ? -1 : a.facts.date > b.facts.date ? 1 : 0,
  );
  for (const entry of sorted) {
    const place = listingPlace(matchingDays(entry.facts, query, today), keepsPast(query), today);
    if (place === 'upcoming') upcoming.push(entry);
    else if (place === 'past') past.push(entry);
  }
  return { upcoming, past };
}

/** A listing by service keeps no past entries: they offer nothing to book. */
export function keepsPast(query: ListingQuery): boolean {
  return !query.service;
}

/**
 * Where an entry stands on `today`, from the days it answers a query on: to come while one of
 * them is today or later, else over (or left out, when the listing keeps nothing past); not
 * listed without a day. The build and the visitor's clock (lib/site/visitor-clock/apply.ts) both
 * place rows by it.
 */
export function listingPlace(
  days: readonly string[],
  keepsPastEntries: boolean,
  today: string,
): 'upcoming' | 'past' | undefined {
  if (days.length === 0) return undefined;
  if (days.some((day) => day >= today)) return 'upcoming';
  return keepsPastEntries ? 'past' : undefined;
}

/**
 * A query in two parts: its window ("this week", "this weekend"), which moves with the day, and
 * the rest, which does not, so the build can answer the rest once and the visitor's clock the
 * window ({@link daysInWindow}).
 */
export function splitWindow(query: ListingQuery): { fixed: ListingQuery; window?: ListingWindow } {
  if (query.when === undefined || !isListingWindow(query.when)) return { fixed: query };
  const { when, ...fixed } = query;
  return { fixed, window: when };
}

/** The days that fall in `window` on `today`; all of them without a window. */
export function daysInWindow(
  days: readonly string[],
  window: ListingWindow | undefined,
  today: string,
): string[] {
  return window === undefined ? [...days] : days.filter(daysOfWhen(window, today));
}

/** The days a show takes place: its performances, a festival's screening days or its span. */
export function showDays(
  show: Pick<Show, 'day' | 'endDate' | 'performances' | 'schedule'>,
): string[] {
  const screeningDays = show.schedule.map((day) => day.day);
  if (screeningDays.length > 0) return [...new Set(screeningDays)].sort();
  // Stryker disable next-line EqualityOperator: an end date on the start day spans that day alone, as its one performance does
  if (show.endDate && show.endDate > show.day) return daysFrom(show.day, show.endDate);
  return [...new Set(show.performances.map((performance) => performance.day))].sort();
}

type ListedShow = Pick<
  Show,
  | 'name'
  | 'date'
  | 'day'
  | 'endDate'
  | 'performances'
  | 'schedule'
  | 'price'
  | 'kind'
  | 'eventType'
  | 'speakerSeries'
  | 'festival'
  | 'status'
>;

/** The facts of a show: a run and a festival are one entry, with all their days. */
/**
 * Free when every performance is: each has its own price or else the show's, so a run whose show
 * names no price but whose performances are all free is free. Without performances, the show's
 * price decides. The price rules decide what free is (lib/concepts/prices/rules/price.ts); an unknown price is
 * not free.
 */
function runIsFree(show: Pick<Show, 'price' | 'performances'>): boolean {
  const prices = show.performances.map((performance) => performance.price);
  return prices.length > 0 ? prices.every(isFree) : isFree(show.price);
}

export function showFacts(show: ListedShow): ListingFacts {
  const days = showDays(show);
  const kind = showKind(show);
  const topics: ListingTopic[] = [];
  if (kind) topics.push(topicOfKind[kind]);
  if (show.speakerSeries) topics.push('speaker-series');
  if (show.festival) topics.push('film-festival');
  const serviceDays: Partial<Record<AccessibilityService, string[]>> = {};
  // A festival's services are those of every screening, so of every day. Only a performance
  // that takes place offers its services (docs/rules/visiting.md#accessibility-services).
  const first = show.performances[0];
  const performanceDays = show.festival
    ? days.map((day) => ({ day, accessibility: first ? servicesAt(first) : [] }))
    : show.performances.map((p) => ({ day: p.day, accessibility: servicesAt(p) }));
  for (const performance of performanceDays) {
    for (const service of performance.accessibility) {
      const list = (serviceDays[service] ??= []);
      if (!list.includes(performance.day)) list.push(performance.day);
    }
  }
  return {
    key: `show:${show.name}`,
    date: show.date,
    days,
    topics,
    free: runIsFree(show),
    serviceDays,
    status: show.status,
  };
}

/** The facts of an education event: free, a talk or class of the education program. */
export function educationFacts(
  event: Pick<EducationEvent, 'name' | 'date' | 'time' | 'accessibility' | 'status'>,
): ListingFacts {
  const serviceDays: Partial<Record<AccessibilityService, string[]>> = {};
  for (const service of servicesAt(event)) serviceDays[service] = [event.date];
  return {
    key: `education:${event.date}T${event.time}:${event.name}`,
    date: `${event.date}T${event.time}`,
    days: [event.date],
    topics: ['education'],
    free: true,
    serviceDays,
    status: event.status,
  };
}

/** The months the entries take place in, ascending: the months that get a listing and a calendar. */
export function listingMonths(entries: readonly ListingFacts[]): MonthId[] {
  return [...new Set(entries.flatMap((entry) => entry.days.map(monthOf)))].sort();
}

/** The topics some entry has, in the order of listingTopics. */
export function topicsOffered(entries: readonly ListingFacts[]): ListingTopic[] {
  return listingTopics.filter((topic) => entries.some((entry) => entry.topics.includes(topic)));
}

/** Whether an entry will not take place as announced (it stays listed, saying so). */
export function isEntryCalledOff(facts: ListingFacts): boolean {
  return isCalledOff(facts.status);
}

/** How many of a list's upcoming entries are coming: the called-off ones are listed, not counted. */
export function countComingEntries(upcoming: ReadonlyArray<{ facts: ListingFacts }>): number {
  return upcoming.filter(({ facts }) => !isEntryCalledOff(facts)).length;
}

/**
 * The weeks of a month for a calendar grid, Sunday first (as calendars in the United States are):
 * each week seven cells, a day of the month or null for a day of the month either side.
 */
export function monthWeeks(month: MonthId): Array<Array<string | null>> {
  const first = `${month}-01`;
  const days: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The months either side of `month` that have a page, for the calendar's previous and next. */
export function neighbourMonths(
  month: MonthId,
  months: readonly MonthId[],
): { previous?: MonthId; next?: MonthId } {
  const earlier = months.filter((other) => other < month);
  const later = months.filter((other) => other > month);
  return { previous: earlier[earlier.length - 1], next: later[0] };
}
