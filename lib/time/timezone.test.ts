import { siteSchema } from '../content/site-schema';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_TIME_ZONE,
  educationEventTimes,
  formatOffset,
  instantToIsoWithOffset,
  instantToLocal,
  isAmbiguousLocalTime,
  localTimeExists,
  offsetMinutesAt,
  screeningTimes,
  showTimes,
  zonedToInstant,
} from './timezone';

/** Venue wall time → the ISO text JSON-LD carries, through the two steps the site uses. */
const localToIsoWithOffset = (local: string) => instantToIsoWithOffset(zonedToInstant(local));

describe('a venue wall time as ISO 8601 with the offset of that day, in America/New_York', () => {
  it('gives a January evening the winter offset -05:00', () => {
    expect(localToIsoWithOffset('2027-01-23T19:30')).toBe('2027-01-23T19:30:00-05:00');
  });

  it('gives a June evening the summer offset -04:00', () => {
    expect(localToIsoWithOffset('2027-06-12T19:30')).toBe('2027-06-12T19:30:00-04:00');
  });

  it('switches offset on the second Sunday of March (14 March 2027)', () => {
    expect(localToIsoWithOffset('2027-03-13T19:30')).toBe('2027-03-13T19:30:00-05:00');
    expect(localToIsoWithOffset('2027-03-14T19:30')).toBe('2027-03-14T19:30:00-04:00');
  });

  it('switches back on the first Sunday of November (1 November 2026)', () => {
    expect(localToIsoWithOffset('2026-10-31T19:30')).toBe('2026-10-31T19:30:00-04:00');
    expect(localToIsoWithOffset('2026-11-01T19:30')).toBe('2026-11-01T19:30:00-05:00');
  });

  it('reads a bare date as local midnight', () => {
    expect(localToIsoWithOffset('2027-03-20')).toBe('2027-03-20T00:00:00-04:00');
  });

  it('rejects text that is not a local date and time', () => {
    expect(() => localToIsoWithOffset('March 3rd')).toThrow(/YYYY-MM-DD/);
  });
});

