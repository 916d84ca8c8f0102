/** @jest-environment node */
import { unclearLocalTime } from './time';
import {
  concertEntry,
  concertFile,
  failure,
  festivalEntry,
  load,
  withChange,
  type Json,
} from '../../test/support/content-folder';

const NY = 'America/New_York';

describe('unclearLocalTime', () => {
  it('names a time the clocks skip when they go forward (14 March 2027, 2:00 → 3:00)', () => {
    expect(unclearLocalTime('2027-03-14T02:30', NY)).toMatch(/does not exist in America\/New_York/);
    expect(unclearLocalTime('2027-03-14T02:00', NY)).toMatch(/does not exist/);
  });

  it('names a time that happens twice when they go back (7 November 2027, 1:00–2:00)', () => {
    expect(unclearLocalTime('2027-11-07T01:30', NY)).toMatch(/happens twice in America\/New_York/);
    expect(unclearLocalTime('2027-11-07T01:00', NY)).toMatch(/happens twice/);
  });

  it('accepts the times either side of each change and ordinary evenings', () => {
    for (const local of [
      '2027-03-14T01:59',
      '2027-03-14T03:00',
      '2027-11-07T00:59',
      '2027-11-07T02:00',
      '2027-01-23T19:30',
      '2027-06-05T19:30',
    ]) {
      expect(unclearLocalTime(local, NY)).toBeUndefined();
    }
  });

  it('follows the zone it is given', () => {
    // Europe changes on the last Sunday of March, at 02:00 in Paris.
    expect(unclearLocalTime('2027-03-28T02:30', 'Europe/Paris')).toMatch(/does not exist/);
    expect(unclearLocalTime('2027-03-14T02:30', 'Europe/Paris')).toBeUndefined();
  });
});

describe('the loader rejects local times the clocks skip or repeat', () => {
  it('a show in the spring-forward gap', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.date = '2027-03-14T02:30';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › date: 2027-03-14T02:30 does not exist in America/New_York`,
    );
  });

  it('a show in the repeated autumn hour', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.date = '2026-11-01T01:30';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › date: 2026-11-01T01:30 happens twice in America/New_York`,
    );
  });

  it('a screening and an education event in the gap', () => {
    const files = withChange('shows/a_festival.json', (s) => {
      s.date = '2027-03-13T18:00';
      s.schedule = { '2027-03-14': { '02:15': 'night_train', '19:00': "The Ferryman's Daughter" } };
    });
    const event = ((files['education.json'] as Json).events as Json[])[0] as Json;
    event.date = '2027-03-14';
    event.time = '02:00';
    delete event.endTime;
    const message = failure(files);
    expect(message).toContain(
      `${festivalEntry} › schedule.2027-03-14.02:15: 2027-03-14T02:15 does not exist`,
    );
    expect(message).toContain(
      'education event "Opening Lecture" › time: 2027-03-14T02:00 does not exist',
    );
  });

  it('accepts the hours either side of both changes', () => {
    for (const date of [
      '2027-03-14T01:59',
      '2027-03-14T03:00',
      '2026-11-01T00:59',
      '2026-11-01T02:00',
    ]) {
      const files = withChange('shows/b_concert.json', (s) => {
        s.date = date;
      });
      expect(() => load(files)).not.toThrow();
    }
  });
});
