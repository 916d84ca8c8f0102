/**
 * Run time and age guidance in what other programs read (docs/rules/shows.md#good-to-know): the
 * Event JSON-LD's duration and typicalAgeRange, and the calendar event's end.
 */
import type { Event as SchemaEvent, WithContext } from 'schema-dts';
import type { Show } from '../content/types';
import {
  fixtureContent,
  makeFilm,
  makeScreening,
  makeShow,
  makeFestival,
  series,
} from '../../test/support/fixture-content';
import { DEFAULT_DURATION_MINUTES, zonedToInstant } from '../time/timezone';
import { performanceCalendarEvent, showCalendarEvent } from './calendar/ical';
import { showStructuredData } from './structured-data/show-page';
import { filmStructuredData, showEvent } from './structured-data/events';
import type { EventLd } from './structured-data/shapes';

describe('a show with a run time and age guidance', () => {
  const show = makeShow({ date: '2027-01-23T19:30', runTimeMinutes: 130, minimumAge: 8 });

  it('gives the Event an ISO 8601 duration and an open typicalAgeRange', () => {
    const event = showEvent(show, series);
    const typed: WithContext<SchemaEvent> = { '@context': 'https://schema.org', ...event };
    expect(typed).toMatchObject({ duration: 'PT2H10M', typicalAgeRange: '8-' });
  });

  it('ends the Event and the calendar entry the run time after the start', () => {
    const event = showEvent(show, series);
    expect(event.startDate).toBe('2027-01-23T19:30:00-05:00');
    expect(event.endDate).toBe('2027-01-23T21:40:00-05:00');
    const entry = showCalendarEvent(show, series);
    expect((entry.end.getTime() - entry.start.getTime()) / 60_000).toBe(130);
  });
});

describe('a show without them', () => {
  const show = makeShow({ date: '2027-01-23T19:30' });

  it('states no duration or age range', () => {
    const event = showEvent(show, series);
    expect(event).not.toHaveProperty('duration');
    expect(event).not.toHaveProperty('typicalAgeRange');
  });

  it('keeps the default length in the calendar', () => {
    const entry = showCalendarEvent(show, series);
    expect((entry.end.getTime() - entry.start.getTime()) / 60_000).toBe(DEFAULT_DURATION_MINUTES);
  });
});

it('gives a film screening its film age guidance', () => {
  const film = makeFilm({ minimumAge: 13, screenings: [makeScreening()] });
  const festival = makeFestival({ films: [film] });
  const data = filmStructuredData(film, festival, series) as EventLd[];
  expect(data[0]?.typicalAgeRange).toBe('13-');
});

describe('a run with a run time (docs/rules/shows.md#performances)', () => {
  const base = fixtureContent.shows.find((show) => show.performances.length > 1) as Show;
  const run: Show = { ...base, runTimeMinutes: 95, minimumAge: 10 };

  it('gives every performance Event the duration, the age range and an end the run time after its start', () => {
    const data = showStructuredData(run, series);
    const list = Array.isArray(data) ? data : [data];
    expect(list).toHaveLength(run.performances.length);
    for (const event of list) {
      expect(event).toMatchObject({ duration: 'PT1H35M', typicalAgeRange: '10-' });
      const minutes = (Date.parse(event.endDate!) - Date.parse(event.startDate)) / 60_000;
      expect(minutes).toBe(95);
    }
  });

  it('ends every performance in the calendar file the run time after its start', () => {
    for (const performance of run.performances) {
      const entry = performanceCalendarEvent(run, performance, series);
      expect(entry.start.getTime()).toBe(
        zonedToInstant(performance.date, series.timeZone).getTime(),
      );
      expect((entry.end.getTime() - entry.start.getTime()) / 60_000).toBe(95);
    }
  });

  it('keeps the default length for performances of a run without one', () => {
    for (const performance of base.performances) {
      const entry = performanceCalendarEvent(
        { ...base, runTimeMinutes: undefined },
        performance,
        series,
      );
      expect((entry.end.getTime() - entry.start.getTime()) / 60_000).toBe(DEFAULT_DURATION_MINUTES);
    }
  });
});
