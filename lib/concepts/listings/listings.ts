/**
 * The entries of the listings and the month calendars (docs/rules/listings.md#listings), reshaped
 * once from the facade: the shows the home page lists (upcoming ones and the current season's
 * past ones) and the Education & Enrichment events of the same span, each with its listing facts
 * and, for the calendar, one line per day it takes place. Which listing and calendar pages exist
 * follows from them, so generateStaticParams, the sitemap and the pages agree.
 */
import {
  educationFacts,
  listingMonths,
  listingTopics,
  showDays,
  showFacts,
  topicsOffered,
} from './rules/listings';
import type { ListingFacts, ListingTopic, MonthId } from './rules/listings';
import { listingPageIds } from './rules/listing-address';
import { seasonOfDay, isUpcoming } from '../seasons';
import { EDUCATION_PRICE, priceInWords } from '../prices';
import { offeredServices, servicesAt, statusLabel } from '../shows';
import type { AccessibilityService } from '../venues';
import { routes } from '../../site/routes';
import { formatTime } from '../../time/format';
import { getBuildDay, getCurrentShows, getEducation } from '../../content';
import type { EducationEvent, Show } from '../../content/types';

/** One line of a calendar day: what takes place, when, and whether it is called off. */
export interface CalendarLine {
  /** "YYYY-MM-DD" */
  day: string;
  /** Local start "YYYY-MM-DDTHH:MM", for the order within the day. */
  date: string;
  /** "7:30 pm" */
  time: string;
  title: string;
  url: string;
  status: Show['status'];
  /** What it costs, in words (lib/concepts/prices/rules/price.ts): "$18–$42", "Free", "Prices to be announced". */
  price: string;
}

export type ListingEntry =
  | { type: 'show'; show: Show; facts: ListingFacts; lines: CalendarLine[] }
  | { type: 'education'; event: EducationEvent; facts: ListingFacts; lines: CalendarLine[] };

/** What a listing row says of an entry, the same words wherever it is listed (page, embed, JSON). */
export interface EntrySummary {
  title: string;
  /** Its page (an education event: its heading on the events page), a site path. */
  url: string;
  /** "Saturday, March 6, 2027", or a run's or festival's span. */
  when: string;
  /** "7:30 pm" */
  time: string;
  place: string;
  /** The status in words (lib/concepts/shows/rules/show-status.ts), or undefined when it takes place as announced. */
  status: string | undefined;
  services: readonly AccessibilityService[];
  /** What it costs, in words (lib/concepts/prices/rules/price.ts). */
  price: string;
}

export function entrySummary(entry: ListingEntry): EntrySummary {
  return entry.type === 'show'
    ? {
        title: entry.show.title,
        url: entry.show.url,
        when: entry.show.dateFormatted,
        time: entry.show.timeFormatted,
        place: entry.show.location,
        status: statusLabel(entry.show),
        services: offeredServices(entry.show.performances),
        price: entry.show.priceLabel,
      }
    : {
        title: entry.event.name,
        url: entry.lines[0]?.url ?? '',
        when: entry.event.dateFormatted,
        time: entry.event.timeFormatted,
        place: entry.event.location,
        status: statusLabel(entry.event),
        services: servicesAt(entry.event),
        price: entry.lines[0]?.price ?? '',
      };
}

function showLines(show: Show): CalendarLine[] {
  const base = { title: show.title, url: show.url, price: show.priceLabel };
  if (show.festival) {
    // A festival: one line per day, at its first screening of the day.
    return showDays(show).map((day) => {
      const first = show.schedule.find((slot) => slot.day === day)?.slots[0]?.time;
      const date = first ? `${day}T${first}` : day === show.day ? show.date : `${day}T00:00`;
      return { ...base, day, date, time: first ? formatTime(first) : '', status: show.status };
    });
  }
  return show.performances.map((performance) => ({
    ...base,
    day: performance.day,
    date: performance.date,
    time: performance.timeFormatted,
    status: performance.status,
    price: performance.priceLabel,
  }));
}

function educationLine(event: EducationEvent): CalendarLine {
  return {
    day: event.date,
    date: `${event.date}T${event.time}`,
    time: event.timeFormatted,
    title: event.name,
    url: routes.educationEvent(event.date, event.time),
    status: event.status,
    price: priceInWords(EDUCATION_PRICE),
  };
}

/**
 * Every entry listed on `today` (the build day): the home page's shows, and the education events
 * still to come or of the current season.
 */
export function getListingEntries(today: string = getBuildDay()): ListingEntry[] {
  const season = seasonOfDay(today);
  const shows: ListingEntry[] = getCurrentShows(today).map((show) => ({
    type: 'show',
    show,
    facts: showFacts(show),
    lines: showLines(show),
  }));
  const events: ListingEntry[] = getEducation()
    .events.filter(
      (event) => isUpcoming({ day: event.date }, today) || seasonOfDay(event.date) === season,
    )
    .map((event) => ({
      type: 'education',
      event,
      facts: educationFacts(event),
      lines: [educationLine(event)],
    }));
  return [...shows, ...events].sort((a, b) =>
    a.facts.date < b.facts.date ? -1 : a.facts.date > b.facts.date ? 1 : 0,
  );
}

/**
 * Which listing pages exist: free, the windows and every topic always (an address once shared
 * keeps working, as the accessibility lists do), each month an entry takes place in; and the
 * topics some entry has (the choices offered, and the topic pages worth a search result).
 */
export function getListingScope(today: string = getBuildDay()): {
  months: MonthId[];
  topicsOffered: ListingTopic[];
  pageIds: string[];
} {
  const facts = getListingEntries(today).map((entry) => entry.facts);
  const months = listingMonths(facts);
  return {
    months,
    topicsOffered: topicsOffered(facts),
    pageIds: listingPageIds(months, listingTopics),
  };
}
