import { applyDay, shownOn, startVisitorDay } from './visitor-day';

const props = { timeZone: 'America/New_York', buildDay: '2027-02-01' };

function item(attributes: Record<string, string>) {
  const element = document.createElement('li');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("the visitor's day on server-rendered HTML", () => {
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

  it("marks the visitor's today in words and for assistive technology, and unmarks the build's", () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<table><tr><td data-today-mark data-day="2027-02-01" data-today-class="today" aria-current="date" class="day today"><span data-today>Today</span></td>' +
      '<td data-today-mark data-day="2027-02-02" data-today-class="today" class="day"><span data-today hidden>Today</span></td></tr></table>';
    applyDay(root, '2027-02-02', props);
    const [first, second] = [...root.querySelectorAll('td')];
    expect(first).not.toHaveAttribute('aria-current');
    expect(first).not.toHaveClass('today');
    expect(first?.querySelector('[data-today]')).toHaveAttribute('hidden');
    expect(second).toHaveAttribute('aria-current', 'date');
    expect(second).toHaveClass('today');
    expect(second?.querySelector('[data-today]')).not.toHaveAttribute('hidden');
  });

  it('says to request by the date through that day, and to call the day after', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-request-by="2027-02-01"><p data-request-by-variant="open">Request by</p>' +
      '<p data-request-by-variant="closed" hidden>Call</p></div>';
    const [open, closed] = [...root.querySelectorAll('p')];
    applyDay(root, '2027-02-01', props);
    expect(open).not.toHaveAttribute('hidden');
    expect(closed).toHaveAttribute('hidden');
    applyDay(root, '2027-02-02', props);
    expect(open).toHaveAttribute('hidden');
    expect(closed).not.toHaveAttribute('hidden');
  });
});

describe("the island's start", () => {
  afterEach(() => jest.useRealTimers());

  it("reads the visitor's day from the build's offsets, with no time-zone lookup", () => {
    // A made-up table that puts the venue ten hours ahead: only it says 2 February at 20:00Z.
    jest.useFakeTimers({ now: new Date('2027-02-01T20:00:00Z') });
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    const root = document.createElement('div');
    root.innerHTML =
      '<ul data-split-list="s"><li data-shown-while="upcoming" data-day="2027-02-01">Tonight</li></ul>';
    startVisitorDay(root, {
      ...props,
      offsets: {
        spans: [[Date.parse('2027-01-01T00:00:00Z'), 600]],
        until: Date.parse('2027-03-01T00:00:00Z'),
      },
    });
    expect(root.querySelector('li')).toHaveAttribute('hidden');
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
  });

  it("reads the day in the venue's zone once the offsets have run out", () => {
    jest.useFakeTimers({ now: new Date('2027-03-02T03:00:00Z') });
    const root = document.createElement('div');
    root.innerHTML =
      '<ul data-split-list="s"><li data-shown-while="upcoming" data-day="2027-03-01">Last night</li></ul>';
    // 03:00Z on 2 March is still 1 March, 22:00, in New York: the show is still today there.
    startVisitorDay(root, {
      ...props,
      offsets: {
        spans: [[Date.parse('2027-01-01T00:00:00Z'), 600]],
        until: Date.parse('2027-03-01T00:00:00Z'),
      },
    });
    expect(root.querySelector('li')).not.toHaveAttribute('hidden');
  });
});
