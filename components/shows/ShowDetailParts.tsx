/**
 * The building blocks of the standard and poster-left show pages, in the order docs/product-rules.md#show-pages-three-layouts lists the
 * elements. Both layouts render the same parts; they differ only in where the poster sits.
 */
import type { CSSProperties } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Show } from '@/lib/content/types';
import { AccessibilityBadges } from './AccessibilityBadges';
import { GoodToKnow } from './GoodToKnow';
import { ProgrammeLink } from './ProgrammeLink';
import { headerColours } from '../../lib/rules/contrast';
import {
  PackagesNote,
  ShowFacts,
  SpecialEventBadge,
  SpecialEventDisclaimer,
  StatusBanner,
} from './ShowBits';
import { TicketActions, Timed } from './TicketActions';
import { isRun } from '@/lib/rules/performances';
import { NextPerformance, PerformanceList, RunActions } from './PerformanceList';
import { SponsorsBlock } from './SponsorsBlock';
import { VideoPlayer } from './VideoPlayer';
import { ShowPrice } from '@/components/prices/ShowPrice';
import styles from './layouts.module.css';

export interface LayoutProps {
  show: Show;
  /** The series name, for the special-event disclaimer. */
  seriesName: string;
  /** "Masters at {university}", the package promoted on shows with mastersAt. */
  mastersSeriesName: string;
}

export function PosterFigure({ show, className }: { show: Show; className?: string }) {
  return (
    <figure className={`${styles.posterFigure} ${className ?? ''}`}>
      <SiteImage
        className={styles.poster}
        src={show.poster}
        alt={show.posterAlt}
        width={show.posterSize.width}
        height={show.posterSize.height}
        priority
        sizes="(max-width: 700px) 90vw, 400px"
      />
      {show.posterInfo ? (
        <figcaption className={styles.posterInfo}>{show.posterInfo}</figcaption>
      ) : null}
    </figure>
  );
}

export function MastersPromo({
  show,
  mastersSeriesName,
}: {
  show: Show;
  mastersSeriesName: string;
}) {
  if (!show.mastersAt) return null;
  // The package is sold here too, so it goes with the other buttons once the show is over.
  return (
    <Timed
      show={show}
      upcoming={
        <aside className={styles.masters} aria-label={mastersSeriesName}>
          <p className={styles.mastersEyebrow}>Part of {mastersSeriesName}</p>
          <p>
            This performance belongs to {mastersSeriesName}, our package of master artists. Buy the
            package to see every performance in it at a reduced price.
          </p>
          {show.mastersAtTickets ? (
            <ExternalLink href={show.mastersAtTickets} className="button button--secondary">
              Purchase Package Tickets
              <span className="visually-hidden">: {mastersSeriesName}</span>
            </ExternalLink>
          ) : null}
        </aside>
      }
    />
  );
}

export function Photos({ show }: { show: Show }) {
  if (show.photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={`Photos of ${show.title}`}>
      {show.photos.map((photo) => (
        <li key={photo.src}>
          <figure className={styles.photo}>
            <SiteImage
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              sizes="(max-width: 700px) 100vw, 420px"
            />
            {photo.credit ? (
              <figcaption className={styles.credit}>Photo: {photo.credit}</figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Header band colours, only when they keep text readable (AA). */
export function bandStyle(show: Show): {
  band?: CSSProperties;
  title?: CSSProperties;
} {
  const colours = headerColours(show);
  if (!colours) return {};
  return {
    band: { background: colours.background, color: colours.info },
    title: { color: colours.title },
  };
}

/** Badge, logo, title lines and the when/where facts: the coloured header band. */
export function DetailHeader({ show }: { show: Show }) {
  const colours = bandStyle(show);
  return (
    <header
      className={`${styles.band} ${colours.band ? styles.bandCustom : ''}`}
      style={colours.band}
    >
      <SpecialEventBadge show={show} />
      {show.logoImage && show.logoImageSize ? (
        <SiteImage
          className={styles.logoImage}
          src={show.logoImage}
          sizes="360px"
          alt={show.logoImageAlt}
          width={show.logoImageSize.width}
          height={show.logoImageSize.height}
        />
      ) : null}
      <h1 className={styles.title} style={colours.title}>
        {show.title}
      </h1>
      <StatusBanner entry={show} />
      {show.subtitle ? <p className={styles.subtitle}>{show.subtitle}</p> : null}
      {show.subsubtitle ? <p className={styles.subsubtitle}>{show.subsubtitle}</p> : null}
      <ShowFacts
        show={show}
        withDoors
        withAddress
        when={
          isRun(show)
            ? {
                date: (
                  <NextPerformance
                    show={show}
                    render={(p) => p.dateFormatted}
                    over={show.dateFormatted}
                  />
                ),
                time: (
                  <NextPerformance
                    show={show}
                    render={(p) => p.timeFormatted}
                    over={show.timeFormatted}
                  />
                ),
              }
            : undefined
        }
      />
      <AccessibilityBadges
        services={isRun(show) ? show.accessibilityAtEvery : show.accessibility}
      />
    </header>
  );
}

export function Trailer({ show }: { show: Show }) {
  if (show.youtubeVideoId) {
    return (
      <section className={styles.section} aria-labelledby="trailer-heading">
        <h2 id="trailer-heading" className={styles.sectionHeading}>
          Trailer
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
    );
  }
  if (!show.trailer) return null;
  return (
    <p>
      <ExternalLink href={show.trailer}>Watch the trailer</ExternalLink>
    </p>
  );
}

export function TicketInfo({ show }: { show: Show }) {
  if (!show.ticketInfo) return null;
  return (
    <section className={styles.ticketInfo} aria-labelledby="ticket-info-heading">
      <h2 id="ticket-info-heading" className={styles.sectionHeading}>
        Ticket Information
      </h2>
      <SafeHtml html={show.ticketInfo} className={styles.rich} />
    </section>
  );
}

/** Everything after the header band, in the documented order (docs/product-rules.md#show-pages-three-layouts). */
export function DetailRest({ show, seriesName }: { show: Show; seriesName: string }) {
  return (
    <>
      <GoodToKnow facts={show} />
      <SpecialEventDisclaimer show={show} seriesName={seriesName} />
      <SafeHtml html={show.description} className={`${styles.rich} ${styles.description}`} />
      <TicketInfo show={show} />
      <ShowPrice show={show} detail />
      {isRun(show) ? (
        <>
          <PerformanceList show={show} />
          <RunActions
            show={show}
            className={styles.actions}
            extra={show.speakerSeries ? <PackagesNote show={show} /> : null}
          />
        </>
      ) : (
        <TicketActions
          show={show}
          detail
          className={styles.actions}
          extra={show.speakerSeries ? <PackagesNote show={show} /> : null}
        />
      )}
      {show.content ? <SafeHtml html={show.content} className={styles.rich} /> : null}
      {show.website ? (
        <p className={styles.website}>
          <ExternalLink href={show.website}>Visit the official website</ExternalLink>
        </p>
      ) : null}
      <Trailer show={show} />
      <ProgrammeLink show={show} />
      {show.program ? (
        <p>
          <ExternalLink href={show.program} className="button button--secondary">
            {show.festival ? 'View the Festival Film Program' : 'View the Program'}
          </ExternalLink>
        </p>
      ) : null}
      <SponsorsBlock show={show} />
    </>
  );
}
