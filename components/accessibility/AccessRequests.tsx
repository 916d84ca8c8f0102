/**
 * "Request by {weekday, date}" for each performance's services that need notice
 * (docs/rules/visiting.md#request-by), with a prepared e-mail and the box office's phone; after
 * the date, "call instead". A festival's page asks for each screening of its schedule instead,
 * since the festival is one performance across its days. Both texts are in the HTML: the build's
 * day picks the one shown, and the wrapper's data-request-by day lets the visitor's clock pick
 * again by the visitor's day before the first paint (lib/site/visitor-clock/apply.ts; the
 * attributes are in lib/concepts/venues/rules/request-by.ts). A performance or screening that is
 * over drops out by the visitor's day too (<Timed>).
 */
import { telHref } from '@/components/chrome/contact-links';
import { Timed } from '@/components/tickets/TicketActions';
import { getSite } from '@/lib/content';
import type { Show } from '@/lib/content/types';
import {
  serviceInfo,
  isPastRequestBy,
  leadDaysFor,
  needsNotice,
  REQUEST_BY_ATTRIBUTE,
  REQUEST_BY_VARIANT_ATTRIBUTE,
  requestByDay,
  requestMailto,
  type NoticeService,
  type RequestByVariant,
} from '@/lib/concepts/venues';
import { badgeServices, offersCalendar, serviceTime } from '@/lib/concepts/shows';
import { formatDateLong, formatDateShort } from '@/lib/time/format';
import { venueDay } from '@/lib/time/venue-clock';
import styles from './AccessRequests.module.css';

/** One service that needs notice, for one performance or one festival screening. */
export interface AccessRequest {
  key: string;
  service: NoticeService;
  /** The venue day it takes place (YYYY-MM-DD). */
  day: string;
  requestBy: string;
  /** After the service's name in the list: "Thursday, March 18, 2027, 6:00 pm". */
  occasion: string;
  /** After the service's name in the e-mail link's hidden words: "Mar 18". */
  occasionShort: string;
  /** What the prepared e-mail names. */
  mail: { showTitle: string; date: string; time: string };
}

type RequestShow = Pick<
  Show,
  | 'title'
  | 'status'
  | 'performances'
  | 'venue'
  | 'festival'
  | 'schedule'
  | 'accessibility'
  | 'accessibilityAtEvery'
>;

/** Every service needing notice of every performance that takes place, in date order. */
function performanceRequests(show: RequestShow): AccessRequest[] {
  return show.performances
    .filter((performance) => offersCalendar(performance.status))
    .flatMap((performance) =>
      performance.accessibility.filter(needsNotice).map((service) => ({
        key: `${performance.id}-${service}`,
        service,
        day: performance.day,
        requestBy: requestByDay(performance.day, leadDaysFor(service, show.venue.accessRequests)),
        occasion: `${performance.dateFormatted}, ${serviceTime(performance, service)}`,
        occasionShort: performance.dateFormattedShort,
        mail: {
          showTitle: show.title,
          date: performance.dateFormatted,
          time: performance.timeFormatted,
        },
      })),
    );
}

/**
 * A festival's services are the whole festival's (docs/rules/visiting.md): each one that needs
 * notice is asked for screening by screening, in the schedule's order, each by its own day.
 */
function screeningRequests(show: RequestShow): AccessRequest[] {
  const services = badgeServices(show).filter(needsNotice);
  return show.schedule.flatMap(({ day, slots }) => {
    const date = formatDateLong(day);
    return slots.flatMap(({ time, timeLabel, films }) =>
      films.flatMap((film) =>
        services.map((service) => ({
          key: `${day}-${time}-${film.name}-${service}`,
          service,
          day,
          requestBy: requestByDay(day, leadDaysFor(service, show.venue.accessRequests)),
          occasion: `${film.title}, ${date}, ${timeLabel}`,
          occasionShort: `${film.title}, ${formatDateShort(day)}`,
          mail: { showTitle: `${film.title} (${show.title})`, date, time: timeLabel },
        })),
      ),
    );
  });
}

/** What a show's page offers to request: by screening on a festival, else by performance. */
export function accessRequestsOf(show: RequestShow): AccessRequest[] {
  return show.festival ? screeningRequests(show) : performanceRequests(show);
}

function variant(name: RequestByVariant, shown: boolean) {
  return { [REQUEST_BY_VARIANT_ATTRIBUTE]: name, hidden: !shown };
}

export function AccessRequests({
  show,
  now = new Date(),
}: {
  show: RequestShow;
  /** The build's clock; tests pass a fixed one. */
  now?: Date;
}) {
  const { email, phone, timeZone } = getSite();
  const today = venueDay(timeZone, now);
  // Days already over at the build need no words at all (the browser hides the rest).
  const requests = accessRequestsOf(show).filter(({ day }) => day >= today);
  if (requests.length === 0) return null;
  const call = <a href={telHref(phone)}>{phone}</a>;
  return (
    <section className={styles.section} aria-labelledby="access-requests-heading">
      <h2 id="access-requests-heading" className={styles.heading}>
        Access services to request
      </h2>
      <p>
        These services are arranged for each {show.festival ? 'screening' : 'performance'}: ask the
        box office ahead.
      </p>
      <>
        <ul className={styles.list}>
          {requests.map(({ key, service, day, requestBy, occasion, occasionShort, mail }) => {
            const label = serviceInfo(service).label;
            const closed = isPastRequestBy(today, requestBy);
            const requestByText = formatDateLong(requestBy);
            const mailto = requestMailto({ email, phone, ...mail, service: label });
            return (
              <li key={key}>
                <Timed
                  show={{ day }}
                  now={now}
                  timeZone={timeZone}
                  upcoming={
                    <div {...{ [REQUEST_BY_ATTRIBUTE]: requestBy }}>
                      <p className={styles.what}>
                        {label}: {occasion}
                      </p>
                      <p {...variant('open', !closed)}>
                        Request by {requestByText}.{' '}
                        <a href={mailto}>
                          Email a request
                          <span className="visually-hidden">
                            {' '}
                            for {label}, {occasionShort}
                          </span>
                        </a>{' '}
                        or call the box office at {call}.
                      </p>
                      <p {...variant('closed', closed)}>
                        The date to request it by ({requestByText}) has passed: please call the box
                        office at {call} instead.
                      </p>
                    </div>
                  }
                />
              </li>
            );
          })}
        </ul>
      </>
    </section>
  );
}
