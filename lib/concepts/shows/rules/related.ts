/**
 * Related events (docs/rules/shows.md#related-events): what a show or education event page
 * suggests next. Explicit links staff write (`related` in a show or education event) come first,
 * in either direction; then shared attributes: the same performer or speaker, the same series
 * (speaker series, festival, Education & Enrichment), the same kind of event. Only events still
 * to come on the build day and not called off, at most three, soonest first among equals.
 * Browser-safe: plain data in, plain data out.
 */
import type { EducationEvent, Show } from '../../../content/types';
import { routes } from '../../../site/routes';
import { isCalledOff } from './show-status';
import { isUpcoming, type Timing } from '../../seasons';

export const MAX_RELATED = 3;

/** What the ranking reads of a show or an education event. */
export interface RelatedCandidate extends Timing {
  /** Unique among candidates: "show:{name}" or "education:{slug}". */
  key: string;
  /** The show's name, for explicit links to it; undefined for an education event. */
  showName?: string;
  /** Show names the content links to explicitly (`related`). */
  related: readonly string[];
  /** Performers and speakers: names not yet linked, as written, and linked people as "person:{id}". */
  performers: readonly string[];
  /** The series it belongs to, if any. */
  series?: 'speaker-series' | 'festival' | 'education';
  /** The kind of event ("TheaterEvent"); the generic "Event" says nothing and is left out. */
  kind?: string;
  /** Cancelled or postponed: not suggested. */
  calledOff: boolean;
}

const EXPLICIT = 100;
const SAME_PERFORMER = 10;
const SAME_SERIES = 4;
const SAME_KIND = 1;

function normalise(name: string): string {
  const trimmed = name.trim();
  // Stryker disable next-line MethodExpression: upper or lower, one case on both sides compares the same
  return trimmed.toLowerCase();
}

function linksTo(from: RelatedCandidate, to: RelatedCandidate): boolean {
  return to.showName !== undefined && from.related.includes(to.showName);
}

/** How strongly `other` relates to `subject`; 0 when not at all. */
export function relatedScore(subject: RelatedCandidate, other: RelatedCandidate): number {
  let score = 0;
  if (linksTo(subject, other) || linksTo(other, subject)) score += EXPLICIT;
  const performers = new Set(subject.performers.map(normalise));
  if (other.performers.some((performer) => performers.has(normalise(performer)))) {
    score += SAME_PERFORMER;
  }
  if (subject.series !== undefined && subject.series === other.series) score += SAME_SERIES;
  if (subject.kind !== undefined && subject.kind === other.kind) score += SAME_KIND;
  return score;
}

function startKey(item: Timing): string {
  return item.date ?? item.day;
}

/**
 * The events to suggest beside `subject`, best first: upcoming on `today`, not called off, not
 * the subject itself, related at all; explicit links before shared attributes, then the soonest.
 */
export function relatedEvents<T extends RelatedCandidate>(
  subject: RelatedCandidate,
  candidates: readonly T[],
  today: string,
  max: number = MAX_RELATED,
): T[] {
  return candidates
    .filter((other) => other.key !== subject.key && !other.calledOff && isUpcoming(other, today))
    .map((other) => ({ other, score: relatedScore(subject, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => {
      if (a.score !== b.score) return b.score - a.score;
      const ka = startKey(a.other);
      const kb = startKey(b.other);
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    })
    .slice(0, max)
    .map(({ other }) => other);
}

/** What the list shows of a suggestion. */
export interface RelatedItem extends RelatedCandidate {
  title: string;
  href: string;
  when: string;
  where: string;
}

export function showCandidate(show: Show): RelatedItem {
  return {
    key: `show:${show.name}`,
    showName: show.name,
    day: show.day,
    endDate: show.endDate,
    date: show.date,
    related: show.related,
    performers: [...show.performers, ...show.people.map((credit) => `person:${credit.person}`)],
    series: show.speakerSeries ? 'speaker-series' : show.festival ? 'festival' : undefined,
    kind: show.eventType === 'Event' ? undefined : show.eventType,
    calledOff: isCalledOff(show.status),
    title: show.title,
    href: routes.show(show.name),
    when: show.dateFormatted,
    where: show.location,
  };
}

export function educationCandidate(event: EducationEvent): RelatedItem {
  return {
    key: `education:${event.date}-${event.time}-${event.name}`,
    day: event.date,
    date: `${event.date}T${event.time}`,
    related: event.related,
    // Stryker disable next-line ArrayDeclaration: a name every education event had would add the same to each, which already share their series: no order changes
    performers: [],
    series: 'education',
    calledOff: isCalledOff(event.status),
    title: event.subtitle ? `${event.name}: ${event.subtitle}` : event.name,
    href: routes.educationEvent(event.date, event.time),
    when: `${event.dateFormatted}, ${event.timeFormatted}`,
    where: event.location,
  };
}
