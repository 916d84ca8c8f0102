import { isUpcoming, seriesPackageLink, sortByDate, splitSeason } from './upcoming';

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

  it('skips a show whose package link is only blanks', () => {
    const shows = [
      { ...base, day: '2027-01-15', packageTickets: '   ' },
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
