import {
  filmScreenings,
  findScheduledFilm,
  offersSchedulePdf,
  scheduleDays,
  scheduleLine,
} from './schedule';

const films = [
  { name: 'the_river', title: 'The River', url: '/show/the_river' },
  { name: 'night_train', title: 'Night Train', url: '/show/night_train' },
];

// Written out of order on purpose: the content file's key order must not matter.
const schedule = {
  '2027-03-20': { '19:00': 'Night Train', '14:00': 'The River' },
  '2027-03-19': { '19:00': 'The River' },
};

describe('scheduleDays', () => {
  it('lists days ascending, then times ascending, with labels', () => {
    const days = scheduleDays(schedule, films);
    expect(days.map((d) => [d.day, d.dayLabel])).toEqual([
      ['2027-03-19', 'Friday, March 19'],
      ['2027-03-20', 'Saturday, March 20'],
    ]);
    expect(days[1]?.slots.map((s) => [s.time, s.timeLabel, s.films[0]?.name])).toEqual([
      ['14:00', '2:00 pm', 'the_river'],
      ['19:00', '7:00 pm', 'night_train'],
    ]);
  });

  it('links each slot to the film page', () => {
    const [day] = scheduleDays(schedule, films);
    expect(day?.slots[0]?.films).toEqual([
      { name: 'the_river', title: 'The River', url: '/show/the_river' },
    ]);
  });

  it('is empty without a schedule', () => {
    expect(scheduleDays(undefined, films)).toEqual([]);
  });
});

describe('findScheduledFilm', () => {
  it('matches a film by title or by name', () => {
    expect(findScheduledFilm(films, 'Night Train')?.name).toBe('night_train');
    expect(findScheduledFilm(films, 'night_train')?.title).toBe('Night Train');
    expect(findScheduledFilm(films, 'Missing Film')).toBeUndefined();
  });

  it('ignores spaces around the entry, as staff may type them', () => {
    expect(findScheduledFilm(films, ' Night Train ')?.name).toBe('night_train');
  });
});

describe('filmScreenings and scheduleLine', () => {
  it("gives each film its screenings as 'day - time' lines in order", () => {
    const days = scheduleDays(schedule, films);
    expect(filmScreenings(days, 'the_river').map(scheduleLine)).toEqual([
      'Friday, March 19 - 7:00 pm',
      'Saturday, March 20 - 2:00 pm',
    ]);
    expect(filmScreenings(days, 'night_train').map(scheduleLine)).toEqual([
      'Saturday, March 20 - 7:00 pm',
    ]);
  });

  it('gives no film the slot of an entry that names an unknown film', () => {
    const days = scheduleDays({ '2027-03-19': { '19:00': 'Missing Film' } }, films);
    expect(filmScreenings(days, 'the_river')).toEqual([]);
  });
});

describe('offersSchedulePdf', () => {
  const schedule = { '2027-03-18': { '18:00': 'A Film' } };

  test('a festival with screenings and a download offers its schedule as that download', () => {
    expect(offersSchedulePdf({ festival: true, download: 'x.pdf', schedule })).toBe(true);
  });

  test('a show that is not a festival, has no download or no screenings does not', () => {
    expect(offersSchedulePdf({ festival: false, download: 'x.pdf', schedule })).toBe(false);
    expect(offersSchedulePdf({ festival: true, schedule })).toBe(false);
    expect(offersSchedulePdf({ festival: true, download: 'x.pdf', schedule: {} })).toBe(false);
    expect(offersSchedulePdf({ festival: true, download: 'x.pdf' })).toBe(false);
  });
});
