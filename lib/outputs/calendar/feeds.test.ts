/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { fixtureContent, series } from '@/test/support/fixture-content';
import {
  calendarFeed,
  feedCalendar,
  feedKeys,
  feedSegments,
  offeredFeeds,
  type FeedKey,
  type FeedSource,
} from './feeds';
import { educationCalendar, showCalendar } from './ical';

const GENERATED = new Date('2026-08-01T00:00:00Z');

/** The fixture season on a day before all of it but the 2024 and 2025 shows. */
const source: FeedSource = {
  shows: fixtureContent.shows,
  education: fixtureContent.education,
  today: '2026-09-01',
  series,
};

/** Every feed the build writes (app/(site)/[...feed]/route.ts). */
const allKeys: readonly FeedKey[] = feedKeys;

/** ical.js, the independent parser: the feed's calendar and its events' UIDs and summaries. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events, uids: events.map((event) => event.uid) };
}

function uidsOf(key: FeedKey) {
  return parse(feedCalendar(key, source, GENERATED)).uids;
}

function showUids(name: string) {
  const show = fixtureContent.shows.find((s) => s.name === name)!;
  return parse(showCalendar(show, series, GENERATED)).uids;
}

describe('every feed', () => {
  it.each(allKeys.map((key) => [JSON.stringify(key), key] as const))(
    '%s carries its name, the venue time zone and a daily refresh',
    (_label, key) => {
      const text = feedCalendar(key, source, GENERATED);
      const { calendar, events } = parse(text);
      const { name } = calendarFeed(key, series, fixtureContent.education);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(series.timeZone);
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        series.timeZone,
      );
      expect(text).toMatch(/\r\nNAME:/);
      expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('P1D');
      expect(calendar.getFirstProperty('refresh-interval')).not.toBeNull();
      // Google shows local times only for events written on the venue's clock.
      for (const event of events) expect(event.startDate.zone?.tzid).toBe(series.timeZone);
    },
  );

  it('have a name and a file of their own each', () => {
    const feeds = allKeys.map((key) => calendarFeed(key, series, fixtureContent.education));
    expect(new Set(feeds.map((feed) => feed.name)).size).toBe(feeds.length);
    expect(new Set(feeds.map((feed) => feed.path)).size).toBe(feeds.length);
  });

  it('are written by one route, at their own path split into its segments', () => {
    for (const key of allKeys) {
      const feed = calendarFeed(key, series, fixtureContent.education);
      expect(`/${feedSegments(feed).join('/')}`).toBe(feed.path);
      expect(feedSegments(feed).at(-1)).toMatch(/\.ics$/);
    }
  });
});

describe('the speaker series feed', () => {
  it('holds the series talks only, with the UIDs of their own files', () => {
    expect(uidsOf({ kind: 'speaker-series' })).toEqual(showUids('an_evening_with_dr_june_ortiz'));
  });
});

describe('the festival feed', () => {
  it('holds every screening, with the UIDs of the festival file', () => {
    const uids = uidsOf({ kind: 'festival' });
    expect(uids.length).toBeGreaterThan(1);
    expect(uids.every((uid) => uid.startsWith('screening-'))).toBe(true);
    expect([...uids].sort()).toEqual([...showUids('film_festival')].sort());
  });
});

describe('the education feed', () => {
  it('holds every education event, as the education file did', () => {
    expect(uidsOf({ kind: 'education' })).toEqual(
      parse(educationCalendar(fixtureContent.education, series, GENERATED)).uids,
    );
  });
});

describe('an accessibility service feed', () => {
  const asl = uidsOf({ kind: 'accessibility', service: 'asl-interpretation' });

  it('holds the one performance of a run that offers the service, not the others', () => {
    const run = showUids('the_harbour_players');
    const withAsl = run.filter((uid) => asl.includes(uid));
    expect(withAsl).toEqual(['show-the_harbour_players-20270214T1400@www.example.edu']);
  });

  it('holds shows and free events offering it at every performance', () => {
    expect(asl).toEqual(expect.arrayContaining(showUids('winter_lights')));
    expect(asl).toEqual(expect.arrayContaining(showUids('an_evening_with_dr_june_ortiz')));
    expect(asl.some((uid) => uid.startsWith('education-2027-02-11-community-sing@'))).toBe(true);
  });

  it('leaves out shows that do not offer it', () => {
    expect(asl).not.toEqual(expect.arrayContaining(showUids('lanterns_over_larkspur')));
  });

  it('is in date order', () => {
    const { events } = parse(
      feedCalendar({ kind: 'accessibility', service: 'asl-interpretation' }, source, GENERATED),
    );
    const starts = events.map((event) => event.startDate.toJSDate().getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe('the touch tour feed', () => {
  it('holds the performance of a run with a touch tour and nothing without one', () => {
    const tours = uidsOf({ kind: 'accessibility', service: 'touch-tour' });
    expect(tours).toContain('show-the_harbour_players-20270214T1400@www.example.edu');
    expect(tours).not.toContain('show-the_harbour_players-20270212T1930@www.example.edu');
    expect(tours).not.toEqual(expect.arrayContaining(showUids('winter_lights')));
  });

  it('is offered once something offers a touch tour', () => {
    const services = offeredFeeds(source).flatMap(({ key }) =>
      key.kind === 'accessibility' ? [key.service] : [],
    );
    expect(services).toContain('touch-tour');
  });
});

describe('the season feed', () => {
  it('leaves out shows that ended more than 180 days before the build', () => {
    const uids = uidsOf({ kind: 'season' });
    expect(uids).not.toContain('show-autumn_gala@www.example.edu');
    expect(uids).toContain('show-lanterns_over_larkspur@www.example.edu');
  });
});

describe('offeredFeeds', () => {
  const listed = offeredFeeds(source).map((feed) => feed.key);

  it('lists the season, the speaker series, the festivals and the education events', () => {
    expect(listed.slice(0, 4).map((key) => key.kind)).toEqual([
      'season',
      'speaker-series',
      'festival',
      'education',
    ]);
  });

  it('lists a service feed only when something in it offers the service', () => {
    const services = listed.flatMap((key) => (key.kind === 'accessibility' ? [key.service] : []));
    expect(services).toContain('asl-interpretation');
    expect(services).not.toContain('relaxed-performance');
  });

  it('lists no service feed whose only performance with it is cancelled or postponed', () => {
    const services = (status: 'scheduled' | 'cancelled' | 'postponed') => {
      const only = {
        ...source,
        shows: [fixtureContent.shows.find((show) => show.name === 'the_harbour_players')!].map(
          (run) => ({
            ...run,
            performances: run.performances.map((p) =>
              p.accessibility.includes('asl-interpretation') ? { ...p, status } : p,
            ),
          }),
        ),
        education: { ...fixtureContent.education, events: [] },
      };
      return offeredFeeds(only).flatMap(({ key }) =>
        key.kind === 'accessibility' ? [key.service] : [],
      );
    };
    expect(services('scheduled')).toContain('asl-interpretation');
    expect(services('cancelled')).not.toContain('asl-interpretation');
    expect(services('postponed')).not.toContain('asl-interpretation');
    // The run's services at its other performances stay on offer.
    expect(services('cancelled')).toContain('wheelchair-seating');
  });
});
