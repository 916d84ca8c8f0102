import Link from 'next/link';
import { ShowPrice } from '@/components/prices/ShowPrice';
import type { ReactNode } from 'react';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { PosterFigure } from '@/components/show-info/PosterFigure';
import type { Show } from '@/lib/content/types';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import { RunTimeLine } from '@/components/show-info/GoodToKnow';
import { ShowFacts } from '@/components/show-info/ShowFacts';
import { SpecialEventBadge } from '@/components/show-info/SpecialEvent';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import { PackagesNote } from '@/components/tickets/PackagesNote';
import { TicketActions } from '@/components/tickets/TicketActions';
import { badgeServices, isRun, isCalledOff } from '@/lib/concepts/shows';
import { RunSummary, RunTicketsLink } from '@/components/performances/PerformanceList';
import styles from './cards.module.css';

export interface CardProps {
  show: Show;
  /** The first poster on the page loads eagerly. */
  priority?: boolean;
  /** The title becomes a link to the show page (the home-list card). */
  titleAsLink?: boolean;
  /** Extra blocks under the description (the home card's film strip and image). */
  children?: ReactNode;
}

/**
 * The show preview card (docs/rules/shows.md#show-preview-card): everything a visitor needs to
 * decide, with More Info and tickets. A cancelled or postponed show says so under its name and
 * offers nothing to buy or to book: no price, no run time, no access badges, no package, no ticket
 * button (docs/rules/shows.md#show-status).
 */
export function PreviewCard({ show, priority = false, titleAsLink = false, children }: CardProps) {
  const headingId = `card-${show.name}`;
  const run = isRun(show);
  const calledOff = isCalledOff(show.status);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <PosterFigure
        show={show}
        classNames={{
          figure: styles.posterColumn,
          image: styles.poster,
          caption: styles.posterInfo,
        }}
        sizes="(max-width: 640px) 60vw, 260px"
        priority={priority}
      />
      <div className={styles.body}>
        <SpecialEventBadge show={show} />
        <h3 id={headingId} className={styles.title}>
          {titleAsLink ? (
            <Link href={show.url} className={styles.titleLink}>
              {show.title}
            </Link>
          ) : (
            show.title
          )}
        </h3>
        <StatusBanner entry={show} />
        {show.subtitle ? <p className={styles.subtitle}>{show.subtitle}</p> : null}
        <ShowFacts show={show} className={styles.facts} />
        {run && !calledOff ? <RunSummary show={show} /> : null}
        {calledOff ? null : (
          <>
            <ShowPrice show={show} />
            <RunTimeLine facts={show} className={styles.runTime} />
            <AccessibilityBadges services={badgeServices(show)} className={styles.badges} />
          </>
        )}
        <SafeHtml html={show.description} className={styles.description} />
        {children}
        {calledOff ? null : <PackagesNote show={show} />}
        <div className={styles.actions}>
          <Link href={show.url} className="button button--secondary">
            More Info<span className="visually-hidden">: {show.title}</span>
          </Link>
          {calledOff ? null : run ? (
            <RunTicketsLink show={show} />
          ) : (
            <TicketActions show={show} context={show.title} />
          )}
        </div>
      </div>
    </article>
  );
}
