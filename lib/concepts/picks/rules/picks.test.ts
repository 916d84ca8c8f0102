import {
  deserialisePicks,
  downloadUids,
  educationPickId,
  isPickId,
  migratedPicks,
  performancePickId,
  pickConflicts,
  picksShareHash,
  scheduleOf,
  screeningItem,
  screeningPickId,
  serialisePicks,
  sharedPicks,
  showPickId,
  withSchedule,
  type PickItem,
} from './picks';
import { byDay, DEFAULT_SCREENING_MINUTES, planOf } from './my-schedule';

const HOUR = 60 * 60 * 1000;

function item(id: string, start: string, hours: number, extra: Partial<PickItem> = {}): PickItem {
  const at = Date.parse(start);
  return {
    id,
    kind: 'show',
    title: id,
    url: '/',
    venue: 'Hall',
    day: start.slice(0, 10),
    dayLabel: start.slice(0, 10),
    whenLabel: start.slice(11, 16),
    start: at,
    end: at + hours * HOUR,
    span: false,
    uids: [`${id}@example.org`],
    ...extra,
  };
}

describe('pick ids', () => {
  it('names each kind by what it is, and recognises every kind', () => {
    const ids = [
      showPickId('winter_lights'),
      performancePickId('salt_marsh', '20270116T1930'),
      screeningPickId('spring_films', 'night_train@2027-03-12T19:00'),
      educationPickId('2026-10-08-voices-of-the-valley'),
    ];
    expect(ids).toEqual([
      'show:winter_lights',
      'performance:salt_marsh:20270116T1930',
      'screening:spring_films:night_train@2027-03-12T19:00',
      'education:2026-10-08-voices-of-the-valley',
    ]);
    expect(ids.every(isPickId)).toBe(true);
  });

  it('rejects texts of other forms, and screenings without a screening id', () => {
    for (const text of [
      'winter_lights',
      'film:x',
      'show:',
      'screening:fest:night_train',
      'screening:night_train@2027-03-12T19:00',
      // A screening id needs a film before its "@": nothing of the festival's name counts.
      'screening:fest:@2027-03-12T19:00',
      3,
      null,
      // Not a text, though it reads as one when made a string.
      ['show:winter_lights'],
    ]) {
      expect(isPickId(text)).toBe(false);
    }
  });
});

describe('storage', () => {
  it('reads back what it stores', () => {
    const ids = [showPickId('a'), educationPickId('2027-01-01-b')];
    expect(deserialisePicks(serialisePicks(ids))).toEqual(ids);
  });

  it('reads anything unreadable as no picks, and skips entries that are not pick ids', () => {
    expect(deserialisePicks(null)).toEqual([]);
    expect(deserialisePicks('{not json')).toEqual([]);
    expect(deserialisePicks('null')).toEqual([]);
    expect(deserialisePicks('{"picks": ["show:a", 3, "nonsense", "show:a"]}')).toEqual(['show:a']);
    expect(deserialisePicks('{"picks": "show:a"}')).toEqual([]);
    expect(deserialisePicks('')).toEqual([]);
  });
});

describe('carrying over My schedule’s choices', () => {
  it('turns each festival’s stored screenings into that festival’s screening picks', () => {
    const picks = migratedPicks([
      ['my-schedule:spring', JSON.stringify({ version: 1, screenings: ['a@2027-03-12T19:00'] })],
      ['my-schedule:autumn', JSON.stringify({ version: 1, screenings: ['b@2026-10-02T13:00', 7] })],
      ['unrelated', JSON.stringify({ screenings: ['c@2027-03-12T19:00'] })],
      ['my-schedule:broken', '{not json'],
      ['my-schedule:empty', '{}'],
      ['my-schedule:nothing', 'null'],
    ]);
    expect(picks).toEqual([
      'screening:spring:a@2027-03-12T19:00',
      'screening:autumn:b@2026-10-02T13:00',
    ]);
  });
});

describe('a festival’s schedule as a view of the picks', () => {
  const picks = [showPickId('x'), screeningPickId('spring', 'a@2027-03-12T19:00')];

  it('reads the festival’s screening ids only', () => {
    expect(scheduleOf(picks, 'spring')).toEqual(['a@2027-03-12T19:00']);
    expect(scheduleOf(picks, 'autumn')).toEqual([]);
  });

  it('replaces the festival’s screenings and keeps every other pick', () => {
    expect(withSchedule(picks, 'spring', ['b@2027-03-13T13:00'])).toEqual([
      showPickId('x'),
      screeningPickId('spring', 'b@2027-03-13T13:00'),
    ]);
  });
});

