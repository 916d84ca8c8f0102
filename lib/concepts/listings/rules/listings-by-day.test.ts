// The parts of the listing rules the visitor's clock reuses (lib/site/visitor-clock/apply.ts):
// where an entry stands on a day, and the window of a query that moves with the day.
import { daysInWindow, keepsPast, listingPlace, splitWindow } from './listings';

// 2027-03-03 is a Wednesday: its week runs to Sunday 2027-03-07, its weekend is 5–7 March.
const WEDNESDAY = '2027-03-03';

describe('where an entry stands on a day', () => {
  it('is to come while its last day is today', () => {
    expect(listingPlace(['2027-03-01', WEDNESDAY], true, WEDNESDAY)).toBe('upcoming');
  });

  it('is over the day after its last day', () => {
    expect(listingPlace(['2027-03-01', '2027-03-02'], true, WEDNESDAY)).toBe('past');
  });

  it('is left out once over, in a listing that keeps nothing past', () => {
    expect(listingPlace(['2027-03-02'], false, WEDNESDAY)).toBeUndefined();
  });

  it('is not listed without a day that answers the question', () => {
    expect(listingPlace([], true, WEDNESDAY)).toBeUndefined();
  });
});

describe('a listing keeps past entries', () => {
  it('unless it is a listing by service', () => {
    expect(keepsPast({ free: true, when: '2027-03' })).toBe(true);
    expect(keepsPast({ service: 'touch-tour' })).toBe(false);
  });
});

describe('the window of a query', () => {
  it('is split off from the rest, which is kept whole', () => {
    expect(splitWindow({ when: 'this-weekend', free: true, topic: 'music' })).toEqual({
      fixed: { free: true, topic: 'music' },
      window: 'this-weekend',
    });
  });

  it('is none for a month, which does not move with the day', () => {
    expect(splitWindow({ when: '2027-03', free: true })).toEqual({
      fixed: { when: '2027-03', free: true },
    });
  });
});

describe('the days in a window', () => {
  const days = ['2027-03-02', WEDNESDAY, '2027-03-04', '2027-03-07', '2027-03-08'];

  it('are this week’s from today to Sunday', () => {
    expect(daysInWindow(days, 'this-week', WEDNESDAY)).toEqual([
      WEDNESDAY,
      '2027-03-04',
      '2027-03-07',
    ]);
  });

  it('are this weekend’s, Friday to Sunday', () => {
    expect(daysInWindow(days, 'this-weekend', WEDNESDAY)).toEqual(['2027-03-07']);
  });

  it('are every day without a window', () => {
    expect(daysInWindow(days, undefined, WEDNESDAY)).toEqual(days);
  });
});
