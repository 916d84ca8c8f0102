/**
 * When and where a show is (date, time, venue, parking), as every show card and show page lists it
 * (docs/rules/visiting.md#venues-and-visiting).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routes } from '@/lib/site/routes';
import { hasVisitPage } from '@/lib/concepts/venues';
import type { Show } from '@/lib/content/types';
import styles from './ShowFacts.module.css';

/** The cash-only garage note; only venues with a parking note (the performing arts center) get one. */
export function ParkingNote({ show }: { show: Pick<Show, 'venue'> }) {
  if (!show.venue.parkingNote) return null;
  return (
    <p className={styles.parking}>
      <span className={styles.noteLabel}>Parking:</span> {show.venue.parkingNote}
    </p>
  );
}

/**
 * Date, time, location and parking as a description list. The venue's name links to its page
 * (docs/rules/visiting.md#venues-and-visiting); a show page adds its street address.
 */
export function ShowFacts({
  show,
  withDoors = false,
  withAddress = false,
  className,
  when,
}: {
  show: Pick<Show, 'dateFormatted' | 'timeFormatted' | 'doorsOpen' | 'location' | 'venue'>;
  withDoors?: boolean;
  withAddress?: boolean;
  className?: string;
  /** A run's page: the date and time of its next performance, in place of the run's. */
  when?: { date: ReactNode; time: ReactNode };
}) {
  return (
    <div className={className}>
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>{when ? when.date : show.dateFormatted}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {when ? when.time : show.timeFormatted}
            {withDoors && show.doorsOpen ? (
              <span className={styles.doors}>{show.doorsOpen}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>
            {hasVisitPage(show.venue) ? (
              <Link
                href={routes.venue(show.venue.id)}
                prefetch={false}
                className={styles.venueLink}
              >
                {show.location}
              </Link>
            ) : (
              // A past venue has no page to link and no street address: its name and town.
              show.location
            )}
            {withAddress && hasVisitPage(show.venue) ? (
              <span className={styles.address}>
                {show.venue.streetAddress}, {show.venue.locality}, {show.venue.region}{' '}
                {show.venue.postalCode}
              </span>
            ) : withAddress && show.venue.locality ? (
              <span className={styles.address}>{show.venue.locality}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <ParkingNote show={show} />
    </div>
  );
}
