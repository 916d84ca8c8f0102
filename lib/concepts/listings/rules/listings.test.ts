import { makeEducationEvent, makeFestival, makeShow } from '@/test/support/fixture-content';
import type { Performance, Show } from '../../../content/types';
import type { AccessibilityService } from '../../venues';
import {
  educationFacts,
  countComingEntries,
  isEntryCalledOff,
  listEntries,
  matchingDays,
  listingMonths,
  monthWeeks,
  neighbourMonths,
  showDays,
  showFacts,
  thisWeek,
  thisWeekend,
  topicsOffered,
  type ListingQuery,
} from './listings';
import { venueDay } from '../../../time/venue-clock';

const VENUE_ZONE = 'America/New_York';

/** A performance of the fixture show, moved to `date` (venue time) with its own services. */
function performance(date: string, accessibility: AccessibilityService[] = []): Performance {
  const base = makeShow().performances[0];
  if (!base) throw new Error('the fixture show has no performance');
  return { ...base, id: date.replace(/[-:]/g, ''), date, day: date.slice(0, 10), accessibility };
}

/** A show on the given performances (one: a single date; more: a run), with no end date. */
function showOn(name: string, dates: string[], overrides: Partial<Show> = {}): Show {
  // As the loader does, a performance without a price of its own carries the show's.
  const performances = dates.map((date) => ({
    ...performance(date, overrides.accessibility ?? []),
    price: overrides.price,
  }));
  const first = performances[0];
  if (!first) throw new Error('a show needs a date');
  return makeShow({
    name,
    date: first.date,
    day: first.day,
    endDate: undefined,
    performances,
    schedule: [],
    festival: false,
    speakerSeries: false,
    status: 'scheduled',
    price: undefined,
    ...overrides,
  });
}

/** The names a listing holds on `today`, upcoming then past. */
function listed(shows: Show[], query: ListingQuery, today: string) {
  const entries = shows.map((show) => ({ name: show.name, facts: showFacts(show) }));
  const { upcoming, past } = listEntries(entries, query, today);
  return { upcoming: upcoming.map((e) => e.name), past: past.map((e) => e.name) };
}

describe('listing membership by month', () => {
  it('lists a run spanning two months in each month, once', () => {
    const run = showOn('winter_run', ['2027-01-29T19:30', '2027-01-30T19:30', '2027-02-05T19:30']);
    expect(listed([run], { when: '2027-01' }, '2026-12-01').upcoming).toEqual(['winter_run']);
    expect(listed([run], { when: '2027-02' }, '2026-12-01').upcoming).toEqual(['winter_run']);
    expect(listed([run], { when: '2027-03' }, '2026-12-01').upcoming).toEqual([]);
    expect(listingMonths([showFacts(run)])).toEqual(['2027-01', '2027-02']);
  });

  it('lists a festival in every month one of its screening days falls in', () => {
    const festival = makeFestival({
      name: 'spring_festival',
      date: '2027-03-31T18:00',
      day: '2027-03-31',
      endDate: '2027-04-02',
      schedule: [
        { day: '2027-03-31', dayLabel: '', slots: [] },
        { day: '2027-04-02', dayLabel: '', slots: [] },
      ],
    });
    const facts = showFacts(festival);
    expect(facts.days).toEqual(['2027-03-31', '2027-04-02']);
    expect(listingMonths([facts])).toEqual(['2027-03', '2027-04']);
    expect(facts.topics).toContain('film-festival');
  });

  it('takes a festival without a schedule for every day from its first to its last', () => {
    const festival = makeFestival({ day: '2027-03-30', endDate: '2027-04-01', schedule: [] });
    expect(showFacts(festival).days).toEqual(['2027-03-30', '2027-03-31', '2027-04-01']);
  });

  it('moves a month’s show that is over to the past, and keeps it out of a service’s list', () => {
    const early = showOn('early', ['2027-03-02T19:30'], { accessibility: ['open-captions'] });
    const late = showOn('late', ['2027-03-20T19:30'], { accessibility: ['open-captions'] });
    expect(listed([late, early], { when: '2027-03' }, '2027-03-10')).toEqual({
      upcoming: ['late'],
      past: ['early'],
    });
    expect(listed([late, early], { service: 'open-captions' }, '2027-03-10')).toEqual({
      upcoming: ['late'],
      past: [],
    });
  });
});

