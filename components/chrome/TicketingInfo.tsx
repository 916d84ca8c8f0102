import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Site } from '@/lib/types';
import { telHref } from './contact-links';
import styles from './Notices.module.css';

interface Props {
  seller: Site['ticketSeller'];
  phone: string;
}

/** The notice every page carries: where tickets are genuinely sold and what the venues accept. */
export function TicketingInfo({ seller, phone }: Props) {
  return (
    <section className={styles.ticketing} aria-labelledby="ticketing-heading">
      <h2 id="ticketing-heading" className={styles.heading}>
        Ticketing information
      </h2>
      <ul className={styles.facts}>
        <li>
          <ExternalLink href={seller.url}>{seller.name}</ExternalLink> is the{' '}
          <strong>only verified online seller</strong> of tickets to our events.
        </li>
        <li>
          Venues accept <strong>physical tickets only</strong>: no print-at-home or mobile tickets.
        </li>
        <li>
          Questions? Call the office at <a href={telHref(phone)}>{phone}</a>.
        </li>
      </ul>
    </section>
  );
}
