// The content schemas' building blocks (./schema-parts.ts) at their edges: the last real day and
// the first that is not, the last minute of the day and the first past it, each kind of link.
import { httpUrl, isoDate, isoLocalDateTime, nonEmpty, seasonId } from './schema-parts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('a calendar day', () => {
  it('is a day that exists, up to the last of each month', () => {
    expect(ok(isoDate, '2027-02-28')).toBe(true);
    expect(ok(isoDate, '2028-02-29')).toBe(true);
    expect(ok(isoDate, '2026-12-31')).toBe(true);
  });

  it('is not one day past the end of a month, or a month past December', () => {
    expect(ok(isoDate, '2027-02-29')).toBe(false);
    expect(ok(isoDate, '2026-04-31')).toBe(false);
    expect(ok(isoDate, '2026-13-01')).toBe(false);
    expect(ok(isoDate, '2026-00-10')).toBe(false);
    expect(ok(isoDate, '2026-01-00')).toBe(false);
  });
});

describe('a local date and time', () => {
  it('runs to 23:59 of a real day', () => {
    expect(ok(isoLocalDateTime, '2026-12-31T23:59')).toBe(true);
    expect(ok(isoLocalDateTime, '2026-12-31T00:00')).toBe(true);
  });

  it('is neither 24:00, nor a time on a day that does not exist', () => {
    expect(ok(isoLocalDateTime, '2026-12-31T24:00')).toBe(false);
    expect(ok(isoLocalDateTime, '2026-12-31T12:60')).toBe(false);
    expect(ok(isoLocalDateTime, '2027-02-29T19:30')).toBe(false);
  });
});

describe('a link', () => {
  it('is an absolute http or https address on a named host', () => {
    expect(ok(httpUrl, 'https://tickets.example.com/a')).toBe(true);
    expect(ok(httpUrl, 'http://tickets.example.com/a')).toBe(true);
  });

  it('is not another scheme, a host without a dot, or not an address at all', () => {
    expect(ok(httpUrl, 'ftp://tickets.example.com/a')).toBe(false);
    expect(ok(httpUrl, 'https://localhost/a')).toBe(false);
    expect(ok(httpUrl, 'tickets.example.com')).toBe(false);
  });
});

describe('a season and a required text', () => {
  it('takes a season written 2026-27, not 2026-28', () => {
    expect(ok(seasonId, '2026-27')).toBe(true);
    expect(ok(seasonId, '2026-28')).toBe(false);
  });

  it('refuses a text of blanks, naming what is required', () => {
    const result = nonEmpty('title').safeParse('  ');
    expect(result.error?.issues[0]?.message).toBe('title is required');
    expect(nonEmpty('title').parse(' A ')).toBe('A');
  });
});
