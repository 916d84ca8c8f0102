/**
 * schema.org JSON-LD for the season, written to Google's event guidance
 * (https://developers.google.com/search/docs/appearance/structured-data/event): every event has
 * the required name, startDate and location with a PostalAddress, and the recommended
 * description, endDate, eventStatus, eventAttendanceMode, image, organizer, performer and offers
 * wherever content knows them. Nothing is invented: no price without a known price, no offer
 * without a ticket link. The Philharmonic giving club is a membership, not an event, and gets none.
 *
 * Builders return plain objects without "@context"; <JsonLd> adds it once per script. The shapes
 * they return are in lib/outputs/structured-data/shapes.ts, the series they name in
 * lib/site/series.ts.
 */
import { EVENT_IMAGE_SHAPES, shareVariantPath } from '../images/browser/image-variants';
import { htmlToPlainText } from '../plain-text';
import { postalAddress } from './venue';
import type { SeriesInfo } from '../../site/series';
import type {
  AvailabilityLd,
  EventLd,
  EventRefLd,
  EventStatusLd,
  EventTypeLd,
  MovieLd,
  OfferLd,
  OrganizationLd,
  PerformerLd,
  PlaceLd,
} from './shapes';
import {
  typicalAgeRange,
  isCalledOff,
  ticketPhase,
  ticketsOnOffer,
  type EventStatus,
} from '../../concepts/shows';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';
import { offerPrice } from './offer-price';
import { isFree } from '../../concepts/prices';
import {
  educationEventTimes,
  instantToIsoWithOffset,
  screeningTimes,
  showTimes,
  zonedToInstant,
  type EventTimes,
} from '../../time/timezone';
import type {
  Education,
  EducationEvent,
  Film,
  Screening,
  Show,
  ShowVenue,
} from '../../content/types';
import { hasVisitPage, pastVenueLabel } from '../../concepts/venues';
import type { ShowCredits } from '../../concepts/archive/build';
import { creditsLd } from './people';

/** A show that links no person or work (the names it writes still become performers). */
export const NO_CREDITS: ShowCredits = { people: [], works: [] };

// ---------------------------------------------------------------------------------------------
// Small helpers, shared with the calendar modules

/** 104 → "PT1H44M", 45 → "PT45M" */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** The single line a calendar or map wants: "Alderton Theatre, 947 Fourth Avenue, Huntington, WV 25701". */
export function venueAddressLine(venue: ShowVenue, room?: string): string {
  const name = room ? `${room}, ${venue.name}` : venue.name;
  if (!hasVisitPage(venue))
    return room ? `${room}, ${pastVenueLabel(venue)}` : pastVenueLabel(venue);
  return `${name}, ${venue.streetAddress}, ${venue.locality}, ${venue.region} ${venue.postalCode}`;
}

// ---------------------------------------------------------------------------------------------
// Building blocks

export const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode' as const;

export function place(venue: ShowVenue, room?: string): PlaceLd {
  return {
    '@type': 'Place',
    name: room ? `${room}, ${venue.name}` : venue.name,
    address: hasVisitPage(venue)
      ? postalAddress(venue)
      : {
          '@type': 'PostalAddress',
          ...(venue.locality ? { addressLocality: venue.locality } : {}),
          ...(venue.region ? { addressRegion: venue.region } : {}),
          addressCountry: venue.country,
        },
  };
}

function university(series: SeriesInfo): OrganizationLd {
  return {
    '@type': 'CollegeOrUniversity',
    name: series.universityName,
    ...(series.universityUrl ? { url: series.universityUrl } : {}),
  };
}

export function seriesOrganizer(series: SeriesInfo): OrganizationLd {
  return {
    '@type': 'Organization',
    name: series.name,
    url: series.url,
    parentOrganization: university(series),
  };
}

// Content lists performers by name only. Ensembles almost always carry one of these words;
// everyone else is taken to be a person.
const GROUP_WORDS =
  /\b(band|brass|chorale|choir|chorus|company|consort|ensemble|orchestra|philharmonic|players|quartet|quintet|singers|symphony|theat(er|re)|trio|troupe)\b/i;

