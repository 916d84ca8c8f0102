/**
 * What each accessibility service is and what a visitor does to have it, for the page above the
 * services' lists (/accessibility/, docs/rules/visiting.md#accessibility-services): the services
 * booked ahead need notice by venue (./request-by.ts), the others only a choice.
 */
import type { AccessibilityService } from './accessibility';
import { leadDaysFor, needsNotice, type NoticeService, type RequestLeadTimes } from './request-by';

/** What the service is, in a sentence a visitor reads before choosing it. */
export const SERVICE_DESCRIPTIONS: Readonly<Record<AccessibilityService, string>> = {
  'asl-interpretation': 'An interpreter signs the performance in American Sign Language.',
  'audio-description':
    'A describer tells you through a headset what happens on stage, between the words.',
  'touch-tour':
    'Before the performance, blind and low-vision visitors handle the set, props and costumes on stage.',
  'open-captions': 'The words spoken and sung are shown as text beside the stage.',
  'relaxed-performance':
    'A performance with a relaxed attitude to noise and moving about, for visitors who find a usual performance hard.',
  'assistive-listening': 'The sound of the stage, sent to a headset or a hearing aid.',
  'wheelchair-seating': 'Spaces for wheelchairs, with a companion seat beside each.',
};

/** What to do when the service needs no notice. */
export const NO_NOTICE_NEEDS: Readonly<
  Record<Exclude<AccessibilityService, NoticeService>, string>
> = {
  'relaxed-performance':
    'Nothing to request: book a relaxed performance. Its show page has a sensory guide.',
  'assistive-listening':
    'Nothing to request ahead. Each venue’s page says how to borrow a headset or connect a hearing aid.',
  'wheelchair-seating':
    'Ask for it when you book. Each venue’s page describes its wheelchair and companion seating.',
};

export interface NoticeGroup {
  /** Days of notice before the performance's day. */
  days: number;
  /** The venues that ask for that notice, by name, in the order given. */
  venues: string[];
}

/**
 * The notice a service needs at each venue, venues asking the same grouped: the most common
 * notice first (the one to state as the rule), then the others by days, fewest first. Empty for
 * a service that needs no notice, or no venue.
 */
export function noticeByVenue(
  service: AccessibilityService,
  venues: ReadonlyArray<{ name: string; accessRequests?: RequestLeadTimes }>,
): NoticeGroup[] {
  if (!needsNotice(service)) return [];
  const groups = new Map<number, string[]>();
  for (const venue of venues) {
    const days = leadDaysFor(service, venue.accessRequests);
    groups.set(days, [...(groups.get(days) ?? []), venue.name]);
  }
  return [...groups]
    .map(([days, names]) => ({ days, venues: names }))
    .sort((a, b) => b.venues.length - a.venues.length || a.days - b.days);
}
