import { EducationAddToCalendar } from '@/components/seo/AddToCalendar';
import { FeedLinks } from '@/components/seo/CalendarFeeds';
import { feedFor } from '@/lib/outputs/calendar';
import { RelatedEvents } from '@/components/show-page/RelatedEvents';
import { educationEventAnchor, routes } from '@/lib/site/routes';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import { SearchTags } from '@/components/search/SearchTags';
import Link from 'next/link';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { educationSearchTags } from '@/lib/outputs/search';
import { offersCalendar, servicesAt } from '@/lib/concepts/shows';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Education, EducationEvent } from '@/lib/content/types';
import { PriceLine } from '@/components/prices/ShowPrice';
import { EDUCATION_PRICE, priceInWords } from '@/lib/concepts/prices';
import { EducationSave } from '@/components/picks/ShowSave';
import styles from './EducationPage.module.css';

function EventEntry({ event }: { event: EducationEvent }) {
  const headingId = educationEventAnchor(event.date, event.time);
  return (
    <article
      className={event.highlighted ? `${styles.event} ${styles.highlighted}` : styles.event}
      aria-labelledby={headingId}
    >
      <div>
        {event.highlighted ? <p className={styles.featured}>Featured event</p> : null}
        <h3 id={headingId} className={styles.eventName}>
          {event.name}
        </h3>
        <StatusBanner entry={event} />
        {event.subtitle ? <p className={styles.subtitle}>{event.subtitle}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={event.date}>{event.dateFormatted}</time>
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{event.timeFormatted}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>
              <Link href={routes.venue(event.venue.id)} prefetch={false}>
                {event.location}
              </Link>
              {event.room ? `, ${event.room}` : null}
            </dd>
          </div>
        </dl>
        <PriceLine label={priceInWords(EDUCATION_PRICE)} heading="Admission" />
        {/* None once the event is cancelled or postponed (docs/rules/shows.md#show-status). */}
        <AccessibilityBadges services={servicesAt(event)} />
        <SafeHtml html={event.description} className={styles.description} />
        {event.extraInfo ? <p className={styles.extra}>{event.extraInfo}</p> : null}
        {offersCalendar(event.status) ? <EducationAddToCalendar event={event} /> : null}
        <EducationSave event={event} />
        <RelatedEvents event={event} />
      </div>
      {event.image ? <SiteImage image={event.image} className={styles.image} /> : null}
    </article>
  );
}

export function EducationPage({ education }: { education: Education }) {
  const { professor } = education;
  return (
    <div className="container page" data-pagefind-body="">
      <SearchTags tags={educationSearchTags(education.events)} detail={education.programName} />
      <header className="page-header">
        <p className="eyebrow">
          {education.programName} {education.season}
        </p>
        <h1>Education &amp; Enrichment</h1>
      </header>
      <p className={styles.banner}>All Events Are FREE And Open To The Public</p>
      <div className={styles.introGrid}>
        <SafeHtml html={education.intro} className={`prose ${styles.intro}`} />
        <section className={styles.professor} aria-labelledby="professor-heading">
          <p className={styles.professorLabel}>Meet the professor</p>
          <h2 id="professor-heading" className={styles.professorName}>
            {professor.name}
          </h2>
          <p className={styles.professorTitle}>{professor.title}</p>
          <SafeHtml html={professor.bio} />
        </section>
      </div>
      <section aria-labelledby="events-heading">
        <h2 id="events-heading">{education.season} events</h2>
        <FeedLinks feed={feedFor({ kind: 'education' })} label="Subscribe to all events" />
        <div className={styles.events}>
          {education.events.map((event) => (
            <EventEntry key={`${event.date}-${event.name}`} event={event} />
          ))}
        </div>
      </section>
    </div>
  );
}