describe('the list', () => {
  const early = item('show:early', '2027-03-12T18:00:00Z', 2);
  const late = item('show:late', '2027-03-13T18:00:00Z', 2);

  it('orders the picks the site lists by start, and reports the others as removed', () => {
    const plan = planOf(['show:late', 'show:gone', 'show:early'], [early, late]);
    expect(plan.chosen.map((i) => i.id)).toEqual(['show:early', 'show:late']);
    expect(plan.removed).toEqual(['show:gone']);
  });

  it('groups the picks by day', () => {
    expect(byDay([early, late]).map((d) => d.items.map((i) => i.id))).toEqual([
      ['show:early'],
      ['show:late'],
    ]);
  });

  it('puts picks of one day in one group, however many days come before', () => {
    const first = item('show:first', '2027-03-11T18:00:00Z', 2);
    const later = item('show:later', '2027-03-13T21:00:00Z', 1);
    const groups = byDay([first, early, late, later]);
    expect(groups.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([
      ['2027-03-11', ['show:first']],
      ['2027-03-12', ['show:early']],
      ['2027-03-13', ['show:late', 'show:later']],
    ]);
  });

  it('orders picks that start together by title', () => {
    const b = item('show:b', '2027-03-12T18:00:00Z', 2, { title: 'Brass' });
    const a = item('show:a', '2027-03-12T18:00:00Z', 2, { title: 'Arias' });
    expect(planOf(['show:b', 'show:a'], [b, a]).chosen.map((i) => i.title)).toEqual([
      'Arias',
      'Brass',
    ]);
  });

  it('names the picks that overlap in time, and not one that starts as another ends', () => {
    const overlapping = item('show:overlapping', '2027-03-12T19:00:00Z', 2);
    const after = item('show:after', '2027-03-12T20:00:00Z', 1);
    const conflicts = pickConflicts([early, overlapping, after]);
    expect(conflicts.get('show:early')?.map((i) => i.id)).toEqual(['show:overlapping']);
    expect(conflicts.get('show:overlapping')?.map((i) => i.id)).toEqual([
      'show:early',
      'show:after',
    ]);
    expect(conflicts.get('show:after')?.map((i) => i.id)).toEqual(['show:overlapping']);
  });

  it('names no overlap for something spanning days, whose parts take the evenings', () => {
    const festival = item('show:festival', '2027-03-11T12:00:00Z', 72, { span: true });
    const conflicts = pickConflicts([festival, early]);
    expect(conflicts.get('show:festival')).toEqual([]);
    expect(conflicts.get('show:early')).toEqual([]);
  });

  it('downloads every UID of the picks once, a run as a whole with each of its performances', () => {
    const run = item('show:run', '2027-03-12T18:00:00Z', 50, {
      span: true,
      uids: ['p1@example.org', 'p2@example.org'],
    });
    const performance = item('performance:run:1', '2027-03-12T18:00:00Z', 2, {
      uids: ['p1@example.org'],
    });
    expect(downloadUids([run, performance, late])).toEqual([
      'p1@example.org',
      'p2@example.org',
      'show:late@example.org',
    ]);
  });
});

describe('a screening in the festival’s panel', () => {
  const screening = {
    id: 'tide-film@2027-03-12T19:00',
    uid: 'screening-tide-film-2027-03-12-1900@example.edu',
    film: 'tide-film',
    title: 'Tide',
    url: '/films/tide-film/',
    day: '2027-03-12',
    dayLabel: 'Friday, March 12',
    timeLabel: '7:00 pm',
    start: Date.parse('2027-03-13T00:00:00Z'),
  };

  it('is listed as a screening pick, under its screening id, at the festival’s venue', () => {
    expect(screeningItem(screening, 'Keith-Albee Theatre')).toMatchObject({
      id: 'tide-film@2027-03-12T19:00',
      kind: 'screening',
      title: 'Tide',
      url: '/films/tide-film/',
      venue: 'Keith-Albee Theatre',
      day: '2027-03-12',
      dayLabel: 'Friday, March 12',
      whenLabel: '7:00 pm',
      span: false,
    });
  });

  it('downloads as its own calendar event, ending its run time after its start', () => {
    const item = screeningItem({ ...screening, end: screening.start + 95 * 60_000 }, 'Hall');
    expect(item.uids).toEqual(['screening-tide-film-2027-03-12-1900@example.edu']);
    expect(item.end - item.start).toBe(95 * 60_000);
    expect(screeningItem(screening, 'Hall').end - screening.start).toBe(
      DEFAULT_SCREENING_MINUTES * 60_000,
    );
  });
});

describe('the share link', () => {
  it('carries the picks in the fragment and reads them back', () => {
    const ids = [showPickId('a'), screeningPickId('spring', 'night train@2027-03-12T19:00')];
    const hash = picksShareHash(ids);
    expect(hash.startsWith('#picks=')).toBe(true);
    expect(hash).not.toContain(' ');
    expect(sharedPicks(hash)).toEqual(ids);
  });

  it('shares nothing from another fragment or from entries that are not pick ids', () => {
    expect(sharedPicks('#my-schedule=a@2027-03-12T19:00')).toEqual([]);
    expect(sharedPicks('#picks=%E0%A4%A,nonsense,show%3Aa')).toEqual(['show:a']);
  });
});
