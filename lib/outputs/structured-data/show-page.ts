/**
 * The structured data of a run (docs/rules/shows.md#performances): one schema.org Event per
 * performance, as Google's event guidance asks when performances are sold separately, built from
 * the show's own Event body (./events.ts).
 */
import { serviceInfo } from '../../concepts/venues';
import { isRun, servicesAt, serviceTime } from '../../concepts/shows';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';
import { performanceTimes } from '../../time/timezone';
import type { Performance, Show } from '../../content/types';
import { descriptionOf, NO_CREDITS, showEvent, showEventBody, ticketOffer } from './events';
import type { ShowCredits } from '../../concepts/archive/build';
import type { SeriesInfo } from '../../site/series';
import type { EventLd } from './shapes';
import { isFree } from '../../concepts/prices';

/**
 * "ASL interpretation, Assistive listening. Touch tour: 12:45 pm, before the 2:00 pm performance.
 * Post-show talkback.": what sets one performance of a run apart, in words. Event has no property
 * for access services (docs/rules/visiting.md#accessibility-services), so they go in the
 * description, which every reader shows; a touch tour with its own time says it there, since the
 * event's start is the performance's. A cancelled or postponed performance offers none
 * (lib/concepts/shows/rules/access-services.ts): its status says why, its note stays.
 */
export function performanceDetails(
  performance: Pick<
    Performance,
    'status' | 'accessibility' | 'note' | 'touchTourTime' | 'timeFormatted'
  >,
): string {
  const offered = servicesAt(performance);
  const timedTour = performance.touchTourTime !== undefined && offered.includes('touch-tour');
  const services = offered
    .filter((id) => !(timedTour && id === 'touch-tour'))
    .map((id) => serviceInfo(id).label)
    .join(', ');
  const tour = timedTour
    ? `${serviceInfo('touch-tour').label}: ${serviceTime(performance, 'touch-tour')}.`
    : '';
  return [services ? `${services}.` : '', tour, performance.note ? `${performance.note}.` : '']
    .filter(Boolean)
    .join(' ')
    .replace(/\.\.$/, '.');
}

/**
 * One performance of a run as its own Event (Google's event guidance: performances sold
 * separately are separate events): the show's Event body with the performance's own start,
 * status, offer and access details.
 */
function performanceEvent(
  show: Show,
  performance: Performance,
  series: SeriesInfo,
  now: Date,
  credits: ShowCredits,
): EventLd {
  const offers = ticketOffer(
    {
      tickets: performance.tickets,
      price: performance.price,
      status: performance.status,
      onSaleInstant: performance.onSaleInstant,
      day: performance.day,
    },
    series.timeZone,
    now,
  );
  const description =
    [performanceDetails(performance), descriptionOf(show.description, show.subtitle)]
      .filter(Boolean)
      .join('\n\n') || undefined;
  return showEventBody(
    show,
    series,
    {
      id: `${absoluteUrl(routes.show(show.name))}#performance-${performance.id}`,
      description,
      times: performanceTimes(performance, show, series.timeZone),
      status: performance,
      offers,
      free: isFree(performance.price),
    },
    creditsAt(credits, performance.date),
  );
}

/** The credits of one performance: the show's, and those held at it only. */
export function creditsAt(credits: ShowCredits, date: string): ShowCredits {
  return {
    ...credits,
    people: credits.people.filter((credit) => !credit.dates || credit.dates.includes(date)),
  };
}

/**
 * A show page's structured data: its Event, or for a run one Event per performance
 * (docs/rules/shows.md#performances).
 */
export function showStructuredData(
  show: Show,
  series: SeriesInfo,
  now: Date = new Date(),
  credits: ShowCredits = NO_CREDITS,
): EventLd | EventLd[] {
  if (!isRun(show)) return showEvent(show, series, now, credits);
  return show.performances.map((performance) =>
    performanceEvent(show, performance, series, now, credits),
  );
}
