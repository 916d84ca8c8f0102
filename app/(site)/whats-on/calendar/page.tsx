import Link from 'next/link';
import { PageIntro } from '@/components/ui/PageIntro';
import styles from '@/components/indexes/indexes.module.css';
import { getSite } from '@/lib/content';
import { getListingScope } from '@/lib/concepts/listings/node';
import { whenLabel } from '@/lib/concepts/listings';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Calendar',
    description: `The ${site.seriesName} month by month: a calendar of each month with events.`,
    path: routes.calendarMonths(),
  });
}

/**
 * The months some event of the season takes place in, each linked to its calendar
 * (app/(site)/whats-on/calendar/[month]) and its list: the page above the months' pages.
 */
export default function CalendarMonthsPage() {
  const site = getSite();
  const { months } = getListingScope();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Calendar">
        <p>Each month with events, as a calendar of weeks or as a list.</p>
      </PageIntro>
      {months.length === 0 ? (
        <p>
          No events are announced at the moment. Every season so far is under{' '}
          <Link href={routes.seasons()}>past seasons</Link>.
        </p>
      ) : (
        <ul className={styles.cards}>
          {months.map((month) => (
            <li key={month}>
              <h2>
                <Link href={routes.monthCalendar(month)} prefetch={false}>
                  {whenLabel(month)}
                </Link>
              </h2>
              <p>
                <Link href={routes.listing(month)} prefetch={false}>
                  {whenLabel(month)} as a list
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={routes.whatsOn()}>Everything on, with choices</Link>: free events, kinds of
        event and series.
      </p>
    </div>
  );
}
