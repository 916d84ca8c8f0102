import Link from 'next/link';
import { getListingScope } from '@/lib/concepts/listings/node';
import { whenLabel, topicLabels } from '@/lib/concepts/listings';
import { routes } from '@/lib/site/routes';
import styles from './listings.module.css';

/**
 * "Find an event": a link to each question's own listing and each month's calendar
 * (docs/rules/listings.md#listings), on the home, season and series pages and under every listing.
 * Plain links, so they answer without JavaScript.
 */
export function ListingLinks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { months, topicsOffered } = getListingScope();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // Not for search (the listings only repeat the events' own pages) nor for paper.
    <nav className={styles.links} aria-labelledby="find-an-event-heading" data-pagefind-ignore="">
      <Heading id="find-an-event-heading" className={styles.linksHeading}>
        Find an event
      </Heading>
      <ul className={styles.linkRow}>
        <li>
          <Link href={routes.listing('free')} prefetch={false}>
            Free events
          </Link>
        </li>
        <li>
          <Link href={routes.listing('this-week')} prefetch={false}>
            This week
          </Link>
        </li>
        <li>
          <Link href={routes.listing('this-weekend')} prefetch={false}>
            This weekend
          </Link>
        </li>
        {topicsOffered.map((topic) => (
          <li key={topic}>
            <Link href={routes.listing(topic)} prefetch={false}>
              {topicLabels[topic]}
            </Link>
          </li>
        ))}
        <li>
          <Link href={routes.whatsOn()} prefetch={false}>
            Everything, with choices
          </Link>
        </li>
      </ul>
      {months.length > 0 ? (
        <>
          <p className={styles.linksLabel}>By month</p>
          <ul className={styles.linkRow}>
            {months.map((month) => (
              <li key={month}>
                <Link href={routes.listing(month)} prefetch={false}>
                  {whenLabel(month)}
                </Link>{' '}
                <Link
                  href={routes.monthCalendar(month)}
                  prefetch={false}
                  className={styles.calendarLink}
                >
                  <span className="visually-hidden">{whenLabel(month)} as a </span>calendar
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
