/**
 * Accessibility services a performance can offer (docs/rules/visiting.md#accessibility-services):
 * the one fixed vocabulary, its labels, and the filter of the upcoming list. Content files write
 * the ids below; each id is also the last segment of the service's filtered list,
 * /accessibility/{id}/ (lib/site/routes.ts), so an id never changes once published. The content
 * field's schema lives in lib/concepts/venues/accessibility-field.ts: this module reaches the browser (the
 * filter), and layers/browser-safe in eslint.config.mjs keeps zod out of it.
 */
import { routes } from '../../../site/routes';
import { countOf } from '../../../site/words';

export const accessibilityServiceIds = [
  'asl-interpretation',
  'audio-description',
  'touch-tour',
  'open-captions',
  'relaxed-performance',
  'assistive-listening',
  'wheelchair-seating',
] as const;

export type AccessibilityService = (typeof accessibilityServiceIds)[number];

export interface AccessibilityServiceInfo {
  id: AccessibilityService;
  /** On badges and in page titles: "ASL interpretation". */
  label: string;
  /** In the filter's row of choices, where space is short: "ASL". */
  shortLabel: string;
  /** How a list of such performances is named: "performances with ASL interpretation". */
  plural: string;
  singular: string;
}

function withService(label: string) {
  return { plural: `performances with ${label}`, singular: `performance with ${label}` };
}

const info: Record<AccessibilityService, Omit<AccessibilityServiceInfo, 'id'>> = {
  'asl-interpretation': {
    label: 'ASL interpretation',
    shortLabel: 'ASL',
    ...withService('ASL interpretation'),
  },
  'audio-description': {
    label: 'Audio description',
    shortLabel: 'Audio description',
    ...withService('audio description'),
  },
  // Before an audio-described performance, blind and low-vision visitors handle the set, props
  // and costumes on stage; it needs notice like ASL (docs/rules/visiting.md#request-by).
  'touch-tour': {
    label: 'Touch tour',
    shortLabel: 'Touch tour',
    plural: 'performances with a touch tour',
    singular: 'performance with a touch tour',
  },
  'open-captions': {
    label: 'Open captions',
    shortLabel: 'Captions',
    ...withService('open captions'),
  },
  'relaxed-performance': {
    label: 'Relaxed performance',
    shortLabel: 'Relaxed',
    plural: 'relaxed performances',
    singular: 'relaxed performance',
  },
  'assistive-listening': {
    label: 'Assistive listening',
    shortLabel: 'Assistive listening',
    ...withService('assistive listening'),
  },
  'wheelchair-seating': {
    label: 'Wheelchair seating',
    shortLabel: 'Wheelchair seating',
    ...withService('wheelchair seating'),
  },
};

/** Every service in the vocabulary's order, the order badges and filter choices use. */
export const accessibilityServices: readonly AccessibilityServiceInfo[] =
  accessibilityServiceIds.map((id) => ({ id, ...info[id] }));

export function serviceInfo(id: AccessibilityService): AccessibilityServiceInfo {
  return { id, ...info[id] };
}

export function isAccessibilityService(value: string): value is AccessibilityService {
  return (accessibilityServiceIds as readonly string[]).includes(value);
}

/** The list in vocabulary order, whatever order staff wrote it in, so every page agrees. */
export function inVocabularyOrder(
  list: readonly AccessibilityService[],
): AccessibilityServiceInfo[] {
  return accessibilityServices.filter((service) => list.includes(service.id));
}

/** "Upcoming performances with ASL interpretation": the filtered list's heading and title. */
export function filteredListTitle(service: AccessibilityService): string {
  return `Upcoming ${serviceInfo(service).plural}`;
}

/**
 * "3 upcoming performances with ASL interpretation": what the filter's live region says. It counts
 * performances that are coming (lib/concepts/shows/rules/show-status.ts `countComing`), not shows.
 */
export function resultSummary(count: number, service: AccessibilityService | undefined): string {
  const { plural, singular } =
    service === undefined
      ? { plural: 'performances', singular: 'performance' }
      : serviceInfo(service);
  return countOf(
    count,
    { one: `upcoming ${singular}`, other: `upcoming ${plural}` },
    { zero: `No upcoming ${plural}` },
  );
}

/**
 * The service whose filtered list a site path (without the base path) is, or undefined for any
 * other page. The filter reads the address, so the address always says what the list shows.
 */
export function serviceFromPath(
  pathname: string | null | undefined,
): AccessibilityService | undefined {
  if (!pathname) return undefined;
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return accessibilityServiceIds.find((id) => routes.accessibility(id) === withSlash);
}
