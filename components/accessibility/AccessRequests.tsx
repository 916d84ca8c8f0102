/**
 * "Request by {weekday, date}" for each performance's services that need notice
 * (docs/rules/visiting.md#request-by), with a prepared e-mail and the box office's phone; after
 * the date, "call instead". Both texts are in the HTML: the build's day picks the one shown, and
 * the wrapper's data-request-by day lets the visitor's clock pick again by the visitor's day before
 * the first paint (lib/site/visitor-clock/apply.ts; the attributes are in
 * lib/concepts/venues/rules/request-by.ts). A
 * performance that is over drops out by the visitor's day too (<Timed>).
 */
import { telHref } from '@/components/chrome/contact-links';
import { Timed } from '@/components/tickets/TicketActions';
import { getSite } from '@/lib/content';
import type { Performance, Show } from '@/lib/content/types';
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
import { offersCalendar, serviceTime } from '@/lib/concepts/shows';
import { formatDateLong } from '@/lib/time/format';
import { venueDay } from '@/lib/time/venue-clock';
import styles from './AccessRequests.module.css';

interface Request {
  performance: Performance;
  service: NoticeService;
  requestBy: string;
}

/** Every service needing notice of every performance that takes place, in date order. */
export function accessRequestsOf(show: Pick<Show, 'performances' | 'venue'>): Request[] {
  return show.performances
    .filter((performance) => offersCalendar(performance.status))
    .flatMap((performance) =>
      performance.accessibility.filter(needsNotice).map((service) => ({
        performance,
        service,
        requestBy: requestByDay(performance.day, leadDaysFor(service, show.venue.accessRequests)),
      })),
    );
}

function variant(name: RequestByVariant, shown: boolean) {
  return { [REQUEST_BY_VARIANT_ATTRIBUTE]: name, hidden: !shown };
}

export function AccessRequests({
  show,
  now = new Date(),
}: {
  show: Pick<Show, 'title' | 'performances' | 'venue'>;
  /** The build's clock; tests pass a fixed one. */
  now?: Date;
}) {
  const { email, phone, timeZone } = getSite();
  const today = venueDay(timeZone, now);
  // Performances already over at the build need no words at all (the browser hides the rest).
  const requests = accessRequestsOf(show).filter(({ performance }) => performance.day >= today);
  if (requests.length === 0) return null;
  const call = <a href={telHref(phone)}>{phone}</a>;
  return (
    <section className={styles.section} aria-labelledby="access-requests-heading">
      <h2 id="access-requests-heading" className={styles.heading}>
        Access services to request
      </h2>
      <p>These services are arranged for each performance: ask the box office ahead.</p>
      <>
        <ul className={styles.list}>
          {requests.map(({ performance, service, requestBy }) => {
            const label = serviceInfo(service).label;
            const closed = isPastRequestBy(today, requestBy);
            const requestByText = formatDateLong(requestBy);
            const mailto = requestMailto({
              email,
              phone,
              showTitle: show.title,
              date: performance.dateFormatted,
              time: performance.timeFormatted,
              service: label,
            });
            return (
              <li key={`${performance.id}-${service}`}>
                <Timed
                  show={{ day: performance.day }}
                  now={now}
                  timeZone={timeZone}
                  upcoming={
                    <div {...{ [REQUEST_BY_ATTRIBUTE]: requestBy }}>
                      <p className={styles.what}>
                        {label}: {performance.dateFormatted}, {serviceTime(performance, service)}
                      </p>
                      <p {...variant('open', !closed)}>
                        Request by {requestByText}.{' '}
                        <a href={mailto}>
                          Email a request
                          <span className="visually-hidden">
                            {' '}
                            for {label}, {performance.dateFormattedShort}
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
