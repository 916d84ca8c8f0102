import {
  artsCenter,
  fixtureContent,
  makeFestival,
  makeShow,
} from '../../../../test/support/fixture-content';
import type { Show } from '../../../content/types';
import { chooseDay, DEFAULT_LATE_SEATING, doorsLine, tonightDays } from './tonight';
import { DEFAULT_DOORS_OPEN } from '../../shows';
import { venueDay } from '../../../time/venue-clock';

const ZONE = 'America/New_York';

/** A show with one performance at a local date and time. */
function showAt(date: string, overrides: Partial<Show> = {}): Show {
  const base = makeShow(overrides);
  const [performance] = base.performances;
  if (!performance) throw new Error('the fixture show has no performance');
  return {
    ...base,
    date,
    day: date.slice(0, 10),
    performances: [{ ...performance, date, day: date.slice(0, 10), timeFormatted: 'late' }],
  };
}

function makeEducationAt(date: string) {
  return {
    name: 'Family workshop',
    date,
    time: '10:00',
    timeFormatted: '10 am',
    status: 'scheduled' as const,
  };
}

/** The day Tonight shows at an instant: the same steps the page and its client leaf take. */
function shownAt(shows: Show[], instant: string) {
  const days = tonightDays(shows, '2000-01-01');
  const chosen = chooseDay(
    days.map((day) => day.day),
    venueDay(ZONE, new Date(instant)),
    'next',
  );
  return chosen && { ...chosen, events: days.find((day) => day.day === chosen.day)?.events };
}

describe('the day Tonight shows', () => {
  it('is the show day itself until midnight at the venue, for a show at 23:30', () => {
    const late = showAt('2027-01-22T23:30');
    // 23:45 in New York is 04:45 the next day in UTC.
    expect(shownAt([late], '2027-01-23T04:45:00Z')).toMatchObject({
      day: '2027-01-22',
      when: 'today',
      events: [expect.objectContaining({ date: '2027-01-22T23:30' })],
    });
  });

  it('is the next show day once midnight passes at the venue', () => {
    const late = showAt('2027-01-22T23:30');
    const next = showAt('2027-01-29T19:30', { name: 'next_show' });
    expect(shownAt([late, next], '2027-01-23T05:01:00Z')).toMatchObject({
      day: '2027-01-29',
      when: 'next',
    });
  });

  it('on the day the clocks go forward, by the venue’s clock (UTC-4 from 3 am)', () => {
    const dstDay = showAt('2027-03-14T19:30');
    // 23:30 EDT on 14 March is 03:30 UTC on the 15th; at EST it would already be the 15th.
    expect(shownAt([dstDay], '2027-03-15T03:30:00Z')).toMatchObject({
      day: '2027-03-14',
      when: 'today',
    });
    expect(shownAt([dstDay], '2027-03-15T04:01:00Z')).toBeUndefined();
  });

  it('on the day the clocks go back, by the venue’s clock (UTC-5 from 2 am)', () => {
    const show = showAt('2026-11-01T19:30');
    // 23:59 EST on 1 November is 04:59 UTC on the 2nd.
    expect(shownAt([show], '2026-11-02T04:59:00Z')).toMatchObject({ day: '2026-11-01' });
  });

  it('lists a festival day’s own screenings, each with its film and festival', () => {
    const festival = makeFestival();
    const [, second] = festival.schedule;
    if (!second) throw new Error('the fixture festival has fewer than two days');
    const shown = shownAt([festival], `${second.day}T16:00:00Z`);
    expect(shown?.day).toBe(second.day);
    expect(shown?.events?.map((event) => [event.date, event.title, event.partOf])).toEqual(
      second.slots.flatMap((slot) =>
        slot.films.map((film) => [`${second.day}T${slot.time}`, film.title, festival.title]),
      ),
    );
    expect(shown?.events?.every((event) => event.kind === 'screening')).toBe(true);
  });
});

