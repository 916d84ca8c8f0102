/** The Distinguished Speaker Series package, offered beside a speaker-series show's own tickets. */
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Show } from '@/lib/content/types';
import { showOnOffer } from '@/lib/concepts/shows';
import styles from './tickets.module.css';

/**
 * Speaker-series shows advertise the series package beside their own tickets, while they offer
 * something to buy (showOnOffer): not on a called-off show's page.
 */
export function PackagesNote({
  show,
}: {
  show: Pick<Show, 'speakerSeries' | 'packageTickets' | 'title' | 'status' | 'performances'>;
}) {
  if (!show.speakerSeries || !showOnOffer(show)) return null;
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
