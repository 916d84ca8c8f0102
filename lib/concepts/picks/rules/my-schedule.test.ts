import {
  byDay,
  DEFAULT_SCREENING_MINUTES,
  isScreeningId,
  merged,
  offersMySchedule,
  overlaps,
  parseScreeningId,
  planOf,
  screeningId,
  shareHash,
  sharedIds,
  toggled,
  type MyScheduleScreening,
} from './my-schedule';
import { pickConflicts, screeningItem, type PickItem } from './picks';

const MINUTE = 60_000;
const NOON = Date.UTC(2027, 2, 19, 17, 0);

function screening(
  film: string,
  startMinutes: number,
  lengthMinutes?: number,
  day = '2027-03-19',
): MyScheduleScreening {
  const start = NOON + startMinutes * MINUTE;
  const time = new Date(start).toISOString().slice(11, 16);
  return {
    id: screeningId(film, day, time),
    uid: `screening-${film}@example.org`,
    film,
    title: film.replace(/_/g, ' '),
    url: `/show/${film}/`,
    day,
    dayLabel: `Day ${day}`,
    timeLabel: time,
    start,
    end: lengthMinutes === undefined ? undefined : start + lengthMinutes * MINUTE,
  };
}

describe('screening ids', () => {
  it('name the film and the start, and are recognised whatever the film name holds', () => {
    const id = screeningId('rock_&_roll,_a@b', '2027-03-19', '21:15');
    expect(id).toBe('rock_&_roll,_a@b@2027-03-19T21:15');
    expect(isScreeningId(id)).toBe(true);
    expect(parseScreeningId(id)).toEqual({
      film: 'rock_&_roll,_a@b',
      day: '2027-03-19',
      time: '21:15',
    });
    expect(parseScreeningId('rock')).toBeUndefined();
    expect(isScreeningId('night_train@2027-03-19')).toBe(false);
    expect(isScreeningId(42)).toBe(false);
  });
});

describe('overlaps', () => {
  it('two screenings overlap when each starts before the other ends', () => {
    expect(overlaps(screening('a', 0, 100), screening('b', 90, 100))).toBe(true);
    expect(overlaps(screening('b', 90, 100), screening('a', 0, 100))).toBe(true);
    expect(overlaps(screening('a', 0, 300), screening('b', 60, 30))).toBe(true);
  });

  it('one starting the minute the other ends does not overlap it', () => {
    expect(overlaps(screening('a', 0, 90), screening('b', 90, 90))).toBe(false);
    expect(overlaps(screening('a', 0, 90), screening('b', 200, 90))).toBe(false);
  });

  it('a screening of unknown length lasts the default length', () => {
    const open = screening('a', 0);
    expect(overlaps(open, screening('b', DEFAULT_SCREENING_MINUTES - 1, 10))).toBe(true);
    expect(overlaps(open, screening('b', DEFAULT_SCREENING_MINUTES, 10))).toBe(false);
  });

  it('lists, for each screening in the panel, the others it overlaps', () => {
    const [a, b, c, d] = [
      screening('a', 0, 100),
      screening('b', 60, 100),
      screening('c', 150, 60),
      screening('d', 400),
    ].map((s) => screeningItem(s, 'Hall')) as [PickItem, PickItem, PickItem, PickItem];
    const found = pickConflicts([a, b, c, d]);
    expect(found.get(a.id)).toEqual([b]);
    expect(found.get(b.id)).toEqual([a, c]);
    expect(found.get(c.id)).toEqual([b]);
    expect(found.get(d.id)).toEqual([]);
  });
});

describe('the plan', () => {
  const first = screening('first', 0, 90);
  const second = screening('second', 24 * 60, 90, '2027-03-20');
  const third = screening('third', 24 * 60 + 120, 90, '2027-03-20');
  const available = [third, first, second];

  it('orders the chosen screenings by start and groups them by day', () => {
    const plan = planOf([third.id, first.id, second.id], available);
    expect(plan.chosen.map((s) => s.id)).toEqual([first.id, second.id, third.id]);
    expect(byDay(plan.chosen).map((day) => [day.day, day.items.length])).toEqual([
      ['2027-03-19', 1],
      ['2027-03-20', 2],
    ]);
  });

  it('orders screenings that start together by title, and keeps a day together after others', () => {
    const b = screening('b_film', 0, 90, '2027-03-18');
    const a = screening('a_film', 0, 90, '2027-03-18');
    const plan = planOf([b.id, a.id, first.id, second.id, third.id], [b, a, ...available]);
    expect(plan.chosen.slice(0, 2).map((s) => s.title)).toEqual(['a film', 'b film']);
    expect(byDay(plan.chosen).map((day) => [day.day, day.items.length])).toEqual([
      ['2027-03-18', 2],
      ['2027-03-19', 1],
      ['2027-03-20', 2],
    ]);
  });

  it('reports a chosen screening the schedule no longer has as removed', () => {
    const gone = screening('gone', 30, 90).id;
    const plan = planOf([first.id, gone, first.id], available);
    expect(plan.chosen).toEqual([first]);
    expect(plan.removed).toEqual([gone]);
  });

  it('toggles and merges ids without repeats', () => {
    expect(toggled([first.id], second.id)).toEqual([first.id, second.id]);
    expect(toggled([first.id, second.id], first.id)).toEqual([second.id]);
    expect(merged([first.id, second.id], [second.id, third.id])).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });
});

describe('the share link', () => {
  it('round-trips ids holding any character', () => {
    const ids = [
      screeningId('rock_&_roll,_live#1', '2027-03-19', '18:00'),
      screeningId('the_ferryman’s_daughter', '2027-03-20', '13:00'),
    ];
    const hash = shareHash(ids);
    expect(hash.startsWith('#my-schedule=')).toBe(true);
    expect(hash.slice(1)).not.toMatch(/[#\s’]/);
    expect(sharedIds(hash)).toEqual(ids);
    expect(sharedIds(hash.slice(1))).toEqual(ids);
  });

  it('shares nothing for another fragment or broken parts', () => {
    expect(sharedIds('')).toEqual([]);
    expect(sharedIds('#films-heading')).toEqual([]);
    expect(sharedIds('#my-schedule=%E0%A4%A,junk,a%402027-03-19T18%3A00')).toEqual([
      'a@2027-03-19T18:00',
    ]);
  });
});

describe('where My schedule is offered', () => {
  const films = [{ screenings: [{}] }];
  it('on a festival with screenings that takes place as announced', () => {
    expect(offersMySchedule({ festival: true, status: 'scheduled', films: films })).toBe(true);
    expect(offersMySchedule({ festival: true, status: 'rescheduled', films: films })).toBe(true);
  });
  it('on a festival where some films have screenings and others none yet', () => {
    const some = [{ screenings: [] }, { screenings: [{}] }];
    expect(offersMySchedule({ festival: true, status: 'scheduled', films: some })).toBe(true);
  });
  it('not on a called-off festival, one without screenings, or another show', () => {
    expect(offersMySchedule({ festival: true, status: 'cancelled', films: films })).toBe(false);
    expect(offersMySchedule({ festival: true, status: 'postponed', films: films })).toBe(false);
    expect(
      offersMySchedule({ festival: true, status: 'scheduled', films: [{ screenings: [] }] }),
    ).toBe(false);
    expect(offersMySchedule({ festival: false, status: 'scheduled', films: films })).toBe(false);
  });
});
