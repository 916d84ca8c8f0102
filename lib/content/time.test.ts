import { unclearLocalTime } from './time';

const NY = 'America/New_York';

describe('unclearLocalTime', () => {
  it('names a time the clocks skip when they go forward (14 March 2027, 2:00 → 3:00)', () => {
    expect(unclearLocalTime('2027-03-14T02:30', NY)).toMatch(/does not exist in America\/New_York/);
    expect(unclearLocalTime('2027-03-14T02:00', NY)).toMatch(/does not exist/);
  });

  it('names a time that happens twice when they go back (7 November 2027, 1:00–2:00)', () => {
    expect(unclearLocalTime('2027-11-07T01:30', NY)).toMatch(/happens twice in America\/New_York/);
    expect(unclearLocalTime('2027-11-07T01:00', NY)).toMatch(/happens twice/);
  });

  it('accepts the times either side of each change and ordinary evenings', () => {
    for (const local of [
      '2027-03-14T01:59',
      '2027-03-14T03:00',
      '2027-11-07T00:59',
      '2027-11-07T02:00',
      '2027-01-23T19:30',
      '2027-06-05T19:30',
    ]) {
      expect(unclearLocalTime(local, NY)).toBeUndefined();
    }
  });

  it('follows the zone it is given', () => {
    // Europe changes on the last Sunday of March, at 02:00 in Paris.
    expect(unclearLocalTime('2027-03-28T02:30', 'Europe/Paris')).toMatch(/does not exist/);
    expect(unclearLocalTime('2027-03-14T02:30', 'Europe/Paris')).toBeUndefined();
  });
});