describe('a show’s last day ends at the venue’s midnight', () => {
  const show = showOn('last_night', ['2027-03-20T19:30']);

  it('is still to come at 11:59 pm in New York, whatever the clock of the machine', () => {
    // 03:59 UTC on the 21st is 11:59 pm EDT on the 20th.
    const today = venueDay(VENUE_ZONE, new Date('2027-03-21T03:59:00Z'));
    expect(listed([show], { when: '2027-03' }, today).upcoming).toEqual(['last_night']);
  });

  it('is over at midnight in New York', () => {
    const today = venueDay(VENUE_ZONE, new Date('2027-03-21T04:00:00Z'));
    expect(listed([show], { when: '2027-03' }, today)).toEqual({
      upcoming: [],
      past: ['last_night'],
    });
  });
});

describe('this week and this weekend', () => {
  it('runs a week from today to Sunday, and on a Sunday is that day alone', () => {
    // 2027-03-08 is a Monday.
    expect(thisWeek('2027-03-08')).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
    expect(thisWeek('2027-03-14')).toEqual(['2027-03-14']);
  });

  it('takes Friday to Sunday for the weekend, from today on', () => {
    expect(thisWeekend('2027-03-09')).toEqual(['2027-03-12', '2027-03-13', '2027-03-14']);
    expect(thisWeekend('2027-03-13')).toEqual(['2027-03-13', '2027-03-14']);
  });

  it('keeps the weekend whole across the spring clock change (14 March 2027)', () => {
    // 05:30 UTC on Sunday 14 March is 00:30 EST: the venue's Sunday has begun.
    const sunday = venueDay(VENUE_ZONE, new Date('2027-03-14T05:30:00Z'));
    expect(sunday).toBe('2027-03-14');
    const matinee = showOn('matinee', ['2027-03-14T14:00']);
    expect(listed([matinee], { when: 'this-weekend' }, sunday).upcoming).toEqual(['matinee']);
    expect(listed([matinee], { when: 'this-weekend' }, '2027-03-12').upcoming).toEqual(['matinee']);
  });

  it('keeps Sunday until midnight on the day the clocks go back (7 November 2027)', () => {
    // 04:59 UTC on the 8th is 11:59 pm EST on the 7th (EDT would have made it the 8th).
    const lateSunday = venueDay(VENUE_ZONE, new Date('2027-11-08T04:59:00Z'));
    expect(lateSunday).toBe('2027-11-07');
    const evening = showOn('evening', ['2027-11-07T19:30']);
    expect(listed([evening], { when: 'this-weekend' }, lateSunday).upcoming).toEqual(['evening']);
    const monday = venueDay(VENUE_ZONE, new Date('2027-11-08T05:00:00Z'));
    expect(listed([evening], { when: 'this-weekend' }, monday).upcoming).toEqual([]);
  });

  it('lists a run this weekend by its performances in the weekend only', () => {
    const run = showOn('midweek_and_weekend', ['2027-03-10T19:30', '2027-03-20T19:30']);
    expect(listed([run], { when: 'this-weekend' }, '2027-03-08').upcoming).toEqual([]);
    expect(listed([run], { when: 'this-week' }, '2027-03-08').upcoming).toEqual([
      'midweek_and_weekend',
    ]);
  });
});