export function performer(entry: string): PerformerLd {
  if (GROUP_WORDS.test(entry)) return { '@type': 'PerformingGroup', name: entry };
  // "Ines Varga, viola": a lower-case part after the comma is the instrument or role, not the
  // name ("Martin Luther King, Jr." keeps its suffix).
  const role = /^(.+?),\s*[a-z][^,]*$/.exec(entry);
  return { '@type': 'Person', name: role?.[1] ?? entry };
}

export function timesLd(
  times: EventTimes,
  timeZone: string,
): Pick<EventLd, 'startDate' | 'endDate'> {
  return {
    startDate: instantToIsoWithOffset(times.start, timeZone),
    endDate: instantToIsoWithOffset(times.end, timeZone),
  };
}

const EVENT_STATUS: Record<EventStatus, EventStatusLd> = {
  scheduled: 'https://schema.org/EventScheduled',
  // Sold out is about tickets, not the event: it still takes place as planned.
  soldOut: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

/**
 * eventStatus, and previousStartDate only for a rescheduled event (docs/rules/shows.md#show-status).
 * startDate and location are never dropped: Google keeps cancelled and postponed events listed
 * with their status as long as both are there.
 */
export function statusLd(
  entry: { status: EventStatus; previousDate?: string },
  timeZone: string,
): Pick<EventLd, 'eventStatus' | 'previousStartDate'> {
  const eventStatus = EVENT_STATUS[entry.status];
  if (entry.status !== 'rescheduled' || !entry.previousDate) return { eventStatus };
  return {
    eventStatus,
    previousStartDate: instantToIsoWithOffset(
      zonedToInstant(entry.previousDate, timeZone),
      timeZone,
    ),
  };
}

type OfferSource = Pick<Show, 'tickets' | 'price' | 'status' | 'onSaleInstant' | 'day' | 'endDate'>;

/**
 * An offer for every show with a ticket link that is still sold or sold out; a cancelled or
 * postponed show has nothing on offer, and neither has one that is over (its page sells nothing).
 * PreOrder before the public sale (validFrom says when it opens), SoldOut when sold out, else
 * InStock. A price only when content states one (never a default 0).
 */
export function ticketOffer(show: OfferSource, timeZone: string, now: Date): OfferLd | undefined {
  const tickets = ticketsOnOffer(show);
  if (!tickets) return undefined;
  if (ticketPhase(show, now, timeZone) === 'over') return undefined;
  const availability: AvailabilityLd =
    show.status === 'soldOut'
      ? 'https://schema.org/SoldOut'
      : ticketPhase(show, now, timeZone) === 'beforeSale'
        ? 'https://schema.org/PreOrder'
        : 'https://schema.org/InStock';
  return {
    // One price, a range, or none known (./offer-price.ts).
    ...offerPrice(show.price),
    url: tickets,
    availability,
    ...(show.onSaleInstant
      ? { validFrom: instantToIsoWithOffset(new Date(show.onSaleInstant), timeZone) }
      : {}),
  };
}

export function descriptionOf(html: string, fallback?: string): string | undefined {
  const text = htmlToPlainText(html);
  return text || fallback || undefined;
}

/** One code as a string, several as a list: schema.org takes either for a language. */
function codes(list: readonly string[]): string | string[] {
  return list.length === 1 && list[0] !== undefined ? list[0] : [...list];
}

export function movie(film: Film): MovieLd {
  const description = descriptionOf(film.description);
  return {
    '@type': 'Movie',
    name: film.title,
    url: absoluteUrl(routes.film(film.name)),
    ...(description ? { description } : {}),
    image: absoluteUrl(film.poster.src),
    // BCP 47 codes, as schema.org asks for inLanguage (docs/rules/content.md#content-fields).
    inLanguage: codes(film.language),
    ...(film.subtitles.length > 0 ? { subtitleLanguage: codes(film.subtitles) } : {}),
    countryOfOrigin: { '@type': 'Country', name: film.country },
    duration: isoDuration(film.lengthMinutes),
    ...(film.director ? { director: { '@type': 'Person' as const, name: film.director } } : {}),
    // No dateCreated: content knows the year only, and the property wants a full date.
  };
}

/**
 * The 16:9, 4:3 and 1:1 copies of a poster that the build makes (lib/outputs/images/browser/image-variants.ts), widest
 * first: Google's event guidance asks for these three shapes, each of at least 50,000 pixels.
 */
export function eventImages(poster: string): string[] {
  return EVENT_IMAGE_SHAPES.map((shape) => absoluteUrl(shareVariantPath(poster, shape)));
}

function eventId(path: string): string {
  return `${absoluteUrl(path)}#event`;
}

// ---------------------------------------------------------------------------------------------
// Events

/** The schema.org type of a show: a festival is always a Festival, whatever eventType says. */
export function showEventType(show: Pick<Show, 'festival' | 'eventType'>): EventTypeLd {
  return show.festival ? 'Festival' : show.eventType;
}

/**
 * One film screening as a ScreeningEvent, held at the festival's venue and sold through the
 * festival's ticket link; it shares the festival's status (docs/rules/shows.md#show-status).
 */
function screeningEvent(
  film: Film,
  screening: Pick<Screening, 'day' | 'time'>,
  festival: Show,
  series: SeriesInfo,
  now: Date = new Date(),
): EventLd {
  // A film sold on its own has its price; else the festival's pass admits to it.
  const offers = ticketOffer(
    { ...festival, price: film.price ?? festival.price },
    series.timeZone,
    now,
  );
  const description = descriptionOf(film.description);
  return {
    '@type': 'ScreeningEvent',
    name: film.title,
    ...(description ? { description } : {}),
    url: absoluteUrl(routes.film(film.name)),
    ...timesLd(screeningTimes(screening, film.lengthMinutes, series.timeZone), series.timeZone),
    // A screening has no start of its own to have been moved from.
    eventStatus: EVENT_STATUS[festival.status],
    eventAttendanceMode: OFFLINE,
    location: place(festival.venue),
    image: eventImages(film.poster.src),
    organizer: seriesOrganizer(series),
    ...(offers ? { offers } : {}),
    ...(film.minimumAge !== undefined ? { typicalAgeRange: typicalAgeRange(film.minimumAge) } : {}),
    workPresented: movie(film),
  };
}

/**
 * The run time and age guidance of docs/rules/shows.md#good-to-know: a show's Event and each
 * of its performances' Events carry the same `duration` and `typicalAgeRange`.
 */
export function goodToKnowLd(
  show: Pick<Show, 'runTimeMinutes' | 'minimumAge'>,
): Pick<EventLd, 'duration' | 'typicalAgeRange'> {
  return {
    ...(show.runTimeMinutes ? { duration: isoDuration(show.runTimeMinutes) } : {}),
    ...(show.minimumAge !== undefined ? { typicalAgeRange: typicalAgeRange(show.minimumAge) } : {}),
  };
}

/**
 * What differs between one occasion of a show and another: the show as a whole, or one
 * performance of its run (./show-page.ts). Everything else in the Event is the show's.
 */
export interface Occasion {
  id: string;
  description: string | undefined;
  times: EventTimes;
  status: { status: EventStatus; previousDate?: string };
  offers: OfferLd | undefined;
  free: boolean;
}

/** The body of a show's Event, for one occasion of it: the one place its fields are written. */
export function showEventBody(
  show: Show,
  series: SeriesInfo,
  occasion: Occasion,
  credits: ShowCredits = NO_CREDITS,
): EventLd {
  return {
    '@type': showEventType(show),
    '@id': occasion.id,
    name: show.title,
    ...(occasion.description ? { description: occasion.description } : {}),
    url: absoluteUrl(routes.show(show.name)),
    ...timesLd(occasion.times, series.timeZone),
    ...statusLd(occasion.status, series.timeZone),
    eventAttendanceMode: OFFLINE,
    location: place(show.venue),
    ...(show.poster ? { image: eventImages(show.poster.src) } : {}),
    organizer: seriesOrganizer(series),
    ...creditsLd(credits, show.performers.map(performer)),
    ...(occasion.offers ? { offers: occasion.offers } : {}),
    ...(occasion.free ? { isAccessibleForFree: true } : {}),
    ...goodToKnowLd(show),
  };
}

/**
 * A show page's event: TheaterEvent, MusicEvent, ScreeningEvent, Festival or Event. `now` (the
 * build's clock) decides whether the public sale has opened.
 */
export function showEvent(
  show: Show,
  series: SeriesInfo,
  now: Date = new Date(),
  credits: ShowCredits = NO_CREDITS,
): EventLd {
  const type = showEventType(show);
  const event = showEventBody(
    show,
    series,
    {
      id: eventId(routes.show(show.name)),
      description: descriptionOf(show.description, show.subtitle),
      times: showTimes(show, series.timeZone),
      status: show,
      offers: ticketOffer(show, series.timeZone, now),
      free: isFree(show.price),
    },
    credits,
  );
  if (type === 'Festival') {
    const subEvents = show.films.flatMap((film) =>
      film.screenings.map((screening) => screeningEvent(film, screening, show, series, now)),
    );
    if (subEvents.length > 0) event.subEvent = subEvents;
  } else if (type === 'ScreeningEvent' && show.films.length > 0) {
    // A touring program of shorts: one screening presenting several films.
    event.workPresented = show.films.map(movie);
  }
  return event;
}

/**
 * A film page (/show/{film}): one ScreeningEvent per screening, each pointing at its festival.
 * A film with no scheduled screening (a touring program's short) is described as a Movie only:
 * there is no start time to state.
 */
export function filmStructuredData(
  film: Film,
  festival: Show | undefined,
  series: SeriesInfo,
  now: Date = new Date(),
): MovieLd | EventLd[] {
  if (!festival || film.screenings.length === 0) return movie(film);
  const superEvent: EventRefLd = {
    '@type': showEventType(festival),
    '@id': eventId(routes.show(festival.name)),
    name: festival.title,
    url: absoluteUrl(routes.show(festival.name)),
  };
  return film.screenings.map((screening) => ({
    ...screeningEvent(film, screening, festival, series, now),
    superEvent,
  }));
}

/** Education & Enrichment events: free and open to the public, so a price of 0 is known here. */
function educationEvent(
  event: EducationEvent,
  education: Pick<Education, 'programName'>,
  series: SeriesInfo,
  fallbackImage: string | undefined,
): EventLd {
  const url = absoluteUrl(routes.education());
  // extraInfo is plain text ("Reception to follow"), so it is appended after the HTML is converted.
  const description =
    [htmlToPlainText(event.description), event.extraInfo].filter(Boolean).join('\n\n') || undefined;
  return {
    '@type': 'EducationEvent',
    name: event.subtitle ? `${event.name}: ${event.subtitle}` : event.name,
    ...(description ? { description } : {}),
    url,
    ...timesLd(educationEventTimes(event, series.timeZone), series.timeZone),
    ...statusLd(event, series.timeZone),
    eventAttendanceMode: OFFLINE,
    location: place(event.venue, event.room),
    // Google's event guidance wants an image on every event: the event's own, else the series'.
    ...(event.image
      ? { image: eventImages(event.image.src) }
      : fallbackImage
        ? { image: eventImages(fallbackImage) }
        : {}),
    organizer: {
      '@type': 'Organization',
      name: education.programName,
      url,
      parentOrganization: university(series),
    },
    // Nothing is on offer at an event that will not take place.
    ...(isCalledOff(event.status)
      ? {}
      : {
          offers: {
            '@type': 'Offer' as const,
            url,
            availability: 'https://schema.org/InStock' as const,
            price: 0,
            priceCurrency: 'USD' as const,
          },
        }),
    isAccessibleForFree: true,
  };
}

/**
 * Every education event; one without an image of its own shows `fallbackImage`, a site path (the
 * series' share image, site.json shareImage), in the three event shapes the build makes of it
 * (shareSources in lib/outputs/images/browser/image-variants.ts).
 */
export function educationStructuredData(
  education: Education,
  series: SeriesInfo,
  fallbackImage?: string,
): EventLd[] {
  return education.events.map((event) => educationEvent(event, education, series, fallbackImage));
}
