import { chooseDay, type DayMode } from '../../concepts/tonight';
import { phaseOverAt, ticketPhase, type SaleTiming } from '../../concepts/shows';
import { venueDay } from '../../time/venue-clock';
import { applyClock, shownOn } from './apply';

const ZONE = 'America/New_York';

/** A fresh element holding `html`. */
function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function item(attributes: Record<string, string>) {
  const element = document.createElement('li');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const shown = (root: ParentNode, selector: string, attribute: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => !element.hidden && !element.parentElement?.hidden)
    .map((element) => element.getAttribute(attribute));

describe('the ticket phase, as ticketPhase decides it', () => {
  const show: SaleTiming = { day: '2027-04-17', onSaleInstant: '2027-02-08T15:00:00.000Z' };
  const festival: SaleTiming = { day: '2027-03-18', endDate: '2027-03-20' };

  /** A ticket area as components/tickets/PhaseSwitch.tsx writes it, on the build's phase "onSale". */
  function area(timing: SaleTiming): HTMLElement {
    const opens = timing.onSaleInstant ? ` data-sale-opens="${timing.onSaleInstant}"` : '';
    return page(
      `<div data-phase-switch data-over-at="${phaseOverAt(timing, ZONE)}"${opens}>` +
        '<div data-phase="onSale"></div><div data-phase="beforeSale" hidden></div><div data-phase="over" hidden></div></div>',
    );
  }

  it.each([
    ['2027-02-08T14:59:00Z', show],
    ['2027-02-08T15:00:00Z', show],
    ['2027-04-18T03:59:00Z', show],
    ['2027-04-18T04:00:00Z', show],
    ['2027-03-20T20:00:00Z', festival],
    ['2027-03-21T12:00:00Z', festival],
  ])('at %s', (instant, timing) => {
    const now = new Date(instant);
    const root = area(timing);
    applyClock(root, now.getTime(), venueDay(ZONE, now));
    expect(shown(root, '[data-phase]', 'data-phase')).toEqual([ticketPhase(timing, now, ZONE)]);
  });

  it('shows a block listed for several phases in each of them', () => {
    const root = page(
      `<div data-phase-switch data-over-at="${Date.parse('2027-04-18T04:00:00Z')}"><div data-phase="beforeSale onSale" hidden></div><div data-phase="over"></div></div>`,
    );
    applyClock(root, Date.parse('2027-01-01T12:00:00Z'), '2027-01-01');
    expect(shown(root, '[data-phase]', 'data-phase')).toEqual(['beforeSale onSale']);
  });
});

describe("Tonight's day, as chooseDay picks it", () => {
  const days = ['2027-01-22', '2027-03-14', '2027-03-20'];

  function daySwitch(mode: DayMode): HTMLElement {
    return page(
      `<div data-day-switch="${mode}">${days
        .map(
          (day) =>
            `<div data-day="${day}"><span data-when="today"></span><span data-when="next"></span></div>`,
        )
        .join('')}<div data-day-none=""></div></div>`,
    );
  }

  it.each([
    ['2027-01-22', 'next'],
    ['2027-01-23', 'next'],
    ['2027-03-14', 'today'],
    ['2027-03-15', 'today'],
    ['2027-03-15', 'next'],
    ['2027-03-21', 'next'],
  ] as const)('on %s in %s mode', (today, mode) => {
    const root = daySwitch(mode);
    applyClock(root, Date.parse(`${today}T12:00:00Z`), today);
    const expected = chooseDay(days, today, mode);
    expect({
      day: shown(root, '[data-day]', 'data-day')[0],
      when: shown(root, '[data-when]', 'data-when')[0],
      none: shown(root, '[data-day-none]', 'data-day-none').length > 0,
    }).toEqual({ day: expected?.day, when: expected?.when, none: expected === undefined });
  });
});

describe('upcoming and past', () => {
  it('shows an upcoming item through its day and end date, and hides it the day after', () => {
    const show = item({
      'data-shown-while': 'upcoming',
      'data-day': '2027-03-18',
      'data-end-date': '2027-03-20',
    });
    expect(shownOn(show, '2027-03-20')).toBe(true);
    expect(shownOn(show, '2027-03-21')).toBe(false);
  });

  it('shows a past item only once the show is over', () => {
    const show = item({ 'data-shown-while': 'past', 'data-day': '2027-02-14' });
    expect(shownOn(show, '2027-02-14')).toBe(false);
    expect(shownOn(show, '2027-02-15')).toBe(true);
  });

  it('keeps a filtered item only through the last day its service is offered', () => {
    const run = item({
      'data-shown-while': 'upcoming',
      'data-day': '2027-02-26',
      'data-end-date': '2027-03-05',
      'data-last-service-day': '2027-02-27',
    });
    expect(shownOn(run, '2027-02-27')).toBe(true);
    expect(shownOn(run, '2027-02-28')).toBe(false);
  });

  it("shows a list's empty note and hides its section once none of its items is shown", () => {
    const root = page(
      '<section data-split-section="past"><ul data-split-list="past"><li data-shown-while="past" data-day="2027-02-14"></li></ul></section>' +
        '<ul data-split-list="venue"><li data-shown-while="upcoming" data-day="2027-02-14"></li></ul><p data-split-empty="venue" hidden></p>',
    );
    applyClock(root, Date.parse('2027-02-14T12:00:00Z'), '2027-02-14');
    expect(root.querySelector('section')).toHaveAttribute('hidden');
    expect(root.querySelector('p')).toHaveAttribute('hidden');
    applyClock(root, Date.parse('2027-02-15T12:00:00Z'), '2027-02-15');
    expect(root.querySelector('section')).not.toHaveAttribute('hidden');
    expect(root.querySelector('p')).not.toHaveAttribute('hidden');
  });
});

describe("today's mark and request-by", () => {
  it("marks the visitor's today in words and for assistive technology, and unmarks the build's", () => {
    const root = page(
      '<table><tr><td data-today-mark data-day="2027-02-01" data-today-class="today" aria-current="date" class="day today"><span data-today>Today</span></td>' +
        '<td data-today-mark data-day="2027-02-02" data-today-class="today" class="day"><span data-today hidden>Today</span></td></tr></table>',
    );
    applyClock(root, Date.parse('2027-02-02T12:00:00Z'), '2027-02-02');
    const [first, second] = [...root.querySelectorAll('td')];
    expect(first).not.toHaveAttribute('aria-current');
    expect(first).not.toHaveClass('today');
    expect(first?.querySelector('[data-today]')).toHaveAttribute('hidden');
    expect(second).toHaveAttribute('aria-current', 'date');
    expect(second).toHaveClass('today');
    expect(second?.querySelector('[data-today]')).not.toHaveAttribute('hidden');
  });

  it('says to request by the date through that day, and to call the day after', () => {
    const root = page(
      '<div data-request-by="2027-02-01"><p data-request-by-variant="open">Request by</p>' +
        '<p data-request-by-variant="closed" hidden>Call</p></div>',
    );
    const [open, closed] = [...root.querySelectorAll('p')];
    applyClock(root, Date.parse('2027-02-01T12:00:00Z'), '2027-02-01');
    expect(open).not.toHaveAttribute('hidden');
    expect(closed).toHaveAttribute('hidden');
    applyClock(root, Date.parse('2027-02-02T12:00:00Z'), '2027-02-02');
    expect(open).toHaveAttribute('hidden');
    expect(closed).not.toHaveAttribute('hidden');
  });
});

describe('the series package link', () => {
  const candidates = [
    { day: '2026-09-24', speakerSeries: true, packageTickets: 'https://tickets.example.com/a' },
    { day: '2027-02-11', speakerSeries: true, packageTickets: 'https://tickets.example.com/b' },
  ];
  const link = () =>
    page(
      `<a href="https://tickets.example.com/a" data-series-package='${JSON.stringify(candidates)}'>Package</a>`,
    );

  it("links the first series show upcoming on the visitor's day", () => {
    const root = link();
    applyClock(root, Date.parse('2026-09-25T12:00:00Z'), '2026-09-25');
    expect(root.querySelector('a')).toHaveAttribute('href', 'https://tickets.example.com/b');
    expect(root.querySelector('a')).not.toHaveAttribute('hidden');
  });

  it('hides the link once no series show is upcoming', () => {
    const root = link();
    applyClock(root, Date.parse('2027-02-12T12:00:00Z'), '2027-02-12');
    expect(root.querySelector('a')).toHaveAttribute('hidden');
  });
});
