/**
 * A run's performances (docs/rules/shows.md#performances): the list on the show page, each
 * performance with its day, date, time, status, access badges, note and its own ticket action;
 * the headline date that follows the first upcoming performance; and the card's summary of the
 * run. Every choice that depends on the day is in the HTML for each phase and picked by the
 * visitor's clock (<Timed>), so a page built yesterday is right today, and without JavaScript the
 * build's day holds.
 */
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { PerformanceGoogleCalendarLink } from '@/components/seo/AddToCalendar';
import type { Performance, Show } from '@/lib/content/types';
import { serviceInfo } from '@/lib/concepts/venues';
import {
  performancesWith,
  servicesAt,
  serviceTime,
  isCalledOff,
  offersCalendar,
  ownPricesOnOffer,
  priceOnOffer,
  sellsTickets,
  statusNames,
} from '@/lib/concepts/shows';
import { PriceLine } from '@/components/prices/ShowPrice';
import { countOf } from '@/lib/site/words';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import { getSite } from '@/lib/content';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import { PurchaseButton } from '@/components/tickets/PurchaseButton';
import { OnSaleNotice, PastShowNote, Timed } from '@/components/tickets/TicketActions';
import { OnSaleReminder } from '@/components/tickets/OnSaleReminder';
import { PerformanceSave } from '@/components/picks/ShowSave';
import styles from './PerformanceList.module.css';

export const PERFORMANCES_ID = 'performances';

const SMALL_BUTTON = 'button button--secondary button--small';

/** "The Salt Marsh Letters, Sat, Jan 16, 7:30 pm": what each button is read as. */
function performanceLabel(show: Pick<Show, 'title'>, performance: Performance): string {
  return `${show.title}, ${performance.dateFormattedShort}, ${performance.timeFormatted}`;
}

/**
 * One performance's ticket action: Purchase Tickets while it sells, "On sale …" before its
 * public sale, nothing to buy when sold out or called off (its status says so in words), and
 * once its day is over only that it took place: a past performance sells nothing.
 */
function PerformanceTickets({
  show,
  performance,
  withCalendar,
}: {
  show: Show;
  performance: Performance;
  withCalendar: boolean;
}) {
  const context = performanceLabel(show, performance);
  const selling = sellsTickets(performance.status);
  const calendar =
    withCalendar && offersCalendar(performance.status) ? (
      <PerformanceGoogleCalendarLink
        show={show}
        performance={performance}
        className={SMALL_BUTTON}
        label={context}
      />
    ) : null;
  const row = (tickets: ReactNode) =>
    tickets || calendar ? (
      <div className={styles.actions}>
        {tickets}
        {calendar}
      </div>
    ) : null;
  return (
    <Timed
      show={performance}
      onSale={row(selling ? <PurchaseButton show={performance} context={context} /> : null)}
      beforeSale={
        performance.onSaleInstant
          ? row(
              selling ? (
                <OnSaleNotice
                  show={performance}
                  context={context}
                  reminder={
                    <OnSaleReminder show={show} timeZone={getSite().timeZone} context={context} />
                  }
                />
              ) : null,
            )
          : null
      }
      // A called-off performance did not take place: its status says what happened.
      over={
        isCalledOff(performance.status) ? null : (
          <p className={styles.over}>This performance has taken place.</p>
        )
      }
    />
  );
}

/** A performance's own price line; none once it is called off (nothing is sold). */
function PerformancePrice({ performance }: { performance: Performance }) {
  const price = priceOnOffer(performance);
  return price ? <PriceLine label={price} /> : null;
}

/**
 * The show page's list of performances: an ordered list, one performance a line. The editor's
 * preview leaves out the calendar links, which need the site's configuration.
 */
