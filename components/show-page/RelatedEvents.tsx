import Link from 'next/link';
import { getAllShows, getBuildDay, getEducation } from '@/lib/content';
import type { EducationEvent, Show } from '@/lib/content/types';
import { educationCandidate, relatedEvents, showCandidate } from '@/lib/concepts/shows';
import styles from './RelatedEvents.module.css';

/**
 * Up to three upcoming events related to a show or an education event (docs/rules/shows.md#related-events),
 * decided on the build day; nothing at all when none is. An education event is offered shows
 * only: its own page already lists every other education event.
 */
export function RelatedEvents({ show, event }: { show?: Show; event?: EducationEvent }) {
  const subject = show ? showCandidate(show) : event ? educationCandidate(event) : undefined;
  if (!subject) return null;
  const shows = getAllShows().map(showCandidate);
  const candidates = event ? shows : [...shows, ...getEducation().events.map(educationCandidate)];
  const related = relatedEvents(subject, candidates, getBuildDay());
  if (related.length === 0) return null;
  const headingId = `related-${subject.key.replace(/[^a-z0-9-]/gi, '-')}`;
  // Under an education event's own h3 on its page; a show page's sections are h2.
  const Heading = event ? 'h4' : 'h2';
  return (
    <section className={styles.related} aria-labelledby={headingId} data-pagefind-ignore="">
      <Heading id={headingId} className={styles.heading}>
        {event ? `Related to ${event.name}` : 'Related events'}
      </Heading>
      <ul className={styles.list}>
        {related.map((item) => (
          <li key={item.key}>
            <Link href={item.href} prefetch={false}>
              {item.title}
            </Link>
            <span className={styles.detail}>
              {item.when} · {item.where}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
