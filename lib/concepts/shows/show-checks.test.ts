/**
 * The cross-field checks of a show and an education event (lib/concepts/shows/show-schema.ts, education-schema.ts,
 * performance-schema.ts, sale-dates.ts, accessibility-field.ts) at their edges: equal, one past,
 * each branch. Each case is a small show written here, never the season's content.
 */
import { educationEventSchema } from '../education/build';
import { showSchema } from './show-schema';

const show = {
  title: 'A Test Show',
  date: '2026-10-01T19:30',
  location: 'alderton',
  description: '<p>Hello</p>',
  tickets: 'https://tickets.example.com/show',
};

const event = {
  name: 'A Talk',
  date: '2026-10-08',
  time: '18:00',
  location: 'alderton',
  description: '<p>Hello</p>',
};

/** Every problem as "path: message". */
function issues(schema: typeof showSchema | typeof educationEventSchema, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
const showIssues = (input: Record<string, unknown>) => issues(showSchema, { ...show, ...input });
const eventIssues = (input: Record<string, unknown>) =>
  issues(educationEventSchema, { ...event, ...input });

describe('the status rules of a show', () => {
  it('accept a rescheduled show that says when it was first due', () => {
    expect(showIssues({ status: 'rescheduled', previousDate: '2026-09-01T19:30' })).toEqual([]);
  });

  it('require the first date of a rescheduled show', () => {
    expect(showIssues({ status: 'rescheduled' })).toEqual([
      expect.stringMatching(/^previousDate: is required when status is "rescheduled"/),
    ]);
  });

  it('refuse a first date on a show that is not rescheduled, naming its status', () => {
    expect(showIssues({ previousDate: '2026-09-01T19:30' })).toEqual([
      'previousDate: belongs only to a rescheduled event (status is "scheduled")',
    ]);
    expect(showIssues({ status: 'cancelled', previousDate: '2026-09-01T19:30' })).toEqual([
      'previousDate: belongs only to a rescheduled event (status is "cancelled")',
    ]);
  });

  it('refuse a first date equal to the new one, and accept one a minute apart', () => {
    expect(showIssues({ status: 'rescheduled', previousDate: show.date })).toEqual([
      'previousDate: is the same as the new date',
    ]);
    expect(showIssues({ status: 'rescheduled', previousDate: '2026-10-01T19:31' })).toEqual([]);
  });
});

describe('the status rules of an education event', () => {
  it('accept a plain event and a rescheduled one with its first date', () => {
    expect(eventIssues({})).toEqual([]);
    expect(eventIssues({ status: 'rescheduled', previousDate: '2026-10-01T18:00' })).toEqual([]);
  });

  it('require the first date of a rescheduled event and refuse it on any other', () => {
    expect(eventIssues({ status: 'rescheduled' })).toEqual([
      expect.stringMatching(/^previousDate: is required/),
    ]);
    expect(eventIssues({ status: 'postponed', previousDate: '2026-10-01T18:00' })).toEqual([
      'previousDate: belongs only to a rescheduled event (status is "postponed")',
    ]);
  });

  it("compare the first date with the event's day and time together", () => {
    expect(eventIssues({ status: 'rescheduled', previousDate: '2026-10-08T18:00' })).toEqual([
      'previousDate: is the same as the new date',
    ]);
    expect(eventIssues({ status: 'rescheduled', previousDate: '2026-10-08T17:00' })).toEqual([]);
  });
});

describe("a show's dates, template and season", () => {
  it('accept an end date on the start day and refuse one the day before', () => {
    expect(showIssues({ endDate: '2026-10-01' })).toEqual([]);
    expect(showIssues({ endDate: '2026-09-30' })).toEqual([
      'endDate: must not be before the start date',
    ]);
  });

  it('give a schedule to a festival only', () => {
    const schedule = { '2026-10-01': { '19:30': 'A Film' } };
    expect(showIssues({ schedule })).toEqual([
      'schedule: only a festival (festival: true) has a schedule',
    ]);
    expect(showIssues({ schedule, festival: true })).toEqual([]);
  });

  it('give the festival template to a festival only', () => {
    expect(showIssues({ template: 'festival' })).toEqual([
      'template: the festival template needs festival: true',
    ]);
    expect(showIssues({ template: 'festival', festival: true })).toEqual([]);
    expect(showIssues({ template: 'poster-left' })).toEqual([]);
  });

  it('accept a show filed one season from its date and refuse one filed two away', () => {
    expect(showIssues({ season: '2026-27' })).toEqual([]);
    expect(showIssues({ season: '2027-28' })).toEqual([]);
    expect(showIssues({ season: '2024-25' })).toEqual([
      expect.stringMatching(/^season: is 2024-25, but the date 2026-10-01 falls in the 2026-27/),
    ]);
  });
});

describe("a show's sale dates", () => {
  it('accept a public sale that opens a minute before the show', () => {
    expect(showIssues({ onSale: '2026-10-01T19:29' })).toEqual([]);
  });

  it('refuse a public sale that opens as the show starts', () => {
    expect(showIssues({ onSale: show.date })).toEqual(['onSale: must be before the show starts']);
  });

  it('refuse a public sale without a ticket link', () => {
    expect(showIssues({ tickets: '', onSale: '2026-09-01T10:00' })).toEqual([
      expect.stringMatching(/^onSale: needs a "tickets" link/),
    ]);
  });

  it("accept a members' presale with its link that opens a minute before the public sale", () => {
    expect(
      showIssues({
        onSale: '2026-09-01T10:00',
        presaleTickets: 'https://tickets.example.com/presale',
        presaleOpens: '2026-09-01T09:59',
      }),
    ).toEqual([]);
  });

  it('refuse a presale opening as the public sale opens', () => {
    expect(
      showIssues({
        onSale: '2026-09-01T10:00',
        presaleTickets: 'https://tickets.example.com/presale',
        presaleOpens: '2026-09-01T10:00',
      }),
    ).toEqual(['presaleOpens: must be before the public sale opens ("onSale")']);
  });

  it('refuse a presale opening without its link, and a presale link without a public sale', () => {
    expect(showIssues({ onSale: '2026-09-01T10:00', presaleOpens: '2026-08-01T10:00' })).toEqual([
      expect.stringMatching(/^presaleOpens: needs "presaleTickets"/),
    ]);
    expect(showIssues({ presaleTickets: 'https://tickets.example.com/presale' })).toEqual([
      expect.stringMatching(/^presaleTickets: needs "onSale"/),
    ]);
  });
});

describe("a show's payment links", () => {
  it('take https, and say why a plain http or a bare address is refused', () => {
    expect(showIssues({ tickets: 'https://tickets.example.com/a' })).toEqual([]);
    expect(showIssues({ tickets: 'http://tickets.example.com/a' })).toEqual([
      'tickets: must be a secure https:// link',
    ]);
    expect(showIssues({ tickets: 'tickets.example.com/a' })).toEqual([
      'tickets: must be an absolute https:// link',
    ]);
  });
});

describe("a show's related shows and accessibility services", () => {
  it('accept different names and refuse a name listed twice', () => {
    expect(showIssues({ related: ['one', 'two'] })).toEqual([]);
    expect(showIssues({ related: ['one', 'one'] })).toEqual(['related: lists a show twice']);
  });

  it('accept different services and refuse the second of a service listed twice', () => {
    expect(showIssues({ accessibility: ['touch-tour', 'audio-description'] })).toEqual([]);
    expect(
      showIssues({ accessibility: ['touch-tour', 'audio-description', 'touch-tour'] }),
    ).toEqual(['accessibility.2: lists "touch-tour" twice']);
  });
});

describe("a run's performances", () => {
  const at = (date: string, more: Record<string, unknown> = {}) => ({ date, ...more });
  const run = (performances: unknown[], more: Record<string, unknown> = {}) =>
    showIssues({ performances, ...more });

  it('may be none: a show with one date may end days later or be a festival', () => {
    expect(run([], { endDate: '2026-10-03', festival: true })).toEqual([]);
  });

  it("open with the show's date, in whatever order they are listed", () => {
    expect(run([at('2026-10-02T19:30'), at('2026-10-01T19:30')])).toEqual([]);
    expect(
      run([at('2026-10-02T19:30'), at('2026-10-01T19:30')], { date: '2026-10-02T19:30' }),
    ).toEqual([
      "date: must be the first performance's date and time (2026-10-01T19:30): a run opens with it",
    ]);
  });

  it('end with the last performance, not an end date', () => {
    expect(run([at(show.date)], { endDate: '2026-10-02' })).toEqual([
      expect.stringMatching(/^endDate: a show with performances ends with its last performance/),
    ]);
  });

  it('are not the screenings of a festival', () => {
    expect(run([at(show.date)], { festival: true })).toEqual([
      expect.stringMatching(/^performances: a festival's screenings are its schedule/),
    ]);
  });

  it('are rescheduled one by one, never as a whole run', () => {
    expect(
      run([at(show.date, { status: 'rescheduled', previousDate: '2026-09-30T19:30' })]),
    ).toEqual([]);
    expect(
      run([at(show.date, { previousDate: '2026-09-30T19:30' })], {
        status: 'rescheduled',
        previousDate: '2026-09-30T19:30',
      }),
    ).toContain(
      'status: a run is rescheduled performance by performance: set it on the performance',
    );
  });

  it('follow the status rules each, under their own path', () => {
    expect(run([at(show.date), at('2026-10-02T19:30', { status: 'rescheduled' })])).toEqual([
      expect.stringMatching(/^performances\.1\.previousDate: is required when status/),
    ]);
    expect(run([at(show.date, { status: 'rescheduled', previousDate: show.date })])).toEqual([
      'performances.0.previousDate: is the same as the new date',
    ]);
  });

  it('never share a time, the second named', () => {
    expect(run([at(show.date), at('2026-10-01T19:31'), at(show.date)])).toEqual([
      expect.stringMatching(/^performances\.2\.date: .*performances\[0\]/),
    ]);
  });

  it("fall in the show's season: the last day of June is still in it, the first of July not", () => {
    expect(run([at(show.date), at('2027-06-30T19:30')])).toEqual([]);
    expect(run([at(show.date), at('2027-07-01T19:30')])).toEqual([
      "performances.1.date: falls in the 2027-28 season, not the show's 2026-27: a run is in one season",
    ]);
  });

  it('fall in the season the show is filed under, when it names one', () => {
    expect(run([at(show.date)], { season: '2025-26' })).toEqual([
      "performances.0.date: falls in the 2026-27 season, not the show's 2025-26: a run is in one season",
    ]);
  });

  it("carry a status of their own only while the show's status is scheduled", () => {
    expect(run([at(show.date, { status: 'soldOut' })])).toEqual([]);
    expect(run([at(show.date, { status: 'soldOut' })], { status: 'cancelled' })).toEqual([
      'performances.0.status: conflicts with the show\'s status "cancelled", which holds for every performance',
    ]);
  });

  it("take the show's status without a status of their own, whatever it is", () => {
    expect(run([at(show.date)], { status: 'cancelled' })).toEqual([]);
  });

  it('set an on-sale date on the show or on a performance, never both', () => {
    expect(run([at(show.date, { onSale: '2026-09-01T10:00' })])).toEqual([]);
    expect(
      run([at(show.date, { onSale: '2026-09-01T10:00' })], { onSale: '2026-09-01T10:00' }),
    ).toEqual([
      "performances.0.onSale: conflicts with the show's onSale: set it on the show or per performance",
    ]);
  });

  it('set a presale link on the show or on a performance, never both; "" on a performance opts out', () => {
    const presale = 'https://tickets.example.com/presale';
    const onSale = '2026-09-01T10:00';
    expect(run([at(show.date, { presaleTickets: presale })], { onSale })).toEqual([]);
    expect(
      run([at(show.date, { presaleTickets: '' })], { onSale, presaleTickets: presale }),
    ).toEqual([]);
    expect(run([at(show.date)], { onSale, presaleTickets: presale })).toEqual([]);
    expect(
      run([at(show.date, { presaleTickets: presale })], { onSale, presaleTickets: presale }),
    ).toEqual([
      "performances.0.presaleTickets: conflicts with the show's presaleTickets: set it on the show or per performance",
    ]);
  });

  it('list only services the show does not already give every performance', () => {
    expect(
      run([at(show.date, { accessibility: ['touch-tour'] })], {
        accessibility: ['audio-description'],
      }),
    ).toEqual([]);
    expect(
      run([at(show.date, { accessibility: ['touch-tour', 'audio-description'] })], {
        accessibility: ['audio-description'],
      }),
    ).toEqual([
      'performances.0.accessibility.1: "audio-description" is already on the show, which means every performance',
    ]);
  });

  it("open their sale before they start: a minute before, not at the start; the show's date counts too", () => {
    expect(run([at(show.date, { onSale: '2026-10-01T19:29' })])).toEqual([]);
    expect(run([at(show.date, { onSale: show.date })])).toEqual([
      `performances.0.onSale: must be before the performance starts (${show.date})`,
    ]);
    expect(run([at(show.date), at('2026-10-03T19:30')], { onSale: '2026-10-02T10:00' })).toEqual(
      expect.arrayContaining([
        `performances.0.onSale: must be before the performance starts (${show.date})`,
      ]),
    );
  });

  it('have a ticket link, their own or the show\'s, once a sale date is set; "" is none', () => {
    const onSale = '2026-09-01T10:00';
    expect(run([at(show.date, { tickets: '', onSale })])).toEqual([
      'performances.0.tickets: is empty, but the performance has an on-sale date: give its link',
    ]);
    expect(
      run([at(show.date, { tickets: 'https://tickets.example.com/one', onSale })], {
        tickets: '',
      }),
    ).toEqual([]);
    expect(run([at(show.date, { onSale })], { tickets: '' })).toEqual([
      'performances.0.tickets: is empty, but the performance has an on-sale date: give its link',
    ]);
    expect(run([at(show.date, { tickets: '' })])).toEqual([]);
  });

  it("have a public sale, their own or the show's, before a presale", () => {
    const presaleTickets = 'https://tickets.example.com/presale';
    expect(run([at(show.date, { presaleTickets })])).toEqual([
      'performances.0.presaleTickets: needs "onSale": a presale is the sale before the public one',
    ]);
    expect(run([at(show.date, { presaleTickets, onSale: '2026-09-01T10:00' })])).toEqual([]);
  });

  describe('with a touch tour', () => {
    const tour = (touchTour: string, services = ['touch-tour']) =>
      run([at(show.date, { accessibility: services, touchTour })]);

    it('start it before the performance: a minute before, not at the start nor after', () => {
      expect(tour('2026-10-01T19:29')).toEqual([]);
      expect(tour(show.date)).toEqual([
        `performances.0.touchTour: must be before the performance starts (${show.date}): the tour comes first`,
      ]);
      expect(tour('2026-10-01T19:31')).toEqual([
        `performances.0.touchTour: must be before the performance starts (${show.date}): the tour comes first`,
      ]);
    });

    it("start it on the performance's day", () => {
      expect(tour('2026-10-01T00:00')).toEqual([]);
      expect(tour('2026-09-30T23:59')).toEqual([
        "performances.0.touchTour: must be on the performance's day (2026-10-01)",
      ]);
    });

    it('offer it, on the performance or on the show', () => {
      expect(tour('2026-10-01T18:00', [])).toEqual([
        'performances.0.touchTour: is set, but the performance offers no "touch-tour": add it to its accessibility',
      ]);
      expect(
        run([at(show.date, { touchTour: '2026-10-01T18:00' })], { accessibility: ['touch-tour'] }),
      ).toEqual([]);
    });
  });
});

describe('a performance’s own people', () => {
  /** The show as a run of two evenings, its people, and the second evening's people. */
  const run = (people: unknown[], second: unknown[]) =>
    showIssues({
      people,
      performances: [{ date: '2026-10-01T19:30' }, { date: '2026-10-02T19:30', people: second }],
    });
  const quartet = { person: 'wren_quartet', role: 'ensemble' };
  const violist = { person: 'ines_varga', role: 'performer' };

  it('refuses someone the show credits in the same role, naming where (first or later credit)', () => {
    expect(run([quartet, violist], [{ person: 'ines_varga', role: 'performer' }])).toEqual([
      "performances.1.people.0.person: is already credited on the show as performer (people[1]): a performance lists only who is there beyond the show's people",
    ]);
    expect(run([quartet], [violist, { person: 'wren_quartet', role: 'ensemble' }])).toEqual([
      "performances.1.people.1.person: is already credited on the show as ensemble (people[0]): a performance lists only who is there beyond the show's people",
    ]);
  });

  it('takes someone the show credits in another role, and someone else in the same role', () => {
    expect(
      run(
        [violist],
        [
          { person: 'ines_varga', role: 'soloist' },
          { person: 'tomas_reyes', role: 'performer' },
        ],
      ),
    ).toEqual([]);
  });
});
