/**
 * Everything below the header band of a standard or poster-left show page, in the order
 * docs/rules/shows.md#show-pages-three-layouts lists the elements; the two layouts differ only in
 * where the poster sits.
 */
import { AccessRequests } from '@/components/accessibility/AccessRequests';
import { AudioIntroduction } from '@/components/accessibility/AudioIntroduction';
import { ShowPrice } from '@/components/prices/ShowPrice';
import { PerformanceList, RunActions } from '@/components/performances/PerformanceList';
import { ProgramLink } from '@/components/program/ProgramLink';
import { GoodToKnow } from '@/components/show-info/GoodToKnow';
import { SensoryGuide } from '@/components/sensory/SensoryGuide';
import { SpecialEventDisclaimer } from '@/components/show-info/SpecialEvent';
import { SponsorsBlock } from '@/components/sponsors/SponsorsBlock';
import { PackagesNote } from '@/components/tickets/PackagesNote';
import { TicketActions } from '@/components/tickets/TicketActions';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeHtml } from '@/components/ui/SafeHtml';
import type { Show } from '@/lib/content/types';
import { isRun, showOnOffer } from '@/lib/concepts/shows';
import { TrailerSection } from './TrailerSection';
import styles from './layouts.module.css';

/**
 * The show's ticket information, on every layout (the festival page's too); none once the show
 * offers nothing to buy (showOnOffer): a called-off show's page says its status instead.
 */
export function TicketInfo({ show }: { show: Show }) {
  if (!show.ticketInfo || !showOnOffer(show)) return null;
  return (
    <section className={styles.ticketInfo} aria-labelledby="ticket-info-heading">
      <h2 id="ticket-info-heading" className={styles.sectionHeading}>
        Ticket Information
      </h2>
      <SafeHtml html={show.ticketInfo} className={styles.rich} />
    </section>
  );
}

/** Everything after the header band of a standard or poster-left show page, in the documented order (docs/rules/shows.md#show-pages-three-layouts). */
export function ShowPageBody({ show, seriesName }: { show: Show; seriesName: string }) {
  return (
    <>
      <GoodToKnow facts={show} />
      <SensoryGuide guide={show.sensoryGuide} />
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
      <AccessRequests show={show} />
      <AudioIntroduction show={show} />
      {show.content ? (
        <SafeHtml html={show.content} className={`${styles.rich} ${styles.content}`} />
      ) : null}
      {show.website ? (
        <p className={styles.website}>
          <ExternalLink href={show.website}>Visit the official website</ExternalLink>
        </p>
      ) : null}
      <TrailerSection show={show} />
      <ProgramLink show={show} />
      {/* A show's `program` link (docs/rules/content.md#content-fields) is the printed program (a PDF, most often), kept apart by name
          from the site's own program page above ("Read the program"). */}
      {show.program ? (
        <p>
          <ExternalLink href={show.program} className="button button--secondary">
            {show.festival ? 'View the printed festival film program' : 'View the printed program'}
            {/\.pdf(?:$|[?#])/i.test(show.program) ? ' (PDF)' : null}
          </ExternalLink>
        </p>
      ) : null}
      <SponsorsBlock show={show} />
    </>
  );
}
