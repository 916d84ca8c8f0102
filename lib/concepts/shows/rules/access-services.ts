/**
 * Which accessibility services a show offers a visitor (docs/rules/visiting.md#accessibility-services):
 * only those of its performances that take place. A cancelled or postponed performance stays
 * listed, saying so, but nobody interprets, describes or captions it: it matches no access filter
 * and puts no service in a list of choices. Browser-safe: the season split decides with it on the
 * build day, and its results are the days the visitor's clock re-decides against.
 */
import {
  accessibilityServices,
  type AccessibilityService,
  type AccessibilityServiceInfo,
} from '../../venues';
import { isRun } from './performances';
import { isCalledOff, type EventStatus } from './show-status';

/** What the rules need of a performance: its day, its own status and its services. */
export interface ServicePerformance {
  /** "YYYY-MM-DD", venue time. */
  day: string;
  status: EventStatus;
  accessibility: readonly AccessibilityService[];
}

/**
 * The services a performance offers: its own while it takes place, none once it is cancelled or
 * postponed (the list of performances names its status instead).
 */
export function servicesAt(
  performance: Omit<ServicePerformance, 'day'>,
): readonly AccessibilityService[] {
  return isCalledOff(performance.status) ? [] : performance.accessibility;
}

function offersAt(performance: Omit<ServicePerformance, 'day'>, service: AccessibilityService) {
  return servicesAt(performance).includes(service);
}

/** Whether some performance that takes place offers the service: what an access filter matches. */
export function offersService(
  performances: ReadonlyArray<Omit<ServicePerformance, 'day'>>,
  service: AccessibilityService,
): boolean {
  return performances.some((performance) => offersAt(performance, service));
}

/**
 * The services some show offers at a performance that takes place, in vocabulary order: the
 * access filter's choices and the service pages the sitemap lists.
 */
export function servicesOnOffer(
  shows: ReadonlyArray<{ performances: ReadonlyArray<Omit<ServicePerformance, 'day'>> }>,
): AccessibilityServiceInfo[] {
  return accessibilityServices.filter((service) =>
    shows.some((show) => offersService(show.performances, service.id)),
  );
}

/**
 * The services one show offers at its performances that take place, in vocabulary order: what
 * its listing row, its search tags and the listings' JSON name.
 */
export function offeredServices(
  performances: ReadonlyArray<Omit<ServicePerformance, 'day'>>,
): AccessibilityService[] {
  return servicesOnOffer([{ performances }]).map((service) => service.id);
}

/**
 * The services a show's badges name, on its card and in its page's header: a run's services at
 * every performance (its card and page name the others by performance), a single performance's
 * or a festival's own; none at all for a cancelled or postponed show, or a run none of whose
 * performances takes place.
 */
export function badgeServices(show: {
  status: EventStatus;
  performances: ReadonlyArray<{ status: EventStatus }>;
  accessibility: readonly AccessibilityService[];
  accessibilityAtEvery: readonly AccessibilityService[];
}): readonly AccessibilityService[] {
  const takesPlace = show.performances.some((performance) => !isCalledOff(performance.status));
  if (isCalledOff(show.status) || !takesPlace) return [];
  return isRun(show) ? show.accessibilityAtEvery : show.accessibility;
}

/** For the season split: the last day each service is offered by some performance of the show. */
export type ServiceDays = Partial<Record<AccessibilityService, string>>;

/** The last day of each service at the performances that take place. */
export function lastServiceDays(performances: readonly ServicePerformance[]): ServiceDays {
  const days: ServiceDays = {};
  for (const p of performances) {
    for (const service of p.accessibility) {
      if (!offersAt(p, service)) continue;
      const known = days[service];
      if (known === undefined || known < p.day) days[service] = p.day;
    }
  }
  return days;
}

/**
 * The items that still offer a service on `today`: a run whose only ASL-interpreted performance
 * is over or called off does not belong in the ASL list, though the run goes on. All items when
 * no service is chosen. Items without `serviceDays` are single performances: their own day
 * decides, elsewhere.
 */
export function stillOffering<
  T extends {
    performances: ReadonlyArray<Omit<ServicePerformance, 'day'>>;
    serviceDays?: ServiceDays;
  },
>(items: readonly T[], service: AccessibilityService | undefined, today: string): T[] {
  if (service === undefined) return [...items];
  return items.filter((item) => {
    if (!offersService(item.performances, service)) return false;
    const last = item.serviceDays?.[service];
    return last === undefined || last >= today;
  });
}
