/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { fixtureContent, series } from '@/test/support/fixture-content';
import { downloadUids, educationPickId, showPickId } from '../../concepts/picks';
import { educationEventSlug } from '../../concepts/shows';
import { routes } from '../../site/routes';
import type { Show } from '../../content/types';
import { selectEvents } from './browser/ical-select';
import { feedCalendar, type FeedKey, type FeedSource } from './feeds';
import { picksData } from './picks-data';

const GENERATED = new Date('2026-08-01T00:00:00Z');

/** The fixture season on a day before all of it but the 2024 and 2025 shows. */
const source: FeedSource = {
  shows: fixtureContent.shows,
  education: fixtureContent.education,
  today: '2026-09-01',
  series,
};

const feedKeys: Record<string, FeedKey> = {
  [routes.calendar.season()]: { kind: 'season' },
  [routes.calendar.festival()]: { kind: 'festival' },
  [routes.calendar.education()]: { kind: 'education' },
};

/** ical.js, the independent parser. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('what the picks page knows', () => {
  const data = picksData(source);
  const feeds = data.feeds.map((path) => {
    const key = feedKeys[path];
    if (!key) throw new Error(`no feed key for ${path}`);
    return feedCalendar(key, source, GENERATED);
  });
  const feedEvents = feeds.flatMap((text) => parse(text).events);

  it('cuts every pick’s events from the feeds it names, by the feeds’ own UIDs and times', () => {
    expect(data.items.length).toBeGreaterThan(0);
    const byUid = new Map(feedEvents.map((event) => [event.uid, event]));
    for (const item of data.items) {
      expect(item.uids.length).toBeGreaterThan(0);
      for (const uid of item.uids) expect(byUid.has(uid)).toBe(true);
      if (item.uids.length === 1) {
        expect(byUid.get(item.uids[0]!)!.startDate.toJSDate().getTime()).toBe(item.start);
        expect(byUid.get(item.uids[0]!)!.endDate.toJSDate().getTime()).toBe(item.end);
      }
    }
  });

  it('gives each pick one id', () => {
    const ids = data.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers each show the feeds carry and each education event, under their pick ids', () => {
    const ids = new Set(data.items.map((item) => item.id));
    for (const event of fixtureContent.education.events) {
      expect(ids.has(educationPickId(educationEventSlug(event)))).toBe(true);
    }
    const upcoming = fixtureContent.shows.filter((show) => show.day >= source.today);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const show of upcoming) expect(ids.has(showPickId(show.name))).toBe(true);
  });

  it('says in words the status of each pick the feeds mark as called off', () => {
    const calledOff = new Set(
      feedEvents
        .filter((event) => event.component.getFirstPropertyValue('status') === 'CANCELLED')
        .map((event) => event.uid),
    );
    const items = data.items.filter((item) => item.uids.every((uid) => calledOff.has(uid)));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.status).toMatch(/^(Cancelled|Postponed)/);
  });

  it('builds a download of exactly the chosen picks, which ical.js reads with the feeds’ UIDs', () => {
    const chosen = [data.items[0]!, data.items.at(-1)!];
    const text = selectEvents(feeds, downloadUids(chosen), 'My picks');
    const mine = parse(text);
    expect(mine.events.map((e) => e.uid).sort()).toEqual(downloadUids(chosen).sort());
    expect(mine.calendar.getFirstPropertyValue('x-wr-calname')).toBe('My picks');
    expect(mine.calendar.getAllSubcomponents('vtimezone').length).toBe(
      parse(feeds[0]!).calendar.getAllSubcomponents('vtimezone').length,
    );
  });
});

describe('a saved run in words', () => {
  // The fixture run: four performances on Fri, Sat (two) and Sun, the Saturday matinee cancelled.
  const run = fixtureContent.shows.find((show) => show.name === 'the_harbour_players');
  if (!run) throw new Error('the fixture content has no run the_harbour_players');

  /** The run's pick with each performance's status set by `status` (by its place in the run). */
  function runPick(status: (index: number) => Show['status']) {
    const show: Show = {
      ...run!,
      performances: run!.performances.map((p, i) => ({ ...p, status: status(i) })),
    };
    const item = picksData({ ...source, shows: [show] }).items.find(
      (pick) => pick.id === showPickId(show.name),
    );
    if (!item) throw new Error('the run has no pick');
    return item;
  }

  it('counts and names the days of every performance when none is called off', () => {
    const item = runPick(() => 'scheduled');
    expect(item.whenLabel).toBe('4 performances, Fri, Sat & Sun, February 12–14, 2027');
    expect(item.status).toBeUndefined();
  });

  it('counts only the performances that take place when one is cancelled, and says so', () => {
    // In date order: Fri 7:30, Sat 2:00, Sat 7:30, Sun 2:00; the Saturday matinee cancelled.
    const item = runPick((i) => (i === 1 ? 'cancelled' : 'scheduled'));
    expect(item.whenLabel).toBe('3 performances, Fri, Sat & Sun, February 12–14, 2027');
    expect(item.status).toMatch(/^1 of 4 performances changed/);
  });

  it('leaves out a day whose only performance is postponed', () => {
    const item = runPick((i) => (i === 3 ? 'postponed' : 'scheduled'));
    expect(item.whenLabel).toBe('3 performances, Fri & Sat, February 12–14, 2027');
  });

  it('still counts a rescheduled performance, which takes place', () => {
    const item = runPick((i) => (i === 1 ? 'rescheduled' : 'scheduled'));
    expect(item.whenLabel).toMatch(/^4 performances,/);
  });

  it('counts none when every performance is cancelled, and says so', () => {
    const item = runPick(() => 'cancelled');
    expect(item.whenLabel).toBe('No performances, February 12–14, 2027');
    expect(item.status).toMatch(/^4 of 4 performances changed/);
  });
});