describe('free, kinds and combined choices', () => {
  it('lists a show as free only when its price says free, never an unknown price', () => {
    const free = (price: Show['price']) =>
      showFacts(showOn('priced', ['2027-03-05T19:30'], { price })).free;
    expect(free(undefined)).toBe(false);
    expect(free({ free: true })).toBe(true);
    expect(free({ min: 0 })).toBe(true);
    expect(free({ min: 0, max: 0 })).toBe(true);
    expect(free({ min: 0, max: 20 })).toBe(false);
    expect(free({ min: 0, payWhatYouCan: true })).toBe(false);
  });

  it('lists a run as free when every performance is free, whatever the show says', () => {
    const show = makeShow({ price: undefined });
    const freeRun = show.performances.map((performance) => ({
      ...performance,
      price: { free: true },
    }));
    expect(showFacts({ ...show, performances: freeRun }).free).toBe(true);
    const oneCharged = freeRun.map((performance, index) =>
      index === 0 ? { ...performance, price: { min: 10 } } : performance,
    );
    expect(showFacts({ ...show, price: { free: true }, performances: oneCharged }).free).toBe(
      false,
    );
  });

  it('takes every education event for free, listed under education', () => {
    const facts = educationFacts(makeEducationEvent({ date: '2027-03-04', time: '19:00' }));
    expect(facts.free).toBe(true);
    expect(facts.topics).toEqual(['education']);
  });

  it('combines free, a month and a service: every part must hold', () => {
    const free = { price: { min: 0 } };
    const shows = [
      showOn('free_asl_march', ['2027-03-05T19:30'], {
        ...free,
        accessibility: ['asl-interpretation'],
      }),
      showOn('free_march', ['2027-03-06T19:30'], free),
      showOn('paid_asl_march', ['2027-03-07T19:30'], { accessibility: ['asl-interpretation'] }),
      showOn('free_asl_april', ['2027-04-05T19:30'], {
        ...free,
        accessibility: ['asl-interpretation'],
      }),
    ];
    const query: ListingQuery = { free: true, when: '2027-03', service: 'asl-interpretation' };
    expect(listed(shows, query, '2027-01-01').upcoming).toEqual(['free_asl_march']);
  });

  it('lists a run under a service only for the performances that offer it', () => {
    const run = makeShow({
      ...showOn('run', ['2027-03-05T19:30']),
      performances: [
        performance('2027-03-05T19:30'),
        performance('2027-04-09T19:30', ['asl-interpretation']),
      ],
    });
    expect(listed([run], { when: '2027-03', service: 'asl-interpretation' }, '2027-01-01')).toEqual(
      { upcoming: [], past: [] },
    );
    expect(
      listed([run], { when: '2027-04', service: 'asl-interpretation' }, '2027-01-01').upcoming,
    ).toEqual(['run']);
  });

  it('files a dance company under dance when its file says so, and a talk by the series flag', () => {
    const dance = showOn('dance', ['2027-03-05T19:30'], {
      eventType: 'TheaterEvent',
      kind: 'dance',
    });
    const talk = showOn('talk', ['2027-03-06T19:30'], { eventType: 'Event', speakerSeries: true });
    expect(listed([dance, talk], { topic: 'dance' }, '2027-01-01').upcoming).toEqual(['dance']);
    expect(listed([dance, talk], { topic: 'theatre' }, '2027-01-01').upcoming).toEqual([]);
    expect(listed([dance, talk], { topic: 'talks' }, '2027-01-01').upcoming).toEqual(['talk']);
    expect(listed([dance, talk], { topic: 'speaker-series' }, '2027-01-01').upcoming).toEqual([
      'talk',
    ]);
  });
});

