/**
 * The ticket area of a show on cards and pages (docs/rules/shows.md#show-status and
 * #tickets-and-buttons): what it says before the public sale, while selling, and once the show is
 * over, each rendered here and chosen by the visitor's clock in <PhaseSwitch>.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ShowAddToCalendar } from '@/components/seo/AddToCalendar';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { getSite } from '@/lib/content';
import { routes } from '@/lib/site/routes';
import { offersCalendar, phaseOverAt, sellsTickets, ticketPhase } from '@/lib/concepts/shows';
import type { Show } from '@/lib/content/types';
import { seasonYears } from '@/lib/concepts/seasons';
import { OnSaleReminder } from '@/components/tickets/OnSaleReminder';
import { PhaseSwitch, type PhaseSwitchProps } from './PhaseSwitch';
import { PurchaseButton } from './PurchaseButton';
import styles from './tickets.module.css';

type Timed = Pick<Show, 'day' | 'endDate' | 'onSaleInstant'>;

/** <PhaseSwitch> with the build's phase; the visitor's clock applies the visitor's before the first paint. */
export function Timed({
  show,
  timeZone = getSite().timeZone,
  now = new Date(),
  ...blocks
}: Omit<PhaseSwitchProps, 'timing' | 'timeZone' | 'buildPhase' | 'overAt'> & {
  show: Timed;
  /** The venue's; the site's by default. */
  timeZone?: string;
  /** The build's clock; tests pass a fixed one. */
  now?: Date;
}) {
  const timing = { day: show.day, endDate: show.endDate, onSaleInstant: show.onSaleInstant };
  return (
    <PhaseSwitch
      timing={timing}
      timeZone={timeZone}
      buildPhase={ticketPhase(timing, now, timeZone)}
      overAt={phaseOverAt(timing, timeZone)}
      {...blocks}
    />
  );
}

/** "On sale {date, time}": in the place of the ticket button, and not a link. */
export function OnSaleNotice({
  show,
  context,
  reminder,
}: {
  show: Pick<Show, 'onSaleFormatted' | 'presaleTickets'>;
  context?: string;
  /** "Remind me when tickets go on sale" (show pages): beside the date, before the sale only. */
  reminder?: ReactNode;
}) {
  if (!show.onSaleFormatted) return null;
  return (
    <>
      <p className={styles.onSale}>
        On sale {show.onSaleFormatted}
        {context ? <span className="visually-hidden">: {context}</span> : null}
      </p>
      {reminder}
      {show.presaleTickets ? (
        <ExternalLink href={show.presaleTickets} className="button button--secondary">
          Member presale
          {context ? <span className="visually-hidden">: {context}</span> : null}
        </ExternalLink>
      ) : null}
    </>
  );
}

/** A sold-out show sells nothing, but the box office may have returned tickets. */
export function SoldOutNote() {
  return (
    <p className={styles.soldOutNote}>
      Returned tickets are sometimes available:{' '}
      <Link href={routes.contact()}>ask the box office</Link>.
    </p>
  );
}

/**
 * A past show's page says when it took place and where the other past shows are: its season's
 * page, which lists them whatever the season (the home page holds only the current season's).
 */
export function PastShowNote({
  show,
}: {
  show: Pick<Show, 'dateFormatted' | 'timeFormatted' | 'day' | 'endDate' | 'season'>;
}) {
  // A festival's dates are a range; the start time of its first day would read as the only one.
  const when =
    show.endDate && show.endDate !== show.day
      ? show.dateFormatted
      : `${show.dateFormatted} at ${show.timeFormatted}`;
  return (
    <p className={styles.pastNote}>
      This show took place on {when}.{' '}
      <Link href={routes.season(show.season)}>
        See the past shows of the {seasonYears(show.season)} season
      </Link>
    </p>
  );
}

interface TicketActionsProps {
  show: Show;
  timeZone?: string;
  /** Class of the row the buttons sit in. */
  className?: string;
  /** Read after each button's text on cards, where several shows share a page. */
  context?: string;
  /** Show pages: Add to calendar, and the "took place" note once the show is over. */
  detail?: boolean;
  /** More blocks that sell (a series package) and so go when the show is over. */
  extra?: ReactNode;
  now?: Date;
}

/**
 * The ticket area: Purchase Tickets while selling, "On sale …" before the public sale, the box
 * office for returns when sold out, nothing to buy when cancelled or postponed; on show pages Add
 * to calendar unless the date no longer holds; and when the show is over, on a card nothing and on
 * its page only when it took place.
 */
export function TicketActions({
  show,
  timeZone,
  className,
  context,
  detail = false,
  extra,
  now,
}: TicketActionsProps) {
  const calendar = detail && offersCalendar(show.status) ? <ShowAddToCalendar show={show} /> : null;
  const row = (tickets: ReactNode) =>
    tickets || calendar ? (
      <div className={className ?? styles.row}>
        {tickets}
        {calendar}
      </div>
    ) : null;
  const selling = sellsTickets(show.status);
  const soldOut = show.status === 'soldOut' ? <SoldOutNote /> : null;
  const onSale = selling ? <PurchaseButton show={show} context={context} /> : soldOut;
  const reminder = detail ? (
    <OnSaleReminder show={show} timeZone={timeZone ?? getSite().timeZone} />
  ) : null;
  const beforeSale = selling ? (
    <OnSaleNotice show={show} context={context} reminder={reminder} />
  ) : (
    soldOut
  );
  return (
    <Timed
      show={show}
      timeZone={timeZone}
      now={now}
      onSale={row(onSale)}
      beforeSale={show.onSaleInstant ? row(beforeSale) : null}
      upcoming={extra}
      over={detail ? <PastShowNote show={show} /> : null}
    />
  );
}
