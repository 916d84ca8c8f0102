/**
 * What the browser tests expect of the listings and month calendars
 * (docs/rules/listings.md#listings, #a-month-at-a-glance), restated from the product rules over
 * the content as e2e/support/content.ts reads it, not taken from lib/: a mistake in the site's
 * rules must not hide in the expectation too.
 */
import {
  currentShowsOn,
  education,
  seasonOf,
  servicesHeld,
  takesPlace,
  venueToday,
  type ShowInfo,
} from './content';

export interface ExpectedEntry {
  title: string;
  /** Every day it takes place, ascending. */
  days: string[];
  /** The day of each line it has in a month calendar: one per performance, a festival per day. */
  lineDays: string[];
  free: boolean;
  /** Its kinds and series, as the listings' addresses name them. */
  topics: string[];
  /** Per service id, the days offering it. */
  serviceDays: Record<string, string[]>;
}

const KIND_OF_TYPE: Record<string, string> = {
  MusicEvent: 'music',
  TheaterEvent: 'theatre',
  ScreeningEvent: 'film',
  Festival: 'film',
  EducationEvent: 'talks',
};

function showDays(show: ShowInfo): string[] {
  const screeningDays = Object.keys(show.schedule).sort();
  if (screeningDays.length > 0) return screeningDays;
  if (show.festival && show.endDate) {
    const days: string[] = [];
    for (let day = show.day; day <= show.endDate; day = nextDay(day)) days.push(day);
    return days;
  }
  return [...new Set(show.performances.map((p) => p.day))].sort();
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** No charge at all: marked free, or 0 with no higher top; pay what you can is not free. */
function meansFree(price: ShowInfo['price']): boolean {
  if (!price || price.payWhatYouCan) return false;
  return price.free === true || (price.min === 0 && (price.max ?? 0) === 0);
}

function showEntry(show: ShowInfo): ExpectedEntry {
  const days = showDays(show);
  const kind = show.kind
    ? show.kind === 'talk'
      ? 'talks'
      : show.kind
    : show.speakerSeries
      ? 'talks'
      : KIND_OF_TYPE[show.eventType];
  const topics = [
    ...(kind ? [kind] : []),
    ...(show.speakerSeries ? ['speaker-series'] : []),
    ...(show.festival ? ['film-festival'] : []),
  ];
  const serviceDays: Record<string, string[]> = {};
  // Only a performance that takes place offers its services.
  for (const service of servicesHeld(show)) {
    serviceDays[service] = show.festival
      ? days
      : show.performances
          .filter((p) => takesPlace(p) && p.accessibility.includes(service))
          .map((p) => p.day);
  }
  // Free as the product rules say: every performance free (its own price, else the show's).
  const prices =
    show.performances.length > 0 ? show.performances.map((p) => p.price) : [show.price];
  const free = prices.every(meansFree);
  const lineDays = show.festival ? days : show.performances.map((p) => p.day);
  return { title: show.title, days, lineDays, free, topics, serviceDays };
}

/** Every entry the listings built today carry: the home page's shows and the education events. */
export function expectedEntries(buildDay: string = venueToday()): ExpectedEntry[] {
  const season = seasonOf(buildDay);
  const events = education.events
    .filter((event) => event.date >= buildDay || seasonOf(event.date) === season)
    .map((event) => ({
      title: event.name,
      days: [event.date],
      lineDays: [event.date],
      free: true,
      topics: ['education'],
      serviceDays: takesPlace(event)
        ? Object.fromEntries(event.accessibility.map((id) => [id, [event.date]]))
        : {},
    }));
  return [...currentShowsOn(buildDay).map(showEntry), ...events];
}

/** The months some entry takes place in: each has a listing and a calendar page. */
export function expectedMonths(buildDay: string = venueToday()): string[] {
  return [
    ...new Set(expectedEntries(buildDay).flatMap((e) => e.days.map((d) => d.slice(0, 7)))),
  ].sort();
}

/** The kinds and series some entry has, in the listings' order. */
export function expectedTopics(buildDay: string = venueToday()): string[] {
  const order = [
    'music',
    'theatre',
    'dance',
    'film',
    'talks',
    'education',
    'speaker-series',
    'film-festival',
  ];
  const offered = new Set(expectedEntries(buildDay).flatMap((e) => e.topics));
  return order.filter((topic) => offered.has(topic));
}

/** The titles a combined choice lists as still to come on `today`. */
export function expectedTitles(
  choice: { month?: string; free?: boolean; service?: string },
  today: string,
): string[] {
  return expectedEntries()
    .filter((entry) => !choice.free || entry.free)
    .filter((entry) => {
      let days = entry.days;
      if (choice.service)
        days = days.filter((d) => entry.serviceDays[choice.service!]?.includes(d));
      if (choice.month) days = days.filter((d) => d.startsWith(`${choice.month}-`));
      return days.some((d) => d >= today);
    })
    .map((entry) => entry.title);
}
