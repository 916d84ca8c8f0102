import { ShowPoster } from '@/components/show-info/ShowPoster';
import { MySchedule } from '@/components/picks/MySchedule';
import { SensoryGuide } from '@/components/sensory/SensoryGuide';
import { ShowPrice } from '@/components/prices/ShowPrice';
import { picksArea } from '@/components/picks/area';
import { ShowSave } from '@/components/picks/ShowSave';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { SiteImage } from '@/components/ui/SiteImage';
import { withBasePath } from '@/lib/site/paths';
import type { Show } from '@/lib/content/types';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import { AccessRequests } from '@/components/accessibility/AccessRequests';
import { badgeServices } from '@/lib/concepts/shows';
import { FilmList } from '@/components/films/FilmList';
import { GoodToKnow } from '@/components/show-info/GoodToKnow';
import { FilmSchedule } from '@/components/films/FilmSchedule';
import { FeedLinks } from '@/components/seo/CalendarFeeds';
import { feedFor } from '@/lib/outputs/calendar';
import { ShowFacts } from '@/components/show-info/ShowFacts';
import { SpecialEventBadge } from '@/components/show-info/SpecialEvent';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import { bandStyle } from './HeaderBand';
import { TicketInfo } from './ShowPageBody';
import { TrailerSection } from './TrailerSection';
import { SponsorsBlock } from '@/components/sponsors/SponsorsBlock';
import { TicketActions } from '@/components/tickets/TicketActions';
import styles from './layouts.module.css';

/** Layout 2, the festival page: the festival's details and films, with the schedule beside them. */
export function FestivalLayout({ show }: { show: Show }) {
  const colours = bandStyle(show);
  return (
    <article className={styles.festival} data-template="festival">
      <div className={styles.festivalMain}>
        <header
          className={`${styles.band} ${styles.festivalBand} ${colours.band ? styles.bandCustom : ''}`}
          style={colours.band}
        >
          <ShowPoster className={styles.festivalPoster} show={show} priority sizes="180px" />
          <div>
            <SpecialEventBadge show={show} />
            <h1 className={styles.title} style={colours.title}>
              {show.title}
            </h1>
            <StatusBanner entry={show} />
            {show.subtitle ? <p className={styles.subtitle}>{show.subtitle}</p> : null}
            <ShowFacts show={show} withDoors withAddress />
            <AccessibilityBadges services={badgeServices(show)} />
            <ShowSave show={show} />
          </div>
        </header>
        <GoodToKnow facts={show} />
        <SensoryGuide guide={show.sensoryGuide} />
        {show.download && show.downloadLabel ? (
          <p>
            <ExternalLink href={withBasePath(show.download)} className="button button--secondary">
              {show.downloadLabel}
            </ExternalLink>
          </p>
        ) : null}
        <TicketInfo show={show} />
        <AccessRequests show={show} />
        <div className={styles.festivalDescription}>
          <SafeHtml html={show.description} className={`${styles.rich} ${styles.description}`} />
          {show.descriptionImage ? (
            <SiteImage
              className={styles.descriptionImage}
              image={show.descriptionImage}
              sizes="(max-width: 1000px) 100vw, 800px"
            />
          ) : null}
        </div>
        <ShowPrice show={show} detail />
        <TicketActions show={show} detail className={styles.actions} />
        {show.content ? <SafeHtml html={show.content} className={styles.rich} /> : null}
        {show.films.length > 0 ? (
          <section className={styles.section} aria-labelledby="films-heading">
            <h2 id="films-heading" className={styles.sectionHeading}>
              The Films
            </h2>
            <FilmList films={show.films} status={show.status} />
          </section>
        ) : null}
        <TrailerSection show={show} heading="Festival Trailer" />
        <SponsorsBlock show={show} />
      </div>
      {show.schedule.length > 0 ? (
        <aside
          {...picksArea}
          className={styles.festivalAside}
          aria-labelledby="film-schedule-heading"
        >
          <FilmSchedule days={show.schedule} festival={show} />
          <MySchedule show={show} />
          <FeedLinks
            feed={feedFor({ kind: 'festival' })}
            label="Subscribe to the festival calendar"
          />
        </aside>
      ) : null}
    </article>
  );
}
