import { addDays, daysFrom, weekdayOf } from './calendar-days';

describe('calendar days', () => {
  it('moves across a month, a year and a leap day', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('is not moved by a daylight-saving change (New York springs forward on 2027-03-14)', () => {
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
  });

  it('names the weekday, Sunday 0', () => {
    // 2027-01-03 is a Sunday.
    expect(weekdayOf('2027-01-03')).toBe(0);
    expect(weekdayOf('2027-01-09')).toBe(6);
  });

  it('lists every day of a span, both ends included', () => {
    expect(daysFrom('2027-02-27', '2027-03-01')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
    ]);
  });
});
