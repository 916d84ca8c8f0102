/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { fixtureContent, series } from '@/test/support/fixture-content';
import { zonedToInstant } from '@/lib/time/timezone';
import type { Show } from '@/lib/content/types';
import { feedCalendar } from './feeds';
import {
  offersOnSaleReminder,
  onSaleReminderCalendar,
  REMINDER_MINUTES_BEFORE,
  saleOpenings,
} from './on-sale';

const GENERATED = new Date('2026-08-01T12:00:00Z');

/** Parsed by ical.js, an iCalendar reader independent of the writer (ical-generator). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  return calendar.getAllSubcomponents('vevent');
}

function fixtureShow(predicate: (show: Show) => boolean, what: string): Show {
  const show = fixtureContent.shows.find(predicate);
  if (!show) throw new Error(`the fixture content has no ${what}`);
  return show;
}

/** A show with a public sale date and a members' presale time. */
const withPresale = fixtureShow(
  (show) => Boolean(show.onSale && show.presaleOpens && show.presaleTickets),
  'show with onSale and presaleOpens',
);

describe('a show’s on-sale reminder file (docs/rules/calendars.md#on-sale-reminders)', () => {
  it('starts an event at the public sale’s opening, with a display alarm before it', () => {
    const [publicSale] = parse(onSaleReminderCalendar(withPresale, series, GENERATED)).filter(
      (event) => !String(event.getFirstPropertyValue('uid')).startsWith('presale-'),
    );
    const event = new ICAL.Event(publicSale!);
    expect(event.startDate.toJSDate().toISOString()).toBe(
      zonedToInstant(withPresale.onSale!, series.timeZone).toISOString(),
    );
    const alarm = publicSale!.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-REMINDER_MINUTES_BEFORE * 60);
  });

  it('adds the members’ presale as a second event at its own opening', () => {
    const events = parse(onSaleReminderCalendar(withPresale, series, GENERATED)).map(
      (event) => new ICAL.Event(event),
    );
    expect(events).toHaveLength(2);
    const presale = events.find((event) => event.summary.startsWith("Members' presale"));
    expect(presale?.startDate.toJSDate().toISOString()).toBe(
      zonedToInstant(withPresale.presaleOpens!, series.timeZone).toISOString(),
    );
    expect(presale?.component.getFirstSubcomponent('valarm')).not.toBeNull();
  });

  it('keeps its UIDs when the sale date moves', () => {
    const uids = (show: Show) =>
      parse(onSaleReminderCalendar(show, series, GENERATED))
        .map((event) => event.getFirstPropertyValue('uid'))
        .sort();
    const moved: Show = {
      ...withPresale,
      performances: withPresale.performances.map((p) => ({
        ...p,
        onSaleInstant: new Date(Date.parse(p.onSaleInstant!) + 86_400_000).toISOString(),
      })),
    };
    expect(uids(moved)).toEqual(uids(withPresale));
    expect(new Set(uids(withPresale)).size).toBe(2);
  });

  it('offers no reminder for a show that no longer sells', () => {
    expect(offersOnSaleReminder(withPresale, series.timeZone)).toBe(true);
    for (const status of ['soldOut', 'cancelled', 'postponed'] as const) {
      expect(offersOnSaleReminder({ ...withPresale, status }, series.timeZone)).toBe(false);
    }
  });

  it('gives a run sold in waves one event per wave, each naming its performances', () => {
    const run = fixtureShow(
      (show) => show.performances.length > 1 && show.performances.some((p) => p.onSaleInstant),
      'run with a performance on sale later',
    );
    const waves = new Set(
      run.performances
        .filter((p) => p.onSaleInstant && (p.status === 'scheduled' || p.status === 'rescheduled'))
        .map((p) => p.onSaleInstant),
    );
    const events = parse(onSaleReminderCalendar(run, series, GENERATED));
    expect(events).toHaveLength(waves.size);
    const opened = saleOpenings(run, series.timeZone)[0]!.performances[0]!;
    expect(String(events[0]!.getFirstPropertyValue('description'))).toContain(
      opened.dateFormattedShort,
    );
  });
});

describe('the on-sale feed', () => {
  it('holds each opening of the feed’s shows with the same UID as the show’s own file', () => {
    const today = withPresale.onSale!.slice(0, 10);
    const feed = parse(
      feedCalendar(
        { kind: 'on-sale' },
        {
          shows: fixtureContent.shows,
          education: fixtureContent.education,
          today,
          series,
        },
        GENERATED,
      ),
    ).map((event) => event.getFirstPropertyValue('uid'));
    const own = parse(onSaleReminderCalendar(withPresale, series, GENERATED)).map((event) =>
      event.getFirstPropertyValue('uid'),
    );
    // The presale opened before the build day but within the week the feed keeps.
    for (const uid of own) expect(feed).toContain(uid);
  });

  it('drops openings more than a week before the build day', () => {
    const long = new Date(Date.parse(withPresale.onSaleInstant!) + 30 * 86_400_000);
    const today = long.toISOString().slice(0, 10);
    const feed = feedCalendar(
      { kind: 'on-sale' },
      { shows: [withPresale], education: fixtureContent.education, today, series },
      GENERATED,
    );
    expect(parse(feed)).toHaveLength(0);
  });
});
