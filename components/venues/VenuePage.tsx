/**
 * A venue's page (/venues/{id}/, docs/rules/visiting.md#venues-and-visiting): how to get there,
 * where to park, accessible entrances and seating, assistive listening, restrooms, how to ask for
 * an accommodation, and the shows coming up there. Everything comes from content/venues.json;
 * a section whose field is empty is left out.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '@/components/chrome/contact-links';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeHtml } from '@/components/ui/SafeHtml';
import type { Show, Site, Venue } from '@/lib/content/types';
import { isUpcoming } from '@/lib/concepts/seasons';
import { geoUri, openStreetMapUrl } from '@/lib/outputs/structured-data';
import { routes } from '@/lib/site/routes';
import { statusLabel } from '@/lib/concepts/shows';
import { VenueUpcoming } from './VenueUpcoming';
import styles from './venues.module.css';

interface Props {
  venue: Venue;
  /** The shows held here, ascending by date. */
  shows: Show[];
  site: Pick<Site, 'phone' | 'email' | 'boxOffice' | 'timeZone'>;
  buildDay: string;
  /** Search tags and the like, at the top of the page's root. */
  children?: ReactNode;
}

function Section({
  id,
  heading,
  html,
  level = 2,
  children,
}: {
  id: string;
  heading: string;
  html?: string;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  if (!html && !children) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
      {html ? <SafeHtml html={html} className={styles.rich} /> : null}
    </section>
  );
}

/** One line of the venue's address, as a postal address reads. */
export function venueAddress(venue: Venue): string {
  return `${venue.streetAddress}, ${venue.locality}, ${venue.region} ${venue.postalCode}`;
}

export function VenuePage({ venue, shows, site, buildDay, children }: Props) {
  const upcoming = shows.filter((show) => isUpcoming(show, buildDay));
  const hasAccess =
    venue.accessibleEntrances ||
    venue.wheelchairSeating ||
    venue.assistiveListening ||
    venue.restrooms;
  return (
    <article className="container page" data-pagefind-body="">
      {children}
      <header className="page-header">
        <h1>{venue.name}</h1>
        <address className={`lead ${styles.address}`}>{venueAddress(venue)}</address>
        {(venue.visualStory ?? []).length > 0 ? (
          <p>
            <Link href={routes.visualStory(venue.id)}>
              Visual story: the visit in pictures, step by step
            </Link>
          </p>
        ) : null}
        {venue.geo ? (
          <p className={`${styles.mapLinks} no-print`}>
            <ExternalLink href={openStreetMapUrl(venue.geo)}>
              Open the map<span className="visually-hidden"> of {venue.name}</span> on OpenStreetMap
            </ExternalLink>
            {/* geo: opens the phone's own map app; no third-party script runs on this page. */}
            <a href={geoUri(venue.geo)}>
              Open in your map app<span className="visually-hidden">: {venue.name}</span>
            </a>
          </p>
        ) : null}
      </header>

      <div className={styles.grid}>
        <Section id="getting-here" heading="Getting here" html={venue.directions} />
        <Section id="transit" heading="Public transit" html={venue.transit} />
        <Section id="parking" heading="Parking" html={venue.parking}>
          {venue.parkingNote ? <p className={styles.note}>{venue.parkingNote}</p> : null}
        </Section>
        {hasAccess ? (
          <section className={styles.section} aria-labelledby="accessibility">
            <h2 id="accessibility">Accessibility</h2>
            <Section
              id="entrances"
              level={3}
              heading="Accessible entrances"
              html={venue.accessibleEntrances}
            />
            <Section
              id="seating"
              level={3}
              heading="Wheelchair and companion seating"
              html={venue.wheelchairSeating}
            />
            <Section
              id="listening"
              level={3}
              heading="Assistive listening"
              html={venue.assistiveListening}
            />
            <Section id="restrooms" level={3} heading="Restrooms" html={venue.restrooms} />
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="accommodations">
          <h2 id="accommodations">Requesting an accommodation</h2>
          {venue.accommodations ? (
            <SafeHtml html={venue.accommodations} className={styles.rich} />
          ) : null}
          <p>
            Call the {site.boxOffice.name} at <a href={telHref(site.phone)}>{site.phone}</a> (
            {site.boxOffice.hours}) or write to <a href={mailtoHref(site.email)}>{site.email}</a>,
            and tell us what you need when you book.
          </p>
        </section>
      </div>

      <section className={styles.section} aria-labelledby="upcoming-here">
        <h2 id="upcoming-here">Coming up at {venue.name}</h2>
        <VenueUpcoming
          empty={<p>No performances are announced here at the moment.</p>}
          items={upcoming.map((show) => ({
            key: show.name,
            day: show.day,
            endDate: show.endDate,
            node: (
              <>
                <Link href={show.url} prefetch={false}>
                  {show.title}
                </Link>
                {/* Its status beside its name, as on its page (docs/rules/shows.md#show-status). */}
                {statusLabel(show) ? <strong>, {statusLabel(show)}</strong> : null},{' '}
                {show.dateFormatted}, {show.timeFormatted}
              </>
            ),
          }))}
        />
      </section>
      <p className="no-print">
        <Link href={routes.visit()}>Box office, doors, late seating and bags: plan your visit</Link>
      </p>
    </article>
  );
}
