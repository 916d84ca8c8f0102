import {
  formatDateLong,
  formatDateRange,
  formatDateRangeShort,
  formatDateShort,
  formatDayLabel,
  formatLength,
  formatTime,
} from './format';

describe('formatDateLong', () => {
  it('writes weekday, month, day and year', () => {
    expect(formatDateLong('2026-12-12T19:30')).toBe('Saturday, December 12, 2026');
    expect(formatDateLong('2026-12-12')).toBe('Saturday, December 12, 2026');
  });

  it('gets the weekday right on leap days and at year ends', () => {
    expect(formatDateLong('2028-02-29')).toBe('Tuesday, February 29, 2028');
    expect(formatDateLong('2026-12-31T23:59')).toBe('Thursday, December 31, 2026');
    expect(formatDateLong('2027-01-01T00:00')).toBe('Friday, January 1, 2027');
  });
});

describe('formatDayLabel', () => {
  it('writes weekday, month and day without the year', () => {
    expect(formatDayLabel('2027-03-19')).toBe('Friday, March 19');
  });
});

describe('formatDateShort', () => {
  it('writes the abbreviated month and the day', () => {
    expect(formatDateShort('2026-12-12T19:30')).toBe('Dec 12');
    expect(formatDateShort('2027-05-03')).toBe('May 3');
  });
});

describe('formatTime', () => {
  it('writes a 12-hour time with am/pm', () => {
    expect(formatTime('19:30')).toBe('7:30 pm');
    expect(formatTime('09:05')).toBe('9:05 am');
  });

  it('calls noon 12 pm and midnight 12 am', () => {
    expect(formatTime('12:00')).toBe('12:00 pm');
    expect(formatTime('00:15')).toBe('12:15 am');
  });

  it('accepts a full local date and time', () => {
    expect(formatTime('2026-12-12T14:00')).toBe('2:00 pm');
  });
});

describe('formatDateRange', () => {
  it('shares month and year inside one month', () => {
    expect(formatDateRange('2027-03-18', '2027-03-20')).toBe('March 18–20, 2027');
  });

  it('names both months across a month boundary', () => {
    expect(formatDateRange('2027-03-30T19:00', '2027-04-02')).toBe('March 30 – April 2, 2027');
  });

  it('names both years across a year boundary', () => {
    expect(formatDateRange('2026-12-30', '2027-01-01')).toBe('December 30, 2026 – January 1, 2027');
  });

  it('writes a single day when start and end are the same', () => {
    expect(formatDateRange('2027-03-18', '2027-03-18')).toBe('March 18, 2027');
  });
});

describe('formatDateRangeShort', () => {
  it('abbreviates ranges inside and across months', () => {
    expect(formatDateRangeShort('2027-03-18', '2027-03-20')).toBe('Mar 18–20');
    expect(formatDateRangeShort('2027-03-30', '2027-04-02')).toBe('Mar 30 – Apr 2');
  });
});

describe('formatLength', () => {
  it('writes hours and minutes', () => {
    expect(formatLength(102)).toBe('1 hr 42 min');
  });

  it('writes only minutes under an hour', () => {
    expect(formatLength(58)).toBe('58 min');
  });

  it('drops zero minutes', () => {
    expect(formatLength(120)).toBe('2 hr');
  });
});
