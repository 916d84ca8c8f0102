import { readVenueClock, venueDateTime, venueDay } from './venue-clock';

const NY = 'America/New_York';

describe('venueDay', () => {
  it('is still yesterday in New York just after midnight UTC', () => {
    // 00:30 UTC on 13 December is 19:30 on 12 December in New York (EST, UTC-5).
    expect(venueDay(NY, new Date('2026-12-13T00:30:00Z'))).toBe('2026-12-12');
  });

  it('turns over at New York midnight, not UTC midnight (winter, UTC-5)', () => {
    expect(venueDay(NY, new Date('2026-12-13T04:59:59Z'))).toBe('2026-12-12');
    expect(venueDay(NY, new Date('2026-12-13T05:00:00Z'))).toBe('2026-12-13');
  });

  it('uses the daylight-saving offset in summer (UTC-4)', () => {
    expect(venueDay(NY, new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(venueDay(NY, new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });

  it('handles the night clocks spring forward', () => {
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT; midnight that day was still EST.
    expect(venueDay(NY, new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(venueDay(NY, new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(venueDay(NY, new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(venueDay(NY, new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('pads months and days to two digits', () => {
    expect(venueDay('UTC', new Date('2027-01-05T12:00:00Z'))).toBe('2027-01-05');
  });
});

describe('venueDateTime', () => {
  it('reads the repeated autumn hour twice, an hour apart in UTC', () => {
    // 1 November 2026: 02:00 EDT falls back to 01:00 EST, so 01:30 happens at 05:30Z and 06:30Z.
    expect(venueDateTime(new Date('2026-11-01T05:30:00Z'), NY)).toBe('2026-11-01T01:30:00');
    expect(venueDateTime(new Date('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01T01:30:00');
  });

  it('skips the spring-forward hour', () => {
    expect(venueDateTime(new Date('2026-03-08T06:59:59Z'), NY)).toBe('2026-03-08T01:59:59');
    expect(venueDateTime(new Date('2026-03-08T07:00:00Z'), NY)).toBe('2026-03-08T03:00:00');
  });

  it('writes midnight as 00, not 24', () => {
    expect(readVenueClock(new Date('2027-01-24T05:00:00Z'), NY)).toEqual({
      day: '2027-01-24',
      time: '00:00:00',
    });
  });

  it('names a zone it does not know', () => {
    expect(() => venueDay('Mars/Olympus_Mons')).toThrow('unknown time zone "Mars/Olympus_Mons"');
  });
});

describe("venueDay with the build's offsets", () => {
  // A made-up zone table that disagrees with New York, so the test tells which one was read.
  const offsets = {
    spans: [[Date.parse('2027-01-01T00:00:00Z'), 600]] as const,
    until: Date.parse('2027-02-01T00:00:00Z'),
  };

  it('reads the day from the offsets while they reach the instant', () => {
    // 20:00Z is 06:00 the next day at +10:00, still 15:00 the same day in New York.
    expect(venueDay(NY, new Date('2027-01-10T20:00:00Z'), offsets)).toBe('2027-01-11');
  });

  it('reads the day from the zone itself once the offsets end', () => {
    expect(venueDay(NY, new Date('2027-02-01T20:00:00Z'), offsets)).toBe('2027-02-01');
  });

  it('reads the day from the zone itself before the offsets begin', () => {
    expect(venueDay(NY, new Date('2026-12-31T20:00:00Z'), offsets)).toBe('2026-12-31');
  });
});
