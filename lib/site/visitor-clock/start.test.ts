import { offsetsAttribute } from '../../time/offsets';
import { startVisitorClock } from './start';
import { visitorDay } from './read';
import { CLOCK_EVENT } from './vocabulary';

const html = document.documentElement;

// A made-up table that puts the venue ten hours ahead of UTC until 1 March.
const OFFSETS = offsetsAttribute({
  spans: [[Date.parse('2027-01-01T00:00:00Z'), 600]],
  until: Date.parse('2027-03-01T00:00:00Z'),
});

function clockOn(instant: string, body: string) {
  jest.useFakeTimers({ now: new Date(instant) });
  html.setAttribute('data-clock-zone', 'America/New_York');
  html.setAttribute('data-clock-offsets', OFFSETS);
  html.removeAttribute('data-clock-day');
  document.body.innerHTML = body;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const tonight =
  '<ul data-split-list="s"><li data-shown-while="upcoming" data-day="2027-02-01">Tonight</li></ul>';

describe("the visitor's clock", () => {
  it("reads the visitor's day from the build's offsets, with no time-zone lookup", () => {
    clockOn('2027-02-01T20:00:00Z', tonight);
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    startVisitorClock();
    // Only the table says 2 February at 20:00Z: in New York it is still 1 February.
    expect(document.querySelector('li')).toHaveAttribute('hidden');
    expect(format).not.toHaveBeenCalled();
  });

  it("reads the day in the venue's zone once the offsets have run out", () => {
    clockOn(
      '2027-03-02T03:00:00Z',
      '<ul data-split-list="s"><li data-shown-while="upcoming" data-day="2027-03-01">Last night</li></ul>',
    );
    // 03:00Z on 2 March is still 1 March, 22:00, in New York: the show is still today there.
    startVisitorClock();
    expect(document.querySelector('li')).not.toHaveAttribute('hidden');
    expect(visitorDay()).toBe('2027-03-01');
  });

  it('writes the day on <html> for the islands and tells them when it changes', () => {
    clockOn('2027-02-01T20:00:00Z', tonight);
    const told = jest.fn();
    document.addEventListener(CLOCK_EVENT, told);
    const pass = startVisitorClock();
    expect(visitorDay()).toBe('2027-02-02');
    pass();
    expect(told).toHaveBeenCalledTimes(1);
    jest.setSystemTime(new Date('2027-02-02T20:00:00Z'));
    pass();
    expect(visitorDay()).toBe('2027-02-03');
    expect(told).toHaveBeenCalledTimes(2);
    document.removeEventListener(CLOCK_EVENT, told);
  });

  it('does nothing on a page without a clock (an embed)', () => {
    clockOn('2027-02-01T20:00:00Z', tonight);
    html.removeAttribute('data-clock-zone');
    startVisitorClock();
    expect(document.querySelector('li')).not.toHaveAttribute('hidden');
    expect(visitorDay()).toBeUndefined();
  });

  it('applies the day again when the tab comes back into view', () => {
    clockOn('2027-02-01T12:00:00Z', tonight);
    startVisitorClock();
    expect(document.querySelector('li')).not.toHaveAttribute('hidden');
    jest.setSystemTime(new Date('2027-02-02T12:00:00Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.querySelector('li')).toHaveAttribute('hidden');
  });
});

describe("the visitor's clock while the page is parsed", () => {
  const state = { readyState: 'loading' as DocumentReadyState };
  // Mutation observers report in a microtask; fake timers leave promises alone.
  const settle = async () => {
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
  };
  const item = (day: string) => `<li data-shown-while="upcoming" data-day="${day}">Show</li>`;

  beforeEach(() => {
    state.readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => state.readyState);
  });

  function parserAdds(markup: string) {
    document.querySelector('ul')!.insertAdjacentHTML('beforeend', markup);
  }

  function parserEnds(readyState: DocumentReadyState = 'interactive') {
    state.readyState = readyState;
    document.dispatchEvent(new Event('readystatechange'));
  }

  it('applies the day to each part the parser adds, before the browser may paint it', async () => {
    clockOn('2027-02-01T20:00:00Z', '<ul data-split-list="s"></ul>');
    startVisitorClock();
    parserAdds(item('2027-02-01'));
    await settle();
    expect(document.querySelector('li')).toHaveAttribute('hidden');
  });

  it('stops watching once the parser is done, before DOMContentLoaded', async () => {
    clockOn('2027-02-01T20:00:00Z', '<ul data-split-list="s"></ul>');
    startVisitorClock();
    parserEnds('interactive');
    // What a module script adds after the parser (an island's change) gets no pass of the clock.
    parserAdds(item('2027-02-01'));
    await settle();
    expect(document.querySelector('li')).not.toHaveAttribute('hidden');
  });

  it('applies the day once more when the parser is done', () => {
    clockOn('2027-02-01T20:00:00Z', '<ul data-split-list="s"></ul>');
    startVisitorClock();
    state.readyState = 'loading';
    // A part the observer has not reported yet when the parser ends is covered by the last pass.
    document.querySelector('ul')!.innerHTML = item('2027-02-01');
    parserEnds('interactive');
    expect(document.querySelector('li')).toHaveAttribute('hidden');
  });
});
