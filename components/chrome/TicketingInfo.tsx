import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Site } from '@/lib/content/types';
import { telHref } from './contact-links';
import { Notice } from './Notice';
import styles from './Notices.module.css';

interface Props {
  seller: Site['ticketSeller'];
  phone: string;
}

/** The notice every page carries: where tickets are genuinely sold and what the venues accept. */
export function TicketingInfo({ seller, phone }: Props) {
  return (
    <Notice label="Ticketing information" className={styles.ticketing}>
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
    </Notice>
  );
}
