/**
 * Tonight (/tonight/, docs/rules/visiting.md#tonight): the visitor's day at the venue. Every show
 * day from the build day on is in the HTML, so the page works offline once kept and without
 * JavaScript (it then shows the build's choice and says so); <DaySwitch> shows the visitor's day.
 */
import Link from 'next/link';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { AudioIntroduction } from '@/components/accessibility/AudioIntroduction';
import type { Venue } from '@/lib/content/types';
import type { TonightDay, TonightEvent } from '@/lib/concepts/tonight';
import { formatDateLong } from '@/lib/time/format';
import { routes } from '@/lib/site/routes';
import { DaySwitch } from './DaySwitch';
import styles from './tonight.module.css';

interface Props {
  days: readonly TonightDay[];
  venues: ReadonlyMap<string, Venue>;
  buildDay: string;
}

const KIND_WORDS: Record<TonightEvent['kind'], string> = {
  performance: 'Performance',
  screening: 'Screening',
  talk: 'Talk',
  education: 'Free event',
};

function EventBlock({ event }: { event: TonightEvent }) {
  return (
    <li className={styles.event}>
      <h3 className={styles.eventTitle}>
        <Link href={event.url}>{event.title}</Link>
      </h3>
      <p className={styles.kind}>
        {KIND_WORDS[event.kind]}
        {event.partOf ? ` at ${event.partOf}` : ''}
        {event.status ? <strong className={styles.status}> · {event.status}</strong> : null}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Starts</dt>
          <dd>{event.timeLabel}</dd>
        </div>
        {event.doors ? (
          <div>
            <dt>Doors</dt>
            <dd>{event.doors}</dd>
          </div>
        ) : null}
        {event.lateSeating ? (
          <div>
            <dt>Late seating</dt>
            <dd>{event.lateSeating}</dd>
          </div>
        ) : null}
        {event.note ? (
          <div>
            <dt>Note</dt>
            <dd>{event.note}</dd>
          </div>
        ) : null}
      </dl>
      {event.programUrl || event.sensoryGuideUrl ? (
        <ul className={styles.links}>
          {event.programUrl ? (
            <li>
              <Link href={event.programUrl}>
                Read the program<span className="visually-hidden">: {event.title}</span>
              </Link>
            </li>
          ) : null}
          {event.sensoryGuideUrl ? (
            <li>
              <Link href={event.sensoryGuideUrl}>
                Sensory guide<span className="visually-hidden">: {event.title}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <AudioIntroduction
        show={{
          // Unique per event: a show may play twice in a day.
          name: event.date.replace(/\D/g, ''),
          title: event.title,
          audioIntroduction: event.audioIntroduction,
        }}
        headingLevel={4}
      />
    </li>
  );
}

/** The way in at one venue: entrances, accessible entrance, parking, the visual story. */
function VenueBlock({ venue }: { venue: Venue }) {
  const hasStory = (venue.visualStory ?? []).length > 0;
  return (
    <section className={styles.venue} aria-label={`Getting in: ${venue.name}`}>
      <h3>
        Getting in: <Link href={routes.venue(venue.id)}>{venue.name}</Link>
      </h3>
      <p>
        {venue.streetAddress}, {venue.locality}
      </p>
      <dl className={styles.facts}>
        {venue.directions ? (
          <div>
            <dt>Entrance</dt>
            <dd>
              <SafeHtml html={venue.directions} />
            </dd>
          </div>
        ) : null}
        {venue.accessibleEntrances ? (
          <div>
            <dt>Accessible entrance</dt>
            <dd>
              <SafeHtml html={venue.accessibleEntrances} />
            </dd>
          </div>
        ) : null}
        {venue.parking || venue.parkingNote ? (
          <div>
            <dt>Parking</dt>
            <dd>
              {venue.parking ? <SafeHtml html={venue.parking} /> : <p>{venue.parkingNote}</p>}
            </dd>
          </div>
        ) : null}
      </dl>
      {hasStory ? (
        <p>
          <Link href={routes.visualStory(venue.id)}>
            The way in, step by step, with photos
            <span className="visually-hidden">: {venue.name}</span>
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function DayContent({ day, venues }: { day: TonightDay; venues: Props['venues'] }) {
  const venueIds = [...new Set(day.events.map((event) => event.venueId))];
  return (
    <>
      <ol className={styles.events}>
        {day.events.map((event) => (
          <EventBlock key={`${event.date} ${event.url}`} event={event} />
        ))}
      </ol>
      {venueIds.map((id) => {
        const venue = venues.get(id);
        return venue ? <VenueBlock key={id} venue={venue} /> : null;
      })}
    </>
  );
}

export function TonightPage({ days, venues, buildDay }: Props) {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Tonight</h1>
        <p className="lead">
          Your day at the venue: start and door times, late seating, the way in, the program and the
          sensory guide.
        </p>
        <noscript>
          <p className={styles.noScript}>
            This page shows the next show day from {formatDateLong(buildDay)}, when the site was
            last published. With JavaScript on, it shows your own day.
          </p>
        </noscript>
      </header>
      <DaySwitch
        mode="next"
        buildDay={buildDay}
        items={days.map((day) => ({
          day: day.day,
          dayLabel: day.dayLabel,
          content: <DayContent day={day} venues={venues} />,
        }))}
        none={
          <>
            <h2>No more show days this season</h2>
            <p>
              Nothing else is on the calendar yet. <Link href={routes.home()}>See the season</Link>{' '}
              or <Link href={routes.seasons()}>past seasons</Link>.
            </p>
          </>
        }
      />
    </div>
  );
}
