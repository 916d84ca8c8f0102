import {
  DEFAULT_REQUEST_LEAD_DAYS,
  isPastRequestBy,
  leadDaysFor,
  needsNotice,
  requestByDay,
  requestMailto,
} from './request-by';
import { venueDay } from '../../../time/venue-clock';

const NEW_YORK = 'America/New_York';

describe('which services need notice', () => {
  it('asks ahead for ASL, audio description, touch tours and captions', () => {
    expect(needsNotice('asl-interpretation')).toBe(true);
    expect(needsNotice('audio-description')).toBe(true);
    expect(needsNotice('touch-tour')).toBe(true);
    expect(needsNotice('open-captions')).toBe(true);
  });

  it('does not ask ahead for what the venue always has', () => {
    expect(needsNotice('wheelchair-seating')).toBe(false);
    expect(needsNotice('assistive-listening')).toBe(false);
    expect(needsNotice('relaxed-performance')).toBe(false);
  });
});

describe('the lead time of a service at a venue', () => {
  it('is the service’s own when the venue sets one', () => {
    expect(leadDaysFor('touch-tour', { leadDays: 10, byService: { 'touch-tour': 21 } })).toBe(21);
  });

  it('is the venue’s when the service has none, including a service lead of 0', () => {
    expect(
      leadDaysFor('asl-interpretation', { leadDays: 10, byService: { 'touch-tour': 21 } }),
    ).toBe(10);
    expect(leadDaysFor('touch-tour', { leadDays: 10, byService: { 'touch-tour': 0 } })).toBe(0);
  });

  it('is the default when the venue sets none', () => {
    expect(leadDaysFor('open-captions', undefined)).toBe(DEFAULT_REQUEST_LEAD_DAYS);
    expect(leadDaysFor('touch-tour', { leadDays: 10 })).toBe(10);
  });
});

describe('requestByDay', () => {
  it('is the performance day itself with no notice', () => {
    expect(requestByDay('2026-12-12', 0)).toBe('2026-12-12');
  });

  it('counts calendar days back, across a month and a year', () => {
    expect(requestByDay('2026-12-12', 14)).toBe('2026-11-28');
    expect(requestByDay('2027-01-05', 7)).toBe('2026-12-29');
  });

  it('moves by whole days across the autumn clock change (1 November 2026)', () => {
    expect(requestByDay('2026-11-03', 3)).toBe('2026-10-31');
    expect(requestByDay('2026-11-01', 1)).toBe('2026-10-31');
  });

  it('moves by whole days across the spring clock change (14 March 2027)', () => {
    expect(requestByDay('2027-03-15', 1)).toBe('2027-03-14');
    expect(requestByDay('2027-03-16', 7)).toBe('2027-03-09');
  });

  it('crosses 29 February in a leap year', () => {
    expect(requestByDay('2028-03-01', 1)).toBe('2028-02-29');
  });
});

describe('isPastRequestBy', () => {
  it('is open on the request-by day itself', () => {
    expect(isPastRequestBy('2026-11-28', '2026-11-28')).toBe(false);
  });

  it('is open before it', () => {
    expect(isPastRequestBy('2026-11-27', '2026-11-28')).toBe(false);
  });

  it('is closed the day after', () => {
    expect(isPastRequestBy('2026-11-29', '2026-11-28')).toBe(true);
  });

  it('turns at the venue’s midnight, not at UTC’s', () => {
    // 04:59 UTC on 29 November is still 23:59 on the 28th in New York (EST, UTC−5).
    const lastMinute = venueDay(NEW_YORK, new Date('2026-11-29T04:59:00Z'));
    const midnight = venueDay(NEW_YORK, new Date('2026-11-29T05:00:00Z'));
    expect(isPastRequestBy(lastMinute, '2026-11-28')).toBe(false);
    expect(isPastRequestBy(midnight, '2026-11-28')).toBe(true);
  });

  it('turns at the venue’s midnight on the night the clocks go back', () => {
    // Summer time (UTC−4) still holds at midnight on 1 November 2026; 04:00 UTC is that midnight.
    const before = venueDay(NEW_YORK, new Date('2026-11-01T03:59:00Z'));
    const after = venueDay(NEW_YORK, new Date('2026-11-01T04:00:00Z'));
    expect(isPastRequestBy(before, '2026-10-31')).toBe(false);
    expect(isPastRequestBy(after, '2026-10-31')).toBe(true);
  });

  it('turns at the venue’s midnight on the night the clocks go forward', () => {
    // Winter time (UTC−5) still holds at midnight on 14 March 2027; 05:00 UTC is that midnight.
    const before = venueDay(NEW_YORK, new Date('2027-03-14T04:59:00Z'));
    const after = venueDay(NEW_YORK, new Date('2027-03-14T05:00:00Z'));
    expect(isPastRequestBy(before, '2027-03-13')).toBe(false);
    expect(isPastRequestBy(after, '2027-03-13')).toBe(true);
  });
});

describe('requestMailto', () => {
  const href = requestMailto({
    email: 'boxoffice@example.edu',
    showTitle: 'The Salt & Pepper Revue',
    date: 'Saturday, December 12, 2026',
    time: '7:30 pm',
    service: 'ASL interpretation',
    phone: '(304) 555-0100',
  });
  const url = new URL(href);

  it('writes to the box office', () => {
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('boxoffice@example.edu');
  });

  it('names the show, date, time and service in the subject', () => {
    expect(url.searchParams.get('subject')).toBe(
      'ASL interpretation request: The Salt & Pepper Revue, Saturday, December 12, 2026, 7:30 pm',
    );
  });

  it('names them in the body too, with the box-office phone', () => {
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain(
      'I would like to request ASL interpretation for The Salt & Pepper Revue on Saturday, December 12, 2026 at 7:30 pm.',
    );
    expect(body).toContain('(304) 555-0100');
  });

  it('keeps an ampersand in the title from splitting the address', () => {
    expect(href).not.toMatch(/Salt & Pepper/);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });
});
