/**
 * Plan your visit (/visit/, docs/rules/visiting.md#venues-and-visiting): the box office, door
 * times, late seating, bags and refunds from site.json's "visit", and a link to each venue's page.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '@/components/chrome/contact-links';
import { SafeHtml } from '@/components/ui/SafeHtml';
import type { Site, Venue } from '@/lib/content/types';
import { visitSections } from '@/lib/concepts/venues/build';
import { routes } from '@/lib/site/routes';
import { venueAddress } from './VenuePage';
import styles from './venues.module.css';

interface Props {
  site: Pick<Site, 'phone' | 'email' | 'boxOffice' | 'visit'>;
  venues: Venue[];
  /** Search tags, at the top of the page's root. */
  children?: ReactNode;
}

export function VisitPage({ site, venues, children }: Props) {
  const visit = site.visit;
  return (
    <article className="container page" data-pagefind-body="">
      {children}
      <header className="page-header">
        <h1>Plan your visit</h1>
        {visit?.intro ? <SafeHtml html={visit.intro} className="lead" /> : null}
      </header>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="box-office">
          <h2 id="box-office">Box office</h2>
          <p className={styles.hours}>{site.boxOffice.hours}</p>
          <address className={styles.address}>
            {[site.boxOffice.name, ...site.boxOffice.addressLines].join(', ')}
          </address>
          <p>
            Phone <a href={telHref(site.phone)}>{site.phone}</a>, e-mail{' '}
            <a href={mailtoHref(site.email)}>{site.email}</a>
          </p>
        </section>
        {visitSections.map(({ field, heading }) =>
          visit?.[field] ? (
            <section key={field} className={styles.section} aria-labelledby={`visit-${field}`}>
              <h2 id={`visit-${field}`}>{heading}</h2>
              <SafeHtml html={visit[field]} className={styles.rich} />
            </section>
          ) : null,
        )}
      </div>
      <section className={styles.section} aria-labelledby="venues">
        <h2 id="venues">Our venues</h2>
        <p>
          Each venue&rsquo;s page says how to get there, where to park, where the accessible
          entrance is and how to ask for a wheelchair space or another accommodation.
        </p>
        <ul className={styles.venueList}>
          {venues.map((venue) => (
            <li key={venue.id}>
              <Link href={routes.venue(venue.id)} prefetch={false}>
                {venue.name}
              </Link>
              , {venueAddress(venue)}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
