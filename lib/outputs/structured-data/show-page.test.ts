/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import type { Event as SchemaEvent } from 'schema-dts';
import { fixtureContent, makeRunWithGuest, makeShow, series } from '@/test/support/fixture-content';
import { showCredits } from '@/lib/concepts/archive/build';
import { zonedToInstant } from '@/lib/time/timezone';
import type { Show } from '@/lib/content/types';
import { showStructuredData } from './show-page';
import { seasonCalendar, showCalendar } from '../calendar/ical';
import { performanceGoogleCalendarUrl } from '../calendar/calendar-links';
import { showEvent } from './events';
import type { EventLd } from './shapes';

/** The fixture run: the fixture show with more than one performance. */
const run = fixtureContent.shows.find((show) => show.performances.length > 1) as Show;
const GENERATED = new Date('2026-08-01T12:00:00Z');
/** A clock before any sale of the run opens, one while it sells and one after it. */
const BEFORE = new Date('2026-09-01T12:00:00Z');
const SELLING = new Date(
  Math.max(...run.performances.map((p) => Date.parse(p.onSaleInstant ?? '0'))) + 1,
);
const AFTER = new Date(Date.parse(`${run.endDate ?? run.day}T12:00:00Z`) + 2 * 86_400_000);

function events(show: Show, now: Date): EventLd[] {
  const data = showStructuredData(show, series, now);
  return Array.isArray(data) ? data : [data];
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('a run in structured data (docs/rules/shows.md#performances)', () => {
  it('is one Event per performance, each a schema.org Event with its own start', () => {
    const list: SchemaEvent[] = events(run, SELLING);
    expect(list).toHaveLength(run.performances.length);
    const ld = events(run, SELLING);
    ld.forEach((event, i) => {
      const p = run.performances[i]!;
      expect(event.startDate.startsWith(`${p.date}:00`)).toBe(true);
      expect(event['@id']).toContain(p.id);
      expect(event.location.name).toBe(run.venue.name);
    });
    expect(new Set(ld.map((e) => e['@id'])).size).toBe(ld.length);
  });

  it("gives each performance its own status and offer, from the performance's fields", () => {
    events(run, SELLING).forEach((event, i) => {
      const p = run.performances[i]!;
      if (p.status === 'cancelled') {
        expect(event.eventStatus).toBe('https://schema.org/EventCancelled');
        expect(event.offers).toBeUndefined();
      } else {
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
        expect(event.offers?.url).toBe(p.tickets);
        expect(event.offers?.availability).toBe(
          p.status === 'soldOut' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        );
      }
    });
  });

  it('offers a performance whose sale has not opened as PreOrder, valid from the opening', () => {
    const later = run.performances.filter((p) => p.onSaleInstant !== undefined);
    expect(later.length).toBeGreaterThan(0);
    for (const p of later) {
      const event = events(run, BEFORE)[run.performances.indexOf(p)]!;
      expect(event.offers?.availability).toBe('https://schema.org/PreOrder');
      expect(Date.parse(event.offers!.validFrom!)).toBe(Date.parse(p.onSaleInstant!));
    }
  });

  it('names the access services and the note of a performance in its description', () => {
    events(run, SELLING).forEach((event, i) => {
      const p = run.performances[i]!;
      if (p.note) expect(event.description).toContain(p.note);
      if (p.accessibility.includes('asl-interpretation')) {
        expect(event.description).toContain('ASL interpretation');
      }
    });
  });

  it.each(['cancelled', 'postponed'] as const)(
    'names no access service in the description of a %s performance',
    (status) => {
      const sunday = run.performances.find((p) => p.accessibility.includes('asl-interpretation'))!;
      const off: Show = {
        ...run,
        performances: run.performances.map((p) => (p === sunday ? { ...p, status } : p)),
      };
      const event = events(off, SELLING).find((e) =>
        e.startDate?.toString().startsWith(sunday.date),
      )!;
      expect(event.eventStatus).toMatch(/Event(Cancelled|Postponed)/);
      expect(event.description).not.toMatch(/ASL interpretation|Audio description|Touch tour/);
    },
  );

  it('never says InStock once a performance, or a single show, is over', () => {
    for (const event of events(run, AFTER)) expect(event.offers).toBeUndefined();
    const show = makeShow();
    const after = new Date(zonedToInstant(`${show.day}T12:00`).getTime() + 2 * 86_400_000);
    expect(showEvent(show, series, after).offers).toBeUndefined();
    expect(showEvent(show, series, new Date('2026-01-01T00:00:00Z')).offers?.availability).toBe(
      'https://schema.org/InStock',
    );
  });

  it('leaves a show with one performance as one Event', () => {
    expect(Array.isArray(showStructuredData(makeShow(), series))).toBe(false);
  });
});

describe('a run in calendars', () => {
  it("holds one VEVENT per performance in the show's file, each with a stable UID of its own", () => {
    const vevents = parse(showCalendar(run, series, GENERATED));
    expect(vevents.map((e) => e.startDate.toJSDate().getTime())).toEqual(
      run.performances.map((p) => zonedToInstant(p.date).getTime()),
    );
    const uids = vevents.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const uid of uids) expect(uid).toContain(run.name);
    // The same content gives the same UIDs on the next build.
    expect(parse(showCalendar(run, series, new Date())).map((e) => e.uid)).toEqual(uids);
  });

  it('gives each performance its own STATUS and SEQUENCE', () => {
    parse(showCalendar(run, series, GENERATED)).forEach((event, i) => {
      const p = run.performances[i]!;
      expect(event.component.getFirstPropertyValue('status')).toBe(
        p.status === 'cancelled' || p.status === 'postponed' ? 'CANCELLED' : 'CONFIRMED',
      );
      expect(event.sequence).toBe(p.revision);
    });
  });

  it('keeps the UID of a rescheduled performance', () => {
    const moved = {
      ...run,
      performances: run.performances.map((p, i) =>
        i === 0
          ? { ...p, date: '2027-02-11T19:30', status: 'rescheduled' as const, previousDate: p.date }
          : p,
      ),
    };
    const before = parse(showCalendar(run, series, GENERATED))[0]!.uid;
    expect(parse(showCalendar(moved, series, GENERATED)).map((e) => e.uid)).toContain(before);
  });

  it('puts every performance in the season feed', () => {
    const feed = parse(seasonCalendar([makeShow(), run], series, GENERATED));
    expect(feed).toHaveLength(1 + run.performances.length);
  });

  it('links each performance to Google Calendar at its own start', () => {
    for (const p of run.performances) {
      const url = new URL(performanceGoogleCalendarUrl(run, p, series));
      const start = zonedToInstant(p.date)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, '');
      expect(url.searchParams.get('dates')?.startsWith(start)).toBe(true);
    }
  });
});

describe("a run's performances and their own people", () => {
  it("name a performance's guest as a performer of that performance's Event only", () => {
    const show = makeRunWithGuest({ people: [], works: [], performers: [] });
    const credits = showCredits(show, fixtureContent.people, fixtureContent.works);
    const events = showStructuredData(show, series, new Date('2026-11-01T12:00:00Z'), credits);
    if (!Array.isArray(events)) throw new Error('a run has one Event per performance');
    const performers = events.map((event) => JSON.stringify(event.performer ?? null));
    expect(performers[0]).not.toContain('elsa_moreau');
    expect(performers[1]).toContain('elsa_moreau');
  });
});