describe('zonedToInstant', () => {
  it('maps a winter 7:30 pm in New York to 00:30 UTC the next day', () => {
    expect(zonedToInstant('2027-01-23T19:30').toISOString()).toBe('2027-01-24T00:30:00.000Z');
  });

  it('maps a summer 7:30 pm in New York to 23:30 UTC the same day', () => {
    expect(zonedToInstant('2027-06-12T19:30').toISOString()).toBe('2027-06-12T23:30:00.000Z');
  });

  it('moves a time in the spring-forward gap forward by an hour', () => {
    expect(zonedToInstant('2027-03-14T02:30').toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('picks the first of the two 1:30 am instants when clocks fall back', () => {
    expect(zonedToInstant('2026-11-01T01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  // jest.config.mjs runs the unit tests on a Los Angeles clock, which changes on the same days as
  // New York's but at other instants: an answer that leaked the machine's zone would differ.
  it('gives the same answers on a build machine in another zone with its own clock changes', () => {
    expect(new Date('2027-07-01T12:00:00Z').getTimezoneOffset()).toBe(420);
    expect(zonedToInstant('2026-11-01T01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedToInstant('2026-11-01T01:59').toISOString()).toBe('2026-11-01T05:59:00.000Z');
    expect(instantToLocal(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-01T01:30:00');
  });

  it('works for other zones', () => {
    expect(zonedToInstant('2027-01-23T19:30', 'Asia/Kolkata').toISOString()).toBe(
      '2027-01-23T14:00:00.000Z',
    );
  });
});

describe('local times around the clock changes', () => {
  it('knows that 2:30 am on the spring-forward Sunday never happens in New York', () => {
    expect(localTimeExists('2027-03-14T02:30')).toBe(false);
    expect(localTimeExists('2027-03-14T02:00')).toBe(false);
    expect(localTimeExists('2027-03-14T01:59')).toBe(true);
    expect(localTimeExists('2027-03-14T03:00')).toBe(true);
  });

  it('knows that 2:30 am on an ordinary Sunday and any evening happen', () => {
    expect(localTimeExists('2027-03-07T02:30')).toBe(true);
    expect(localTimeExists('2027-03-14T19:30')).toBe(true);
    expect(localTimeExists('2027-03-14')).toBe(true);
  });

  it('finds the gap where the other zone has it, not where New York has it', () => {
    // Europe moves its clocks on the last Sunday of March, at 1:00 UTC.
    expect(localTimeExists('2027-03-28T02:30', 'Europe/Berlin')).toBe(false);
    expect(localTimeExists('2027-03-14T02:30', 'Europe/Berlin')).toBe(true);
  });

  it('knows that 1:30 am on the fall-back Sunday happens twice in New York', () => {
    expect(isAmbiguousLocalTime('2026-11-01T01:30')).toBe(true);
    expect(isAmbiguousLocalTime('2026-11-01T00:59')).toBe(false);
    expect(isAmbiguousLocalTime('2026-11-01T02:00')).toBe(false);
    expect(isAmbiguousLocalTime('2026-11-08T01:30')).toBe(false);
  });

  it('finds neither in a zone without daylight saving time', () => {
    expect(localTimeExists('2027-03-14T02:30', 'Asia/Kolkata')).toBe(true);
    expect(isAmbiguousLocalTime('2026-11-01T01:30', 'Asia/Kolkata')).toBe(false);
  });

  it('names a zone it does not know instead of computing NaN', () => {
    expect(() => zonedToInstant('2027-01-23T19:30', 'Mars/Olympus_Mons')).toThrow(
      'unknown time zone "Mars/Olympus_Mons"',
    );
    expect(() => instantToIsoWithOffset(new Date(0), 'Mars/Olympus_Mons')).toThrow(
      'unknown time zone',
    );
  });
});

describe('instant formatting', () => {
  it('reads an instant on the venue clock', () => {
    expect(instantToLocal(new Date('2027-01-24T00:30:00Z'))).toBe('2027-01-23T19:30:00');
  });

  it('writes an instant with the offset in force at that moment', () => {
    expect(instantToIsoWithOffset(new Date('2027-07-01T16:00:00Z'))).toBe(
      '2027-07-01T12:00:00-04:00',
    );
    expect(offsetMinutesAt(new Date('2027-01-01T12:00:00Z'))).toBe(-300);
  });

  it('formats offsets with sign, hours and minutes', () => {
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(0)).toBe('+00:00');
  });
});

describe('event times', () => {
  it('gives a show without a known end the default two hours', () => {
    const { start, end } = showTimes({ date: '2027-01-23T19:30', films: [] });
    expect(end.getTime() - start.getTime()).toBe(DEFAULT_DURATION_MINUTES * 60_000);
    expect(DEFAULT_DURATION_MINUTES).toBe(120);
  });

  it('ends a multi-day show without a schedule at 23:59 on its last day', () => {
    const { end } = showTimes({ date: '2027-03-18T18:00', endDate: '2027-03-20', films: [] });
    expect(end.toISOString()).toBe('2027-03-21T03:59:00.000Z');
  });

  it('ends a festival with a schedule when its last film ends', () => {
    const { end } = showTimes({
      date: '2027-03-18T18:00',
      endDate: '2027-03-20',
      films: [
        { lengthMinutes: 110, screenings: [{ day: '2027-03-20', time: '20:30' }] },
        { lengthMinutes: 96, screenings: [{ day: '2027-03-18', time: '18:00' }] },
      ],
    });
    expect(end.toISOString()).toBe('2027-03-21T02:20:00.000Z');
  });

  it('ignores an education end time that is not after the start', () => {
    const { start, end } = educationEventTimes({
      date: '2027-02-04',
      time: '18:00',
      endTime: '17:00',
    });
    expect(end.getTime() - start.getTime()).toBe(DEFAULT_DURATION_MINUTES * 60_000);
  });

  it('runs a screening for the length of its film', () => {
    const { start, end } = screeningTimes({ day: '2027-03-19', time: '21:15' }, 104);
    expect(start.toISOString()).toBe('2027-03-20T01:15:00.000Z');
    expect(end.toISOString()).toBe('2027-03-20T02:59:00.000Z');
  });
});

describe('DEFAULT_TIME_ZONE', () => {
  it('is the zone of a site.json that names none, and a zone the runtime knows', () => {
    expect(siteSchema.shape.timeZone.parse(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE })).not.toThrow();
  });
});
