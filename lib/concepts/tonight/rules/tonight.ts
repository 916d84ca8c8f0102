/**
 * Tonight (docs/rules/visiting.md#tonight): the visitor's day at the venue, made from the shows at
 * build time. Every upcoming show day is written into the page; the visitor's clock picks the day
 * shown by `chooseDay` here, which the visitor's clock (lib/site/visitor-clock/apply.ts) applies
 * before the first paint. Days are YYYY-MM-DD in the venue's zone, so comparing the
 * strings compares the days (lib/concepts/seasons/rules/upcoming.ts).
 */
import type { EducationEvent, Show } from '../../../content/types';
import { formatDayLabel, formatTime } from '../../../time/format';
import { routes } from '../../../site/routes';
import { DEFAULT_DOORS_OPEN, isCalledOff, statusLabel, statusNames } from '../../shows';
import { SENSORY_GUIDE_ANCHOR } from '../../venues';
import { sortByDate } from '../../seasons';

/** What a day shows: today's events, or the next show day's when today has none. */
export type DayMode = 'today' | 'next';

/** Late seating when a show says nothing of its own. */
export const DEFAULT_LATE_SEATING =
  'Latecomers are seated at a suitable break in the performance, when the house staff can do so without disturbing others.';

export type TonightKind = 'performance' | 'screening' | 'talk' | 'education';

export interface TonightEvent {
  /** YYYY-MM-DD, the venue's day. */
  day: string;
  /** Local start, YYYY-MM-DDTHH:MM. */
  date: string;
  kind: TonightKind;
  /** The performance's show, the screening's film or the talk. */
  title: string;
  /** The festival of a screening. */
  partOf?: string;
  /** The show's or film's page; an education event's place on the Education & Enrichment page. */
  url: string;
  /** "7:30 pm" */
  timeLabel: string;
  /** "Doors open at 6:30 pm", or the show's own note. */
  doors?: string;
  /** The show's rule; none for an education event, which has no seating rule of its own. */
  lateSeating?: string;
  /** "Cancelled", "Sold out"… when the performance is not simply scheduled. */
  status?: string;
  /** "Cancelled" or "Postponed" when it will not take place at this time. */
  calledOff?: string;
  note?: string;
  venueId: string;
  programUrl?: string;
  sensoryGuideUrl?: string;
  /** The show's audio introduction, played and read in place (components/accessibility/). */
  audioIntroduction?: { src: string; transcript: string };
}

export interface TonightDay {
  day: string;
  /** "Friday, March 14" */
  dayLabel: string;
  events: TonightEvent[];
}

/** "19:30" an hour earlier: "18:30"; wraps past midnight. */
function hourBefore(date: string): string {
  const [hours = 0, minutes = 0] = date.slice(11, 16).split(':').map(Number);
  const total = (hours * 60 + minutes - 60 + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The doors line: the default note becomes a time an hour before the start. */
export function doorsLine(doorsOpen: string, date: string): string {
  return doorsOpen === DEFAULT_DOORS_OPEN
    ? `Doors open at ${formatTime(hourBefore(date))}`
    : doorsOpen;
}

type TonightShow = Pick<
  Show,
  | 'name'
  | 'title'
  | 'url'
  | 'festival'
  | 'speakerSeries'
  | 'day'
  | 'date'
  | 'doorsOpen'
  | 'lateSeating'
  | 'venue'
  | 'digitalProgram'
  | 'sensoryGuide'
  | 'schedule'
  | 'performances'
  | 'audioIntroduction'
>;

function showEvents(show: TonightShow): TonightEvent[] {
  const shared = {
    venueId: show.venue.id,
    lateSeating: show.lateSeating ?? DEFAULT_LATE_SEATING,
    programUrl: show.digitalProgram ? routes.program(show.name) : undefined,
    sensoryGuideUrl: show.sensoryGuide
      ? `${routes.show(show.name)}#${SENSORY_GUIDE_ANCHOR}`
      : undefined,
    ...(show.audioIntroduction ? { audioIntroduction: show.audioIntroduction } : {}),
  };
  if (show.festival && show.schedule.length > 0) {
    return show.schedule.flatMap((day) =>
      day.slots.flatMap((slot) =>
        slot.films.map((film) => ({
          ...shared,
          day: day.day,
          date: `${day.day}T${slot.time}`,
          kind: 'screening' as const,
          title: film.title,
          partOf: show.title,
          url: film.url,
          timeLabel: slot.timeLabel,
        })),
      ),
    );
  }
  // A cancelled or postponed performance keeps its day, saying so, but promises no doors and no
  // seating (docs/rules/shows.md#show-status).
  return show.performances.map((performance) => {
    const calledOff = isCalledOff(performance.status);
    return {
      ...shared,
      day: performance.day,
      date: performance.date,
      kind: show.speakerSeries ? ('talk' as const) : ('performance' as const),
      title: show.title,
      url: show.url,
      timeLabel: performance.timeFormatted,
      doors: calledOff ? undefined : doorsLine(show.doorsOpen, performance.date),
      lateSeating: calledOff ? undefined : shared.lateSeating,
      status: statusLabel(performance),
      calledOff: calledOff ? statusNames[performance.status] : undefined,
      note: performance.note,
    };
  });
}

type TonightEducationEvent = Pick<
  EducationEvent,
  'name' | 'date' | 'time' | 'timeFormatted' | 'venue' | 'status' | 'previousDateFormatted'
> & { room?: string };

/** A free Education & Enrichment event: a talk, workshop or class at a venue. */
function educationEvent(event: TonightEducationEvent): TonightEvent {
  return {
    day: event.date,
    date: `${event.date}T${event.time}`,
    kind: 'education',
    title: event.name,
    url: routes.educationEvent(event.date, event.time),
    timeLabel: event.timeFormatted,
    status: statusLabel(event),
    note: event.room ? `In the ${event.room}` : undefined,
    venueId: event.venue.id,
  };
}

/**
 * Every day with a show or an education event from `today` on, each with its events by start
 * time.
 */
export function tonightDays(
  shows: readonly TonightShow[],
  today: string,
  education: readonly TonightEducationEvent[] = [],
): TonightDay[] {
  const byDay = new Map<string, TonightEvent[]>();
  const events = [...shows.flatMap(showEvents), ...education.map(educationEvent)];
  for (const event of sortByDate(events)) {
    if (event.day < today) continue;
    byDay.set(event.day, [...(byDay.get(event.day) ?? []), event]);
  }
  // Stryker disable next-line MethodExpression: the events went in by date, so their days already come in order
  const days = [...byDay.keys()].sort();
  // Stryker disable next-line ArrayDeclaration: every day listed is a key of the map, so the default is never taken
  return days.map((day) => ({ day, dayLabel: formatDayLabel(day), events: byDay.get(day) ?? [] }));
}

/**
 * The day to show and how to head it: today when it is a show day; otherwise, in 'next' mode, the
 * first show day after it. `days` are ascending. Undefined: nothing to show.
 */
export function chooseDay(
  days: readonly string[],
  today: string,
  mode: DayMode,
): { day: string; when: DayMode } | undefined {
  if (days.includes(today)) return { day: today, when: 'today' };
  if (mode === 'today') return undefined;
  // Stryker disable next-line EqualityOperator: today is not among the days here (returned above), so > and >= find the same
  const next = days.find((day) => day > today);
  return next === undefined ? undefined : { day: next, when: 'next' };
}
