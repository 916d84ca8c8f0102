/**
 * What's new between two versions of a show file (./announcements.ts showAnnouncements,
 * docs/rules/calendars.md#whats-new), read from versions given as text, without git: a postponement,
 * the changes of one performance of a run, and what a called-off show leaves unsaid.
 */
import { showAnnouncements, type Announcement } from './announcements';
import type { DatedVersion } from './announcements';
import { makeShow } from '../../../test/support/fixture-content';

const show = makeShow({ name: 'harbour', title: 'Harbour', performances: [] });
const options = {
  timeZone: 'America/New_York',
  venueName: (id: string) => (id === 'cinema' ? 'Campus Cinema' : undefined),
  undatedAt: new Date('2026-01-01T00:00:00Z'),
  now: new Date('2026-12-31T00:00:00Z'),
};
const FIRST = '2026-08-03T09:00:00Z';
const SECOND = '2026-10-02T15:00:00Z';

const concert = { title: 'Harbour', date: '2026-12-12T19:30', location: 'jcepac' };
const run = {
  ...concert,
  performances: [{ date: '2026-12-12T19:30' }, { date: '2026-12-13T14:00' }],
};

/** The announcements of a file first as `before` and then as `after`, the first one left out. */
function news(before: object, after: object): Announcement[] {
  const versions: DatedVersion[] = [
    { text: JSON.stringify(before), date: FIRST },
    { text: JSON.stringify(after), date: SECOND },
  ];
  const all = showAnnouncements(show, versions, options);
  expect(all[0]?.kind).toBe('announced');
  return all.slice(1);
}

const kinds = (items: Announcement[]) => items.map((item) => item.kind);

describe('a postponement', () => {
  it('is announced with the date it was announced for, dated by its version', () => {
    const [postponed, ...rest] = news(concert, { ...concert, status: 'postponed' });
    expect(rest).toEqual([]);
    expect(postponed).toEqual({
      key: `postponed/harbour/c${new Date(SECOND).toISOString()}`,
      kind: 'postponed',
      title: 'Postponed: Harbour',
      text: 'Harbour, announced for Saturday, December 12, 2026, 7:30 pm, is postponed; the new date will be announced. Tickets are honored on the new date.',
      date: new Date(SECOND),
      show: 'harbour',
    });
  });

  it('hides a date change made with it: the date is no longer news', () => {
    const after = { ...concert, status: 'postponed', date: '2027-01-09T19:30' };
    expect(kinds(news(concert, after))).toEqual(['postponed']);
  });

  it('hides a venue change made with it', () => {
    const after = { ...concert, status: 'postponed', location: 'cinema' };
    expect(kinds(news(concert, after))).toEqual(['postponed']);
  });

  it('is not announced again when a postponed show changes something else', () => {
    const postponed = { ...concert, status: 'postponed' };
    expect(news(postponed, { ...postponed, subtitle: 'New words' })).toEqual([]);
  });
});

describe('a cancellation', () => {
  it('hides a date change made with it', () => {
    const after = { ...concert, status: 'cancelled', date: '2027-01-09T19:30' };
    expect(kinds(news(concert, after))).toEqual(['cancelled']);
  });
});

describe('a show that is not called off', () => {
  it('announces a new date and a new venue together', () => {
    const after = { ...concert, date: '2027-01-09T19:30', location: 'cinema' };
    const found = news(concert, after);
    expect(kinds(found)).toEqual(['rescheduled', 'moved']);
    expect(found[0]?.text).toBe(
      'Harbour moves from Saturday, December 12, 2026, 7:30 pm to Saturday, January 9, 2027, 7:30 pm.',
    );
    expect(found[1]?.text).toBe(
      'Harbour on Saturday, January 9, 2027, 7:30 pm moves to Campus Cinema.',
    );
  });

  it('names a venue no longer known by its id', () => {
    const [moved] = news(concert, { ...concert, location: 'old-hall' });
    expect(moved?.text).toContain('moves to old-hall.');
  });

  it('announces nothing when tickets come back (sold out to scheduled)', () => {
    expect(news({ ...concert, status: 'soldOut' }, concert)).toEqual([]);
  });
});

describe('one performance of a run', () => {
  const withSecond = (performance: object) => ({
    ...run,
    performances: [run.performances[0], { ...run.performances[1], ...performance }],
  });

  it('is announced sold out on its own, named by its day and keyed by its date', () => {
    const [soldOut, ...rest] = news(run, withSecond({ status: 'soldOut' }));
    expect(rest).toEqual([]);
    expect(soldOut).toMatchObject({
      key: `soldOut/harbour/2026-12-13T14:00/c${new Date(SECOND).toISOString()}`,
      kind: 'soldOut',
      title: 'Sold out: Harbour, Sunday, December 13, 2026, 2:00 pm',
    });
  });

  it('is announced postponed on its own, its date change hidden', () => {
    const after = withSecond({
      status: 'postponed',
      previousDate: '2026-12-13T14:00',
      date: '2026-12-20T14:00',
    });
    const found = news(run, after);
    expect(kinds(found)).toEqual(['postponed']);
    expect(found[0]?.key).toBe(
      `postponed/harbour/2026-12-13T14:00/c${new Date(SECOND).toISOString()}`,
    );
  });

  it('is announced rescheduled once, the run itself not', () => {
    const after = {
      ...withSecond({ previousDate: '2026-12-13T14:00', date: '2026-12-14T14:00' }),
      // The run's own date is its first performance's, which does not move here; a moved first
      // performance moves the run's date too, and is still announced once.
      date: '2026-12-12T19:30',
    };
    const found = news(run, after);
    expect(kinds(found)).toEqual(['rescheduled']);
    expect(found[0]?.text).toContain('to Monday, December 14, 2026, 2:00 pm');
  });

  it('announces a moved first performance once, not again as the run', () => {
    const after = {
      ...run,
      date: '2026-12-11T19:30',
      performances: [
        { previousDate: '2026-12-12T19:30', date: '2026-12-11T19:30' },
        run.performances[1],
      ],
    };
    expect(kinds(news(run, after))).toEqual(['rescheduled']);
  });

  it('is not announced for a show-wide cancellation: the run is, once', () => {
    const found = news(run, { ...run, status: 'cancelled' });
    expect(found.map((item) => [item.kind, item.key.split('/').length])).toEqual([
      ['cancelled', 3],
    ]);
  });

  it('does not say a performance moved venue: the run did, once', () => {
    expect(kinds(news(run, { ...run, location: 'cinema' }))).toEqual(['moved']);
  });

  it('announces nothing for a performance that is new in this version', () => {
    const after = { ...run, performances: [...run.performances, { date: '2026-12-14T14:00' }] };
    expect(news(run, after)).toEqual([]);
  });
});

describe('a single-date show', () => {
  it('announces a new date even with one performance listed', () => {
    const single = { ...concert, performances: [{ date: '2026-12-12T19:30' }] };
    const after = {
      ...concert,
      date: '2026-12-19T19:30',
      performances: [{ previousDate: '2026-12-12T19:30', date: '2026-12-19T19:30' }],
    };
    expect(kinds(news(single, after))).toContain('rescheduled');
  });
});
