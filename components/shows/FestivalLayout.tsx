import { MySchedule } from '@/components/planner/MySchedule';
import { plannerArea } from '@/components/planner/area';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { SiteImage } from '@/components/ui/SiteImage';
import { withBasePath } from '@/lib/site/paths';
import type { Show } from '@/lib/content/types';
import { AccessibilityBadges } from './AccessibilityBadges';
import { FilmList } from './FilmList';
import { GoodToKnow } from './GoodToKnow';
import { FilmSchedule } from './FilmSchedule';
import { FeedLinks } from '@/components/seo/CalendarFeeds';
import { feedFor } from '@/lib/outputs/calendar/current-feeds';
import { ShowFacts, SpecialEventBadge, StatusBanner } from './ShowBits';
import { bandStyle, TicketInfo } from './ShowDetailParts';
import { SponsorsBlock } from './SponsorsBlock';
import { TicketActions } from './TicketActions';
import { VideoPlayer } from './VideoPlayer';
import { ShowPrice } from '@/components/prices/ShowPrice';
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
          <SiteImage
            className={styles.festivalPoster}
            src={show.poster}
            alt={show.posterAlt}
            width={show.posterSize.width}
            height={show.posterSize.height}
            priority
            sizes="180px"
          />
          <div>
            <SpecialEventBadge show={show} />
            <h1 className={styles.title} style={colours.title}>
              {show.title}
            </h1>
            <StatusBanner entry={show} />
            {show.subtitle ? <p className={styles.subtitle}>{show.subtitle}</p> : null}
            <ShowFacts show={show} withDoors withAddress />
            <AccessibilityBadges services={show.accessibility} />
          </div>
        </header>
        <GoodToKnow facts={show} />
        {show.download && show.downloadLabel ? (
          <p>
            <ExternalLink href={withBasePath(show.download)} className="button button--secondary">
              {show.downloadLabel}
            </ExternalLink>
          </p>
        ) : null}
        <TicketInfo show={show} />
        <div className={styles.festivalDescription}>
          <SafeHtml html={show.description} className={`${styles.rich} ${styles.description}`} />
          {show.descriptionImageUrl && show.descriptionImageSize ? (
            <SiteImage
              className={styles.descriptionImage}
              src={show.descriptionImageUrl}
              sizes="(max-width: 1000px) 100vw, 800px"
              alt={show.descriptionImageAlt}
              width={show.descriptionImageSize.width}
              height={show.descriptionImageSize.height}
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
            <FilmList films={show.films} />
          </section>
        ) : null}
        {show.youtubeVideoId ? (
          <section className={styles.section} aria-labelledby="festival-video-heading">
            <h2 id="festival-video-heading" className={styles.sectionHeading}>
              Festival Trailer
            </h2>
            <VideoPlayer
              videoId={show.youtubeVideoId}
              title={show.title}
              thumbnail={
                show.trailerThumbnail && show.trailerThumbnailSize
                  ? { src: show.trailerThumbnail, ...show.trailerThumbnailSize }
                  : undefined
              }
            />
          </section>
        ) : null}
        <SponsorsBlock show={show} />
      </div>
      {show.schedule.length > 0 ? (
        <aside
          {...plannerArea}
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