describe('tonightDays', () => {
  it('leaves out the days before today and keeps every show day after it, in order', () => {
    const days = tonightDays(fixtureContent.shows, '2027-02-13');
    expect(days[0]?.day).toBe('2027-02-13');
    expect(days.map((day) => day.day)).toEqual([...new Set(days.map((d) => d.day))].sort());
    expect(days.every((day) => day.events.length > 0)).toBe(true);
  });

  it('says the default late seating and the doors time for a show that sets neither', () => {
    const [day] = tonightDays([showAt('2027-01-22T19:30', { doorsOpen: DEFAULT_DOORS_OPEN })], '');
    expect(day?.events[0]).toMatchObject({
      lateSeating: DEFAULT_LATE_SEATING,
      doors: 'Doors open at 6:30 pm',
      kind: 'performance',
    });
  });

  it('keeps a show’s own late seating and door note', () => {
    const show = showAt('2027-01-22T19:30', { doorsOpen: 'Doors at 7.', lateSeating: 'Never.' });
    expect(tonightDays([show], '')[0]?.events[0]).toMatchObject({
      lateSeating: 'Never.',
      doors: 'Doors at 7.',
    });
  });

  it.each([
    ['cancelled', 'Cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)', 'Postponed'],
  ] as const)(
    'keeps a %s performance on its day, saying so, with no doors or seating',
    (status, label, word) => {
      const show = showAt('2027-01-22T19:30', { doorsOpen: DEFAULT_DOORS_OPEN });
      const calledOff = {
        ...show,
        performances: show.performances.map((p) => ({ ...p, status })),
      };
      const event = tonightDays([calledOff], '')[0]?.events[0];
      expect(event).toMatchObject({ status: label, calledOff: word });
      expect(event?.doors).toBeUndefined();
      expect(event?.lateSeating).toBeUndefined();
    },
  );

  it('a scheduled performance is not called off', () => {
    const event = tonightDays([showAt('2027-01-22T19:30')], '')[0]?.events[0];
    expect(event?.calledOff).toBeUndefined();
    expect(event?.status).toBeUndefined();
  });

  it('puts a free education event on its day, among the shows by start time, without seating', () => {
    const show = showAt('2027-03-04T19:30');
    const lecture = {
      name: 'Lecture on lighting design',
      date: '2027-03-04',
      time: '18:00',
      timeFormatted: '6 pm',
      venue: artsCenter,
      status: 'cancelled' as const,
      room: 'Recital Hall',
    };
    const [day] = tonightDays([show], '2027-03-04', [lecture]);
    expect(day?.events.map((event) => event.kind)).toEqual(['education', 'performance']);
    expect(day?.events[0]).toMatchObject({
      title: 'Lecture on lighting design',
      url: expect.stringContaining('#event-2027-03-04-1800'),
      status: expect.stringMatching(/cancel/i),
      note: 'In the Recital Hall',
    });
    expect(day?.events[0]?.lateSeating).toBeUndefined();
  });

  it('puts an education event after a show that starts before it', () => {
    const show = showAt('2027-03-04T19:30');
    const late = { ...makeEducationAt('2027-03-04'), time: '21:00', venue: artsCenter };
    const [day] = tonightDays([show], '2027-03-04', [late]);
    expect(day?.events.map((event) => event.kind)).toEqual(['performance', 'education']);
  });

  it("carries a show's audio introduction, and none for a show without one", () => {
    const audioIntroduction = { src: '/shows/x/introduction.mp3', transcript: '<p>Bare.</p>' };
    const [withIntro] = tonightDays([showAt('2027-03-04T19:30', { audioIntroduction })], '');
    expect(withIntro?.events[0]?.audioIntroduction).toEqual(audioIntroduction);
    const [without] = tonightDays(
      [showAt('2027-03-04T19:30', { audioIntroduction: undefined })],
      '',
    );
    expect(without?.events[0]).not.toHaveProperty('audioIntroduction');
  });

  it('lists a festival with no schedule yet by its own date', () => {
    const festival = { ...showAt('2027-03-18T18:00'), festival: true, schedule: [] };
    const [day] = tonightDays([festival], '2027-03-18');
    expect(day?.day).toBe('2027-03-18');
    expect(day?.events).toHaveLength(1);
    expect(day?.events[0]?.kind).not.toBe('screening');
  });

  it('leaves out an education event before today', () => {
    const show = showAt('2027-03-04T19:30');
    const past = { ...makeEducationAt('2027-03-03'), venue: artsCenter };
    expect(tonightDays([show], '2027-03-04', [past]).map((day) => day.day)).toEqual(['2027-03-04']);
  });

  it('calls a speaker-series evening a talk', () => {
    const talk = showAt('2027-04-08T19:30', { speakerSeries: true });
    expect(tonightDays([talk], '')[0]?.events[0]?.kind).toBe('talk');
  });
});

describe('doorsLine', () => {
  it('puts the doors an hour before a start just after midnight on the day before', () => {
    expect(doorsLine(DEFAULT_DOORS_OPEN, '2027-01-22T00:30')).toBe('Doors open at 11:30 pm');
  });
});

describe('chooseDay', () => {
  const days = ['2027-01-22', '2027-01-29'];
  it.each([
    ['2027-01-22', 'next', { day: '2027-01-22', when: 'today' }],
    ['2027-01-23', 'next', { day: '2027-01-29', when: 'next' }],
    ['2027-01-23', 'today', undefined],
    ['2027-01-30', 'next', undefined],
  ] as const)('on %s in %s mode', (today, mode, expected) => {
    expect(chooseDay(days, today, mode)).toEqual(expected);
  });
});
