/**
 * Small pieces every show card and show page shares, so each spec rule lives in one place.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { routes } from '@/lib/site/routes';
import { showsPurchaseButton } from '@/lib/rules/show-display';
import { statusLabel, type EventStatus } from '@/lib/rules/show-status';
import type { Show } from '@/lib/content/types';
import styles from './ShowFacts.module.css';

/** 'Purchase Tickets' only when the show has a ticket link (docs/product-rules.md#tickets-and-buttons). */
export function PurchaseButton({
  show,
  context,
}: {
  show: Pick<Show, 'tickets'>;
  context?: string;
}) {
  if (!showsPurchaseButton(true, show.tickets)) return null;
  return (
    <ExternalLink href={show.tickets} className="button button--primary">
      Purchase Tickets
      {context ? <span className="visually-hidden">: {context}</span> : null}
    </ExternalLink>
  );
}

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
 * Sold out, Cancelled, Postponed (new date to be announced), Rescheduled from …: in words, so the
 * state never rests on colour (docs/product-rules.md#show-status). Nothing for a scheduled show.
 */
export function StatusBanner({
  entry,
}: {
  entry: { status: EventStatus; previousDateFormatted?: string };
}) {
  const label = statusLabel(entry);
  if (!label) return null;
  return (
    <p className={styles.status} data-status={entry.status}>
      {label}
    </p>
  );
}

export function SpecialEventBadge({ show }: { show: Pick<Show, 'specialEvent'> }) {
  if (!show.specialEvent) return null;
  return <p className={styles.badge}>Special Event</p>;
}

/** Special events are sold separately from the subscription (docs/product-rules.md#upcoming-and-past). */
export function SpecialEventDisclaimer({
  show,
  seriesName,
}: {
  show: Pick<Show, 'specialEvent'>;
  seriesName: string;
}) {
  if (!show.specialEvent) return null;
  return (
    <p className={styles.disclaimer}>
      This special event is not part of the {seriesName} subscription.
    </p>
  );
}

/** Speaker-series shows advertise the series package beside their own tickets. */
export function PackagesNote({
  show,
}: {
  show: Pick<Show, 'speakerSeries' | 'packageTickets' | 'title'>;
}) {
  if (!show.speakerSeries) return null;
  const hasLink = show.packageTickets.trim() !== '';
  return (
    <div className={styles.packages}>
      <p>
        <strong>Save with a series package.</strong> Every conversation in the Distinguished Speaker
        Series is available together at a reduced price.
      </p>
      {hasLink ? (
        <ExternalLink href={show.packageTickets} className="button button--secondary">
          Purchase Series Package
          <span className="visually-hidden">: Distinguished Speaker Series</span>
        </ExternalLink>
      ) : null}
    </div>
  );
}

/**
 * Date, time, location and parking as a description list. The venue's name links to its page
 * (docs/product-rules.md#venues-and-visiting); a show page adds its street address.
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
            <Link href={routes.venue(show.venue.id)} prefetch={false} className={styles.venueLink}>
              {show.location}
            </Link>
            {withAddress ? (
              <span className={styles.address}>
                {show.venue.streetAddress}, {show.venue.locality}, {show.venue.region}{' '}
                {show.venue.postalCode}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <ParkingNote show={show} />
    </div>
  );
}
