/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { makeFestival, series } from '@/test/support/fixture-content';
import { showCalendar } from '../ical';
import { selectEvents } from './ical-select';
import { myScheduleScreenings } from '../my-schedule-data';

const GENERATED = new Date('2026-08-01T12:00:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('a visitor’s calendar cut from the festival’s file', () => {
  const festival = makeFestival();
  const feed = showCalendar(festival, series, GENERATED);
  const screenings = myScheduleScreenings(festival, series);

  it('My schedule knows every screening of the festival’s file, by the same UID and times', () => {
    const { events } = parse(feed);
    expect(screenings.map((s) => s.uid).sort()).toEqual(events.map((e) => e.uid).sort());
    for (const event of events) {
      const screening = screenings.find((s) => s.uid === event.uid)!;
      expect(event.startDate.toJSDate().getTime()).toBe(screening.start);
      expect(event.endDate.toJSDate().getTime()).toBe(screening.end);
      expect(event.summary).toContain(screening.title);
    }
  });

  it('holds exactly the chosen events, in the order chosen, with the feed’s zone and text', () => {
    expect(screenings.length).toBeGreaterThan(1);
    const chosen = [screenings.at(-1)!, screenings[0]!];
    const text = selectEvents(
      feed,
      [...chosen.map((s) => s.uid), 'missing@example.org'],
      'My schedule: Ridgeline, Film; Festival',
    );
    const { calendar, events } = parse(text);
    expect(events.map((e) => e.uid)).toEqual(chosen.map((s) => s.uid));
    // Written as TEXT (VALUE=TEXT, since ical.js knows neither property), so a reader unescapes it.
    for (const property of ['name', 'x-wr-calname']) {
      expect(calendar.getFirstPropertyValue(property)).toBe(
        'My schedule: Ridgeline, Film; Festival',
      );
    }
    expect(text).toContain('X-WR-CALNAME;VALUE=TEXT:My schedule: Ridgeline\\, Film\\; Festival');
    expect(calendar.getAllProperties('x-wr-calname')).toHaveLength(1);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(
      parse(feed).calendar.getAllSubcomponents('vtimezone').length,
    );
    const original = parse(feed).events.find((e) => e.uid === chosen[0]!.uid)!;
    expect(events[0]!.description).toBe(original.description);
    expect(events[0]!.startDate.zone.tzid).toBe(original.startDate.zone.tzid);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
  });

  it('an empty choice is still a valid calendar, with no events', () => {
    const { events, calendar } = parse(selectEvents(feed, [], 'Mine'));
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });
});

describe('text and folding', () => {
  const festival = makeFestival();
  const feed = showCalendar(festival, series, GENERATED);

  it('folds every line within 75 octets without splitting a character', () => {
    const name = 'é€😀'.repeat(30);
    const text = selectEvents(feed, [], name);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
  });

  it('takes the events from whichever of several files holds them, the frame from the first', () => {
    const screenings = myScheduleScreenings(festival, series);
    const last = screenings.at(-1)!;
    const withoutLast = feed.replace(
      new RegExp(
        `BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\\s\\S])*UID:${last.uid}[\\s\\S]*?END:VEVENT\r\n`,
      ),
      '',
    );
    expect(parse(withoutLast).events.map((e) => e.uid)).not.toContain(last.uid);
    const { events } = parse(selectEvents([withoutLast, feed], [last.uid], 'Mine'));
    expect(events.map((e) => e.uid)).toEqual([last.uid]);
  });

  it('refuses to cut from no file at all', () => {
    expect(() => selectEvents([], [], 'Mine')).toThrow(/at least one calendar/);
  });
});
