import {
  badgeServices,
  lastServiceDays,
  offersService,
  servicesAt,
  servicesOnOffer,
  stillOffering,
} from './access-services';
import type { EventStatus } from './show-status';
import type { AccessibilityService } from '../../venues';

const ASL: AccessibilityService = 'asl-interpretation';

function at(
  day: string,
  accessibility: AccessibilityService[] = [],
  status: EventStatus = 'scheduled',
) {
  return { day, status, accessibility };
}

/** A season entry: a run has service days, a single performance has none. */
function entry(performances: ReturnType<typeof at>[]) {
  return performances.length > 1
    ? { performances, serviceDays: lastServiceDays(performances) }
    : { performances };
}

// Friday 11 December 2026 to Sunday 13 December 2026, its Sunday matinee interpreted in ASL.
const run = [at('2026-12-11'), at('2026-12-12'), at('2026-12-13', [ASL])];

describe('a service is offered only where a performance takes place', () => {
  it('a performance offers its services while it takes place, none once it is called off', () => {
    for (const status of ['scheduled', 'soldOut', 'rescheduled'] as const) {
      expect(servicesAt(at('2026-12-13', [ASL], status))).toEqual([ASL]);
    }
    for (const status of ['cancelled', 'postponed'] as const) {
      expect(servicesAt(at('2026-12-13', [ASL], status))).toEqual([]);
    }
  });

  it('a run whose only ASL performance is cancelled offers no ASL', () => {
    const cancelled = [at('2026-12-11'), at('2026-12-13', [ASL], 'cancelled')];
    expect(offersService(cancelled, ASL)).toBe(false);
    expect(stillOffering([entry(cancelled)], ASL, '2026-12-01')).toEqual([]);
  });

  it('a run whose only ASL performance is postponed offers no ASL', () => {
    const postponed = [at('2026-12-11'), at('2026-12-13', [ASL], 'postponed')];
    expect(stillOffering([entry(postponed)], ASL, '2026-12-01')).toEqual([]);
  });

  it('a run with one of its two ASL performances cancelled still offers ASL, until the other', () => {
    const one = entry([at('2026-12-11', [ASL]), at('2026-12-13', [ASL], 'cancelled')]);
    expect(one.serviceDays).toEqual({ [ASL]: '2026-12-11' });
    expect(stillOffering([one], ASL, '2026-12-11')).toEqual([one]);
    // The cancelled Sunday does not keep the run in the list after Friday.
    expect(stillOffering([one], ASL, '2026-12-12')).toEqual([]);
  });

  it('a cancelled single performance offers nothing, a sold-out or rescheduled one does', () => {
    for (const status of ['cancelled', 'postponed'] as const) {
      expect(stillOffering([entry([at('2027-02-26', [ASL], status)])], ASL, '2026-12-01')).toEqual(
        [],
      );
    }
    for (const status of ['scheduled', 'soldOut', 'rescheduled'] as const) {
      expect(
        stillOffering([entry([at('2027-02-26', [ASL], status)])], ASL, '2026-12-01'),
      ).toHaveLength(1);
    }
  });

  it('a run whose every performance is called off offers nothing', () => {
    const all = entry(run.map((p) => ({ ...p, status: 'cancelled' as const })));
    expect(all.serviceDays).toEqual({});
    expect(stillOffering([all], ASL, '2026-12-01')).toEqual([]);
  });

  it('with no performance called off, every offering item matches and the others do not', () => {
    const single = entry([at('2027-02-26', [ASL])]);
    const other = entry([at('2027-02-27', ['open-captions'])]);
    expect(stillOffering([entry(run), single, other], ASL, '2026-12-01')).toEqual([
      entry(run),
      single,
    ]);
  });

  it('with no service chosen, every item stays, called off or not', () => {
    const cancelled = entry([at('2027-02-26', [ASL], 'cancelled')]);
    expect(stillOffering([cancelled, entry(run)], undefined, '2030-01-01')).toHaveLength(2);
  });

  it("lists the services of the shows' performances that take place, in vocabulary order", () => {
    const shows = [
      { performances: [at('2027-01-01', ['wheelchair-seating', 'open-captions'])] },
      { performances: [at('2027-01-02', [ASL], 'postponed')] },
      { performances: [at('2027-01-03', ['audio-description'], 'cancelled'), at('2027-01-04')] },
    ];
    expect(servicesOnOffer(shows).map((service) => service.id)).toEqual([
      'open-captions',
      'wheelchair-seating',
    ]);
    expect(servicesOnOffer([])).toEqual([]);
  });
});

describe("a run's last day of each service", () => {
  it('keeps the last day whatever order the performances come in', () => {
    const both: AccessibilityService[] = ['open-captions', 'touch-tour'];
    const days = lastServiceDays([
      at('2026-12-12', both),
      at('2026-12-13', ['touch-tour']),
      at('2026-12-11', both),
    ]);
    expect(days).toEqual({ 'open-captions': '2026-12-12', 'touch-tour': '2026-12-13' });
  });

  it('keeps a run in the list through the day of its last performance with the service', () => {
    const item = entry(run);
    expect(item.serviceDays).toEqual({ [ASL]: '2026-12-13' });
    expect(stillOffering([item], ASL, '2026-12-13')).toHaveLength(1);
    expect(stillOffering([item], ASL, '2026-12-14')).toHaveLength(0);
  });

  it('a single performance has no service days: its own day decides, in the split', () => {
    expect(stillOffering([entry([at('2026-12-11', [ASL])])], ASL, '2030-01-01')).toHaveLength(1);
  });
});

describe("a show's badges", () => {
  const every: AccessibilityService[] = ['wheelchair-seating'];
  const all: AccessibilityService[] = ['asl-interpretation', 'wheelchair-seating'];
  function show(status: EventStatus, performances: EventStatus[]) {
    return {
      status,
      performances: performances.map((s) => ({ status: s })),
      accessibility: all,
      accessibilityAtEvery: every,
    };
  }

  it("name a single performance's services, sold out or rescheduled alike", () => {
    for (const status of ['scheduled', 'soldOut', 'rescheduled'] as const) {
      expect(badgeServices(show(status, [status]))).toEqual(all);
    }
  });

  it.each(['cancelled', 'postponed'] as const)('name nothing for a %s show', (status) => {
    expect(badgeServices(show(status, [status]))).toEqual([]);
    expect(badgeServices(show(status, [status, status]))).toEqual([]);
  });

  it("name a run's services at every performance while one performance takes place", () => {
    expect(badgeServices(show('scheduled', ['cancelled', 'scheduled']))).toEqual(every);
  });

  it('name nothing for a run none of whose performances takes place', () => {
    expect(badgeServices(show('scheduled', ['cancelled', 'postponed']))).toEqual([]);
  });
});
