/**
 * "Add to calendar" links: a download of the event's .ics file (Apple Calendar, Outlook and most
 * phones open it) and Google Calendar's add-event page. Server components with plain links: no
 * script, and the .ics files are real files in the export.
 */
import { ExternalLink } from '@/components/ui/ExternalLink';
import {
  educationGoogleCalendarUrl,
  performanceGoogleCalendarUrl,
  screeningGoogleCalendarUrl,
  showGoogleCalendarUrl,
  educationEventSlug,
} from '@/lib/outputs/calendar';
import { findShow, getSeries } from '@/lib/content';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import type { EducationEvent, Film, Performance, Show } from '@/lib/content/types';
import styles from './AddToCalendar.module.css';

interface AddToCalendarProps {
  /** Site path of the .ics file (without the base path), e.g. "/calendar/shows/x.ics". */
  icsPath: string;
  /** Google Calendar add-event URL from lib/outputs/calendar/calendar-links.ts. */
  googleUrl: string;
  /** What is being added, read out after each link's visible text: "Winter Lights". */
  label: string;
  /** Extra class for the surrounding row. */
  className?: string;
}

const LINK_CLASS = 'button button--secondary button--small';

/** The two links side by side. The wrappers below fill them in for a show, film or talk. */
export function AddToCalendar({ icsPath, googleUrl, label, className }: AddToCalendarProps) {
  return (
    <p className={className ? `button-row ${className}` : 'button-row'}>
      <a className={LINK_CLASS} href={withBasePath(icsPath)} download>
        Add to calendar (.ics)<span className="visually-hidden"> for {label}</span>
      </a>
      <ExternalLink className={LINK_CLASS} href={googleUrl}>
        Add to Google Calendar<span className="visually-hidden"> for {label}</span>
      </ExternalLink>
    </p>
  );
}

/** A show or festival page. A festival's .ics holds every screening; Google gets the whole span. */
export function ShowAddToCalendar({ show, className }: { show: Show; className?: string }) {
  return (
    <AddToCalendar
      icsPath={routes.calendar.show(show.name)}
      googleUrl={showGoogleCalendarUrl(show, getSeries())}
      label={show.title}
      className={className}
    />
  );
}

/** One performance of a run: Google takes one event per link (the show's .ics holds them all). */
export function PerformanceGoogleCalendarLink({
  show,
  performance,
  className,
  label,
}: {
  show: Show;
  performance: Performance;
  className: string;
  /** Read after the link's text: "The Salt Marsh Letters, Sat, Jan 16, 7:30 pm". */
  label: string;
}) {
  return (
    <ExternalLink
      className={className}
      href={performanceGoogleCalendarUrl(show, performance, getSeries())}
    >
      Add to Google Calendar<span className="visually-hidden">: {label}</span>
    </ExternalLink>
  );
}

/**
 * A film: its .ics lists every screening, and Google needs one link per screening. A film with no
 * screening of its own (part of a touring program) offers its program's show instead.
 */
export function FilmAddToCalendar({ film, className }: { film: Film; className?: string }) {
  const festival = findShow(film.festivalName);
  if (!festival) return null;
  if (film.screenings.length === 0)
    return <ShowAddToCalendar show={festival} className={className} />;
  const series = getSeries();
  return (
    <div className={className}>
      <p className="button-row">
        <a className={LINK_CLASS} href={withBasePath(routes.calendar.film(film.name))} download>
          Add all screenings to calendar (.ics)
          <span className="visually-hidden"> for {film.title}</span>
        </a>
      </p>
      <ul
        className={`button-row ${styles.screenings}`}
        aria-label={`Add a screening of ${film.title} to Google Calendar`}
      >
        {film.screenings.map((screening) => (
          <li key={`${screening.day}T${screening.time}`}>
            <ExternalLink
              className={LINK_CLASS}
              href={screeningGoogleCalendarUrl(film, screening, festival, series)}
            >
              Google Calendar: {screening.dayLabel}, {screening.timeLabel}
              <span className="visually-hidden"> ({film.title})</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One Education & Enrichment event. */
export function EducationAddToCalendar({
  event,
  className,
}: {
  event: EducationEvent;
  className?: string;
}) {
  return (
    <AddToCalendar
      icsPath={routes.calendar.educationEvent(educationEventSlug(event))}
      googleUrl={educationGoogleCalendarUrl(event, getSeries())}
      label={event.name}
      className={className}
    />
  );
}
