/**
 * The Masters at {university} package, promoted on a show that belongs to it while the show is
 * upcoming and on offer: a called-off show sells nothing, a package included
 * (lib/concepts/shows/rules/on-offer.ts).
 */
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Timed } from '@/components/tickets/TicketActions';
import { showOnOffer } from '@/lib/concepts/shows';
import type { Show } from '@/lib/content/types';
import styles from './layouts.module.css';

export function MastersPromo({
  show,
  mastersSeriesName,
}: {
  show: Show;
  mastersSeriesName: string;
}) {
  if (!show.mastersAt || !showOnOffer(show)) return null;
  // The package is sold here too, so it goes with the other buttons once the show is over.
  return (
    <Timed
      show={show}
      upcoming={
        <aside className={styles.masters} aria-label={mastersSeriesName}>
          <p className={styles.mastersEyebrow}>Part of {mastersSeriesName}</p>
          <p>
            This performance belongs to {mastersSeriesName}, our package of master artists. Buy the
            package to see every performance in it at a reduced price.
          </p>
          {show.mastersAtTickets ? (
            <ExternalLink href={show.mastersAtTickets} className="button button--secondary">
              Purchase Package Tickets
              <span className="visually-hidden">: {mastersSeriesName}</span>
            </ExternalLink>
          ) : null}
        </aside>
      }
    />
  );
}