export function PerformanceList({ show, calendar = true }: { show: Show; calendar?: boolean }) {
  // Each performance that takes place says its price when they differ; else the show's price
  // says it once. A called-off performance says its status, never a price.
  const ownPrices = ownPricesOnOffer(show.performances);
  return (
    <section id={PERFORMANCES_ID} className={styles.section} aria-labelledby="performances-heading">
      <h2 id="performances-heading" className={styles.heading}>
        Performances
      </h2>
      <ol className={styles.list}>
        {show.performances.map((performance) => (
          <li
            key={performance.id}
            id={`performance-${performance.id}`}
            className={styles.item}
            data-performance={performance.date}
          >
            <p className={styles.when}>
              <time dateTime={performance.date}>
                {performance.dateFormatted}, {performance.timeFormatted}
              </time>
            </p>
            <StatusBanner entry={performance} />
            {/* A called-off performance offers no service, nor a touch tour before it. */}
            <AccessibilityBadges services={servicesAt(performance)} />
            {performance.touchTourTime && servicesAt(performance).includes('touch-tour') ? (
              <p className={styles.note}>
                Touch tour at {performance.touchTourTime}, before the performance
              </p>
            ) : null}
            {performance.note ? <p className={styles.note}>{performance.note}</p> : null}
            {ownPrices ? <PerformancePrice performance={performance} /> : null}
            <PerformanceTickets show={show} performance={performance} withCalendar={calendar} />
            <PerformanceSave
              show={show}
              performance={performance}
              label={performanceLabel(show, performance)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The performance first upcoming on the visitor's day, rendered by `render`; `over` once the run
 * is over. Performance i is first upcoming from the day after the previous performance's day to
 * its own day; a later performance on the same day as an earlier one never is.
 */
export function NextPerformance({
  show,
  render,
  over,
}: {
  show: Pick<Show, 'performances'>;
  render: (performance: Performance) => ReactNode;
  over: ReactNode;
}) {
  const blocks: ReactNode[] = [];
  let previous: Performance | undefined;
  for (const performance of show.performances) {
    if (previous?.day === performance.day) continue;
    const own = <Timed show={{ day: performance.day }} upcoming={render(performance)} />;
    blocks.push(
      previous ? (
        <Timed key={performance.id} show={{ day: previous.day }} over={own} />
      ) : (
        <Fragment key={performance.id}>{own}</Fragment>
      ),
    );
    previous = performance;
  }
  if (previous) blocks.push(<Timed key="over" show={{ day: previous.day }} over={over} />);
  return <>{blocks}</>;
}

/**
 * A run's ticket area on its page: the calendar file of every performance while the run is on,
 * the "took place" note once it is over. Tickets are sold per performance, in the list.
 */
export function RunActions({
  show,
  className,
  extra,
}: {
  show: Show;
  className?: string;
  extra?: ReactNode;
}) {
  const calendar = offersCalendar(show.status) ? (
    <p className="button-row">
      <a className={SMALL_BUTTON} href={withBasePath(routes.calendar.show(show.name))} download>
        Add all performances to calendar (.ics)
        <span className="visually-hidden"> for {show.title}</span>
      </a>
    </p>
  ) : null;
  return (
    <Timed
      show={show}
      upcoming={
        calendar || extra ? (
          <div className={className}>
            {calendar}
            {extra}
          </div>
        ) : null
      }
      over={<PastShowNote show={show} />}
    />
  );
}

/**
 * The card's lines about a run: its days, the next performance, and which performances offer a
 * service that not every performance offers; and instead of one ticket button, the way to the
 * list of performances.
 */
export function RunSummary({ show }: { show: Show }) {
  // A cancelled or postponed performance is not counted, nor offered as the next one, nor as
  // offering a service; it is named with its status (docs/rules/shows.md#show-status).
  const held = show.performances.filter((p) => !isCalledOff(p.status));
  const calledOff = show.performances.filter((p) => isCalledOff(p.status));
  const partial = show.accessibility.filter(
    (id) => !show.accessibilityAtEvery.includes(id) && performancesWith(held, id).length > 0,
  );
  return (
    <div className={styles.summary}>
      {show.runDays ? (
        <p className={styles.days}>
          {countOf(held.length, 'performance')}: {show.runDays}
        </p>
      ) : null}
      {calledOff.map((p) => (
        <p key={p.id} className={styles.next}>
          <strong>{statusNames[p.status]}:</strong> {p.dateFormattedShort}, {p.timeFormatted}
        </p>
      ))}
      <NextPerformance
        show={{ performances: held }}
        render={(performance) => (
          <p className={styles.next}>
            Next performance: {performance.dateFormattedShort}, {performance.timeFormatted}
          </p>
        )}
        over={null}
      />
      {partial.length > 0 ? (
        <ul className={styles.services} aria-label="Services at some performances">
          {partial.map((id) => (
            <li key={id}>
              {serviceInfo(id).label}:{' '}
              {performancesWith(held, id)
                .map((p) => `${p.dateFormattedShort}, ${serviceTime(p, id)}`)
                .join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** On a card: the way to the run's performances, each sold on its own (while the run is on). */
export function RunTicketsLink({ show }: { show: Show }) {
  return (
    <Timed
      show={show}
      upcoming={
        <Link href={`${show.url}#${PERFORMANCES_ID}`} className="button button--primary">
          Tickets by performance<span className="visually-hidden">: {show.title}</span>
        </Link>
      }
    />
  );
}
