/**
 * The venues (/venues/, docs/rules/visiting.md#venues-and-visiting): each venue's name linked to
 * its page, its address, and its visual story when it has one, in the order of content/venues.json.
 */
import Link from 'next/link';
import { venueAddress } from '@/components/venues/VenuePage';
import type { Venue } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import styles from './indexes.module.css';

export function VenueIndex({ venues }: { venues: Venue[] }) {
  return (
    <ul className={styles.cards}>
      {venues.map((venue) => (
        <li key={venue.id}>
          <h2>
            <Link href={routes.venue(venue.id)} prefetch={false}>
              {venue.name}
            </Link>
          </h2>
          <address>{venueAddress(venue)}</address>
          {(venue.visualStory ?? []).length > 0 ? (
            <p>
              <Link href={routes.visualStory(venue.id)} prefetch={false}>
                Visual story<span className="visually-hidden"> of {venue.name}</span>
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
