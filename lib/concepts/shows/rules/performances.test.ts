import {
  isPerformanceUpcoming,
  isRunOver,
  lastServiceDays,
  listWords,
  nextPerformance,
  performanceId,
  performancesWith,
  runDays,
  runTimes,
  stillOffering,
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

  it("keeps each service's last day whatever order the performances come in", () => {
    const both: AccessibilityService[] = ['open-captions', 'touch-tour'];
    const days = lastServiceDays([
      at('2026-12-12T19:30', both),
      at('2026-12-13T14:00', ['touch-tour']),
      at('2026-12-11T19:30', both),
    ]);
    expect(days).toEqual({ 'open-captions': '2026-12-12', 'touch-tour': '2026-12-13' });
  });

  it("keeps a run in a service's list until its last performance with it is over", () => {
    const item = { accessibility: ['asl-interpretation'] as AccessibilityService[] };
    const runItem = { ...item, serviceDays: lastServiceDays(run) };
    expect(runItem.serviceDays).toEqual({ 'asl-interpretation': '2026-12-13' });
    expect(stillOffering([runItem], 'asl-interpretation', '2026-12-13')).toHaveLength(1);
    expect(stillOffering([runItem], 'asl-interpretation', '2026-12-14')).toHaveLength(0);
    // A single performance has no service days: its own day decides, in the split.
    expect(stillOffering([item], 'asl-interpretation', '2030-01-01')).toHaveLength(1);
    expect(stillOffering([item], 'open-captions', '2026-01-01')).toHaveLength(0);
    expect(stillOffering([item, runItem], undefined, '2030-01-01')).toHaveLength(2);
  });

  it('a run whose ASL performance is over leaves the ASL list while the run goes on', () => {
    const early = [at('2026-12-11T19:30', ['asl-interpretation']), at('2026-12-13T14:00')];
    const entry = {
      accessibility: ['asl-interpretation'] as AccessibilityService[],
      serviceDays: lastServiceDays(early),
    };
    expect(isRunOver(early, '2026-12-12')).toBe(false);
    expect(stillOffering([entry], 'asl-interpretation', '2026-12-12')).toEqual([]);
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
