import {
  isPerformanceUpcoming,
  isRunOver,
  listWords,
  nextPerformance,
  performanceId,
  performancesWith,
  runDays,
  runTimes,
  serviceTime,
} from './performances';
import type { AccessibilityService } from '../../venues';

function at(date: string, accessibility: AccessibilityService[] = []) {
  return { date, day: date.slice(0, 10), accessibility };
}

// Friday 11 December 2026 to Sunday 13 December 2026, given out of order.
const run = [
  at('2026-12-12T19:30'),
  at('2026-12-11T19:30'),
  at('2026-12-13T14:00', ['asl-interpretation']),
  at('2026-12-12T14:00'),
];

describe('run days and times (docs/rules/shows.md#performances)', () => {
  it('names each weekday once, in date order', () => {
    expect(runDays(run)).toBe('Fri, Sat & Sun');
    expect(runDays([at('2026-12-12T19:30'), at('2026-12-11T19:30')])).toBe('Fri & Sat');
  });

  it('names each start time once, earliest in the day first', () => {
    expect(runTimes(run)).toBe('2:00 pm & 7:30 pm');
  });

  it('joins words with commas and a final ampersand', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b & c');
  });

  it('keys a performance by its start', () => {
    expect(performanceId('2026-12-11T19:30')).toBe('20261211T1930');
  });
});

describe('the next performance and the end of a run', () => {
  it('is the first performance before the run starts', () => {
    expect(nextPerformance(run, '2026-11-25')?.date).toBe('2026-12-11T19:30');
  });

  it('is the earliest of a run given in reverse order', () => {
    const reversed = [...run].sort((a, b) => b.date.localeCompare(a.date));
    expect(nextPerformance(reversed, '2026-11-25')?.date).toBe('2026-12-11T19:30');
    expect(nextPerformance(reversed, '2026-12-12')?.date).toBe('2026-12-12T14:00');
  });

  it('is the earliest performance of today while today lasts (a show is upcoming all day)', () => {
    expect(nextPerformance(run, '2026-12-12')?.date).toBe('2026-12-12T14:00');
    expect(isPerformanceUpcoming(at('2026-12-12T14:00'), '2026-12-12')).toBe(true);
  });

  it('skips the performances whose day is over', () => {
    expect(nextPerformance(run, '2026-12-13')?.date).toBe('2026-12-13T14:00');
    expect(isRunOver(run, '2026-12-13')).toBe(false);
  });

  it('is none once the last day is over', () => {
    expect(nextPerformance(run, '2026-12-14')).toBeUndefined();
    expect(isRunOver(run, '2026-12-14')).toBe(true);
  });
});

describe('services of some performances', () => {
  it('lists the performances offering a service', () => {
    expect(performancesWith(run, 'asl-interpretation').map((p) => p.date)).toEqual([
      '2026-12-13T14:00',
    ]);
    expect(performancesWith(run, 'open-captions')).toEqual([]);
  });

  it('lists them in date order whatever order the run gives them in', () => {
    const services: AccessibilityService[] = ['open-captions'];
    const shuffled = [
      at('2026-12-13T14:00', services),
      at('2026-12-11T19:30', services),
      at('2026-12-12T19:30', services),
      at('2026-12-12T14:00', services),
    ];
    expect(performancesWith(shuffled, 'open-captions').map((p) => p.date)).toEqual([
      '2026-12-11T19:30',
      '2026-12-12T14:00',
      '2026-12-12T19:30',
      '2026-12-13T14:00',
    ]);
  });
});

describe('the time of a service at a performance', () => {
  const matinee = { timeFormatted: '2:00 pm', touchTourTime: '12:45 pm' };

  it('is the touch tour’s own time, before the performance, when the file gives one', () => {
    expect(serviceTime(matinee, 'touch-tour')).toBe('12:45 pm, before the 2:00 pm performance');
  });

  it('is the performance’s start for a touch tour without a time of its own', () => {
    expect(serviceTime({ timeFormatted: '2:00 pm' }, 'touch-tour')).toBe('2:00 pm');
  });

  it('is the performance’s start for every other service', () => {
    expect(serviceTime(matinee, 'audio-description')).toBe('2:00 pm');
  });
});
