/**
 * The accessibility services (/accessibility/, docs/rules/visiting.md#accessibility-services):
 * each service in the vocabulary's order with what it is, what the visitor does to have it (the
 * notice by venue for the services booked ahead) and a link to its upcoming performances.
 */
import Link from 'next/link';
import {
  accessibilityServices,
  filteredListTitle,
  needsNotice,
  NO_NOTICE_NEEDS,
  noticeByVenue,
  SERVICE_DESCRIPTIONS,
  type NoticeGroup,
} from '@/lib/concepts/venues';
import type { Venue } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import styles from './indexes.module.css';

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** "Request it at least 14 days before the performance (21 days at Harmon Hall)." */
function noticeWords(groups: NoticeGroup[]): string {
  const [usual, ...others] = groups;
  if (!usual) return 'Request it from the box office when you book.';
  const except = others.map(
    (group) => `${countOf(group.days, 'day')} at ${list.format(group.venues)}`,
  );
  const rest = except.length > 0 ? ` (${except.join('; ')})` : '';
  return `Request it at least ${countOf(usual.days, 'day')} before the performance${rest}.`;
}

export function ServiceIndex({ venues }: { venues: Venue[] }) {
  return (
    <ul className={styles.cards}>
      {accessibilityServices.map((service) => (
        <li key={service.id}>
          <h2 id={service.id}>{service.label}</h2>
          <p>{SERVICE_DESCRIPTIONS[service.id]}</p>
          <p>
            <strong>What it needs:</strong>{' '}
            {needsNotice(service.id)
              ? noticeWords(noticeByVenue(service.id, venues))
              : NO_NOTICE_NEEDS[service.id]}
          </p>
          <p>
            <Link href={routes.accessibility(service.id)} prefetch={false}>
              {filteredListTitle(service.id)}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