describe('the order and the parts of a listing', () => {
  it('lists entries by date whatever order they come in', () => {
    const shows = [
      showOn('third', ['2027-03-20T19:30']),
      showOn('first', ['2027-03-05T19:30']),
      showOn('second', ['2027-03-05T20:00']),
    ];
    expect(listed(shows, {}, '2027-01-01').upcoming).toEqual(['first', 'second', 'third']);
    expect(listed(shows, {}, '2027-12-01').past).toEqual(['first', 'second', 'third']);
  });

  it('keeps entries at the same time in the order they come', () => {
    const shows = [
      showOn('b', ['2027-03-05T19:30']),
      showOn('a', ['2027-03-05T19:30']),
      showOn('c', ['2027-03-05T19:30']),
    ];
    expect(listed(shows, {}, '2027-01-01').upcoming).toEqual(['b', 'a', 'c']);
  });

  it('leaves an entry that does not answer the question out of both lists', () => {
    const march = showOn('march', ['2027-03-05T19:30']);
    expect(listed([march], { when: '2027-04' }, '2027-12-01')).toEqual({ upcoming: [], past: [] });
  });

  it('keeps a run with one performance over and one to come among the upcoming', () => {
    const run = showOn('run', ['2027-03-05T19:30', '2027-03-12T19:30']);
    expect(listed([run], {}, '2027-03-08')).toEqual({ upcoming: ['run'], past: [] });
  });

  it('gives each show and each education event a key of its own', () => {
    const keys = [
      showFacts(showOn('one', ['2027-03-05T19:30'])).key,
      showFacts(showOn('two', ['2027-03-05T19:30'])).key,
      educationFacts(makeEducationEvent({ name: 'one', date: '2027-03-05', time: '19:30' })).key,
      educationFacts(makeEducationEvent({ name: 'one', date: '2027-03-06', time: '19:30' })).key,
      educationFacts(makeEducationEvent({ name: 'one', date: '2027-03-05', time: '20:30' })).key,
      educationFacts(makeEducationEvent({ name: 'two', date: '2027-03-05', time: '19:30' })).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('places an education event on its day, at its time among the shows', () => {
    const event = educationFacts(makeEducationEvent({ date: '2027-03-05', time: '19:00' }));
    expect(event.days).toEqual(['2027-03-05']);
    const entries = [
      { name: 'late show', facts: showFacts(showOn('late', ['2027-03-05T19:30'])) },
      { name: 'talk', facts: event },
      { name: 'early show', facts: showFacts(showOn('early', ['2027-03-05T18:30'])) },
    ];
    const { upcoming } = listEntries(entries, { when: '2027-03' }, '2027-01-01');
    expect(upcoming.map((entry) => entry.name)).toEqual(['early show', 'talk', 'late show']);
  });

  it('offers no service an education event does not have', () => {
    const facts = educationFacts(
      makeEducationEvent({ date: '2027-03-05', accessibility: ['touch-tour'] }),
    );
    expect(facts.serviceDays).toEqual({ 'touch-tour': ['2027-03-05'] });
    expect(educationFacts(makeEducationEvent({ accessibility: [] })).serviceDays).toEqual({});
  });

  it('files a show under its kind, the speaker series and the festival, and nothing else', () => {
    const concert = showOn('concert', ['2027-03-05T19:30'], { kind: 'music' });
    expect(showFacts(concert).topics).toEqual(['music']);
    const festival = showOn('fest', ['2027-03-05T19:30'], {
      eventType: 'Festival',
      kind: undefined,
      festival: true,
    });
    // The series' festivals are film festivals (lib/concepts/shows/rules/show-kinds.ts).
    expect(showFacts(festival).topics).toEqual(['film', 'film-festival']);
    const plain = showOn('plain', ['2027-03-05T19:30'], { eventType: 'Event', kind: undefined });
    expect(showFacts(plain).topics).toEqual([]);
  });

  it('counts a day once for a service two performances that day offer', () => {
    const run = makeShow({
      ...showOn('run', ['2027-03-06T14:00']),
      performances: [
        performance('2027-03-06T14:00', ['open-captions']),
        performance('2027-03-06T19:30', ['open-captions', 'touch-tour']),
        performance('2027-03-07T14:00', ['touch-tour']),
      ],
    });
    expect(showFacts(run).serviceDays).toEqual({
      'open-captions': ['2027-03-06'],
      'touch-tour': ['2027-03-06', '2027-03-07'],
    });
  });

  describe('a called-off performance offers no service (docs/rules/visiting.md#accessibility-services)', () => {
    const ASL: AccessibilityService = 'asl-interpretation';
    function run(...statuses: Performance['status'][]) {
      const dates = ['2027-03-05T19:30', '2027-03-06T14:00', '2027-03-07T14:00'];
      return makeShow({
        ...showOn('run', dates),
        performances: statuses.map((status, i) => ({ ...performance(dates[i]!, [ASL]), status })),
      });
    }

    it.each(['cancelled', 'postponed'] as const)(
      'a run whose only ASL performance is %s is in no ASL listing',
      (status) => {
        const only = makeShow({
          ...run('scheduled', status),
          performances: [
            performance('2027-03-05T19:30'),
            { ...performance('2027-03-06T14:00', [ASL]), status },
          ],
        });
        expect(showFacts(only).serviceDays).toEqual({});
        expect(matchingDays(showFacts(only), { service: ASL }, '2027-01-01')).toEqual([]);
      },
    );

    it('a run with one of two ASL performances cancelled is listed on the other day', () => {
      expect(showFacts(run('cancelled', 'scheduled')).serviceDays).toEqual({
        [ASL]: ['2027-03-06'],
      });
    });

    it('a run with none called off is listed on each ASL day', () => {
      expect(showFacts(run('scheduled', 'soldOut', 'rescheduled')).serviceDays).toEqual({
        [ASL]: ['2027-03-05', '2027-03-06', '2027-03-07'],
      });
    });

    it('a festival called off offers no service on any day', () => {
      const fest = showOn('fest', ['2027-03-05T19:30'], {
        festival: true,
        endDate: '2027-03-06',
        accessibility: [ASL],
      });
      expect(Object.keys(showFacts(fest).serviceDays)).toEqual([ASL]);
      const off = {
        ...fest,
        performances: fest.performances.map((p) => ({ ...p, status: 'cancelled' as const })),
      };
      expect(showFacts(off).serviceDays).toEqual({});
    });

    it.each(['cancelled', 'postponed'] as const)('a %s education event offers none', (status) => {
      const event = makeEducationEvent({ date: '2027-03-05', status, accessibility: [ASL] });
      expect(educationFacts(event).serviceDays).toEqual({});
    });
  });

  it("gives a festival without performances no services, and one with them every day's", () => {
    const bare = showFacts(
      showOn('fest', ['2027-03-05T19:30'], {
        festival: true,
        endDate: '2027-03-06',
        performances: [],
      }),
    );
    expect(bare.serviceDays).toEqual({});
    expect(bare.days).toEqual(['2027-03-05', '2027-03-06']);
  });

  it('takes a show without performances as free by its own price alone', () => {
    const show = showOn('show', ['2027-03-05T19:30']);
    expect(showFacts({ ...show, price: { min: 10 }, performances: [] }).free).toBe(false);
    expect(showFacts({ ...show, price: { free: true }, performances: [] }).free).toBe(true);
  });

  it('gives the months of the entries once each, in order', () => {
    const months = listingMonths([
      showFacts(showOn('april', ['2027-04-05T19:30'])),
      showFacts(showOn('run', ['2027-01-30T19:30', '2027-02-05T19:30'])),
      showFacts(showOn('march', ['2027-03-05T19:30'])),
    ]);
    expect(months).toEqual(['2027-01', '2027-02', '2027-03', '2027-04']);
  });

  it('offers the topics some entry has, in the listings’ order', () => {
    const entries = [
      educationFacts(makeEducationEvent({})),
      showFacts(showOn('concert', ['2027-03-05T19:30'], { kind: 'music' })),
    ];
    expect(topicsOffered(entries)).toEqual(['music', 'education']);
    expect(topicsOffered([])).toEqual([]);
  });

  it('says an entry cancelled or postponed is called off, a sold-out one not', () => {
    const facts = showFacts(showOn('show', ['2027-03-05T19:30']));
    expect(isEntryCalledOff({ ...facts, status: 'cancelled' })).toBe(true);
    expect(isEntryCalledOff({ ...facts, status: 'postponed' })).toBe(true);
    expect(isEntryCalledOff({ ...facts, status: 'soldOut' })).toBe(false);
  });

  it('counts the upcoming entries that are coming, not the called-off ones', () => {
    const facts = showFacts(showOn('show', ['2027-03-05T19:30']));
    const entry = (status: Show['status']) => ({ facts: { ...facts, status } });
    expect(countComingEntries([])).toBe(0);
    expect(countComingEntries([entry('scheduled')])).toBe(1);
    expect(countComingEntries([entry('scheduled'), entry('soldOut')])).toBe(2);
    expect(countComingEntries([entry('scheduled'), entry('cancelled'), entry('postponed')])).toBe(
      1,
    );
  });
});

describe('the days of a show', () => {
  const base = showOn('show', ['2027-03-05T19:30']);

  it('are its performances’ days, once each and in order', () => {
    const performances = [
      performance('2027-03-07T19:30'),
      performance('2027-03-05T14:00'),
      performance('2027-03-05T19:30'),
    ];
    expect(showDays({ ...base, performances })).toEqual(['2027-03-05', '2027-03-07']);
  });

  it('are a festival’s screening days, once each and in order', () => {
    const schedule = [{ day: '2027-03-07' }, { day: '2027-03-05' }, { day: '2027-03-07' }];
    expect(showDays({ ...base, schedule } as unknown as Show)).toEqual([
      '2027-03-05',
      '2027-03-07',
    ]);
  });

  it('are every day from the start to an end date after it', () => {
    expect(showDays({ ...base, day: '2027-03-05', endDate: '2027-03-07' })).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
  });
});

describe('the month grid', () => {
  it('puts each day of the month once under its weekday, weeks of seven from Sunday', () => {
    // March 2027 starts on a Monday and has 31 days.
    const weeks = monthWeeks('2027-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 2)).toEqual([null, '2027-03-01']);
    const days = weeks.flat().filter((day) => day !== null);
    expect(days).toHaveLength(31);
    expect(days[30]).toBe('2027-03-31');
  });

  it('links the months either side that have a page, over a gap', () => {
    const months = ['2026-12', '2027-01', '2027-04'];
    expect(neighbourMonths('2027-01', months)).toEqual({ previous: '2026-12', next: '2027-04' });
    expect(neighbourMonths('2026-12', months)).toEqual({ previous: undefined, next: '2027-01' });
  });
});
