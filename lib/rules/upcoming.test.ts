import { isUpcoming, seriesPackageLink, sortByDate, splitSeason, todayIn } from './upcoming';

const NY = 'America/New_York';

describe('todayIn', () => {
  it('is still yesterday in New York just after midnight UTC', () => {
    // 00:30 UTC on 13 December is 19:30 on 12 December in New York (EST, UTC-5).
    expect(todayIn(NY, new Date('2026-12-13T00:30:00Z'))).toBe('2026-12-12');
  });

  it('turns over at New York midnight, not UTC midnight (winter, UTC-5)', () => {
    expect(todayIn(NY, new Date('2026-12-13T04:59:59Z'))).toBe('2026-12-12');
    expect(todayIn(NY, new Date('2026-12-13T05:00:00Z'))).toBe('2026-12-13');
  });

  it('uses the daylight-saving offset in summer (UTC-4)', () => {
    expect(todayIn(NY, new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(todayIn(NY, new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });

  it('handles the night clocks spring forward', () => {
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT; midnight that day was still EST.
    expect(todayIn(NY, new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(todayIn(NY, new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(todayIn(NY, new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(todayIn(NY, new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('pads months and days to two digits', () => {
    expect(todayIn('UTC', new Date('2027-01-05T12:00:00Z'))).toBe('2027-01-05');
  });
});

describe('isUpcoming', () => {
  const today = '2026-12-12';

  it('a show on today’s date is upcoming', () => {
    expect(isUpcoming({ day: '2026-12-12' }, today)).toBe(true);
  });

  it('a show yesterday is past', () => {
    expect(isUpcoming({ day: '2026-12-11' }, today)).toBe(false);
  });

  it('a show tomorrow is upcoming', () => {
    expect(isUpcoming({ day: '2026-12-13' }, today)).toBe(true);
  });

  it('a festival whose end date is today is still upcoming', () => {
    expect(isUpcoming({ day: '2026-12-10', endDate: '2026-12-12' }, today)).toBe(true);
  });

  it('a festival that ended yesterday is past', () => {
    expect(isUpcoming({ day: '2026-12-09', endDate: '2026-12-11' }, today)).toBe(false);
  });

  it('compares across month and year boundaries', () => {
    expect(isUpcoming({ day: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(isUpcoming({ day: '2027-01-01' }, '2026-12-31')).toBe(true);
  });
});

describe('sortByDate', () => {
  it('orders by day ascending', () => {
    const shows = [{ day: '2027-03-01' }, { day: '2026-10-01' }, { day: '2026-12-12' }];
    expect(sortByDate(shows).map((s) => s.day)).toEqual(['2026-10-01', '2026-12-12', '2027-03-01']);
  });

  it('orders two shows on the same day by their start time', () => {
    const shows = [
      { id: 'evening', day: '2026-12-12', date: '2026-12-12T19:30' },
      { id: 'matinee', day: '2026-12-12', date: '2026-12-12T14:00' },
    ];
    expect(sortByDate(shows).map((s) => s.id)).toEqual(['matinee', 'evening']);
  });

  it('keeps the input order for equal starts and does not mutate the input', () => {
    const shows = [
      { id: 'a', day: '2026-12-12' },
      { id: 'b', day: '2026-12-12' },
      { id: 'c', day: '2026-01-01' },
    ];
    expect(sortByDate(shows).map((s) => s.id)).toEqual(['c', 'a', 'b']);
    expect(shows.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('splitSeason', () => {
  it('splits into upcoming and past, each ascending', () => {
    const shows = [
      { name: 'late', day: '2027-02-01' },
      { name: 'old', day: '2026-09-01' },
      { name: 'today', day: '2026-12-12' },
      { name: 'older', day: '2026-08-01' },
      { name: 'fest', day: '2026-12-10', endDate: '2026-12-12' },
    ];
    const { upcoming, past } = splitSeason(shows, '2026-12-12');
    expect(upcoming.map((s) => s.name)).toEqual(['fest', 'today', 'late']);
    expect(past.map((s) => s.name)).toEqual(['older', 'old']);
  });
});

describe('seriesPackageLink', () => {
  const base = { speakerSeries: true, packageTickets: '' };

  it('is the package link of the first upcoming speaker-series show by date', () => {
    const shows = [
      { ...base, day: '2027-04-01', packageTickets: 'https://tickets.example.com/later' },
      { ...base, day: '2026-10-01', packageTickets: 'https://tickets.example.com/past' },
      { ...base, day: '2027-02-01', packageTickets: 'https://tickets.example.com/next' },
    ];
    expect(seriesPackageLink(shows, '2026-12-12')).toBe('https://tickets.example.com/next');
  });

  it('skips shows that are not in the speaker series or have no link', () => {
    const shows = [
      { day: '2027-01-01', speakerSeries: false, packageTickets: 'https://x.example.com/musical' },
      { ...base, day: '2027-01-15', packageTickets: '' },
      { ...base, day: '2027-02-01', packageTickets: 'https://x.example.com/series' },
    ];
    expect(seriesPackageLink(shows, '2026-12-12')).toBe('https://x.example.com/series');
  });

  it('is undefined when no speaker-series show is upcoming', () => {
    const shows = [{ ...base, day: '2026-01-01', packageTickets: 'https://x.example.com/p' }];
    expect(seriesPackageLink(shows, '2026-12-12')).toBeUndefined();
  });
});
