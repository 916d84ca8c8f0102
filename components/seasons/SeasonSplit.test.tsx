import { cleanup, render, screen, within } from '@testing-library/react';
import type { AccessibilityService } from '@/lib/concepts/venues';
import { lastServiceDays } from '@/lib/concepts/shows';
import { applyClock } from '@/lib/site/visitor-clock/apply';
import { SeasonSplit, type SeasonEntry } from './SeasonSplit';

type Performances = SeasonEntry['timing']['performances'];

function entry(
  name: string,
  day: string,
  endDate?: string,
  accessibility: AccessibilityService[] = [],
  serviceDays?: Partial<Record<AccessibilityService, string>>,
  performances: Performances = [{ day, status: 'scheduled', accessibility }],
): SeasonEntry {
  return {
    timing: { name, day, endDate, date: `${day}T19:30`, accessibility, serviceDays, performances },
    upcoming: <article aria-label={`${name} card`}>{name} full card</article>,
    past: <article aria-label={`${name} poster`}>{name} poster</article>,
  };
}

const BUILD_DAY = '2027-02-01';

function upcomingNames() {
  const section = screen.getByRole('heading', { level: 2, name: /^upcoming/i }).closest('section');
  return within(section!)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
}

function pastNames() {
  const section = screen.queryByRole('region', { name: 'Past Shows' });
  return section
    ? within(section)
        .queryAllByRole('article')
        .map((a) => a.getAttribute('aria-label'))
    : [];
}

/** The visitor's clock on the rendered split, for a visitor whose day is `day` (noon UTC). */
function visitorOn(container: HTMLElement, day: string) {
  applyClock(container, Date.parse(`${day}T12:00:00Z`), day);
}

describe('SeasonSplit', () => {
  const entries = [
    entry('spring', '2027-04-17'),
    entry('winter', '2027-01-23'),
    entry('february', '2027-02-14'),
    entry('festival', '2027-03-18', '2027-03-20'),
  ];
  const split = (buildDay = BUILD_DAY) => <SeasonSplit entries={entries} buildDay={buildDay} />;

  it('lists upcoming shows as full cards and past shows as posters, both in date order', () => {
    render(split());
    expect(upcomingNames()).toEqual(['february card', 'festival card', 'spring card']);
    expect(pastNames()).toEqual(['winter poster']);
  });

  it("re-splits for the visitor's day when it is later than the build day", () => {
    const { container } = render(split());
    visitorOn(container, '2027-03-21');
    expect(upcomingNames()).toEqual(['spring card']);
    expect(pastNames()).toEqual(['winter poster', 'february poster', 'festival poster']);
  });

  it("lists a show over on the build day again for a visitor whose day is before the build's", () => {
    const { container } = render(split());
    visitorOn(container, '2027-01-20');
    expect(upcomingNames()).toEqual([
      'winter card',
      'february card',
      'festival card',
      'spring card',
    ]);
    expect(pastNames()).toEqual([]);
  });

  it('keeps a festival upcoming through its last day, and moves it the day after', () => {
    const { container } = render(split());
    visitorOn(container, '2027-03-20');
    expect(upcomingNames()).toContain('festival card');
    visitorOn(container, '2027-03-21');
    expect(upcomingNames()).not.toContain('festival card');
  });

  it('keeps a show upcoming on its own day, and moves it the day after', () => {
    const { container } = render(split());
    visitorOn(container, '2027-02-14');
    expect(upcomingNames()).toContain('february card');
    visitorOn(container, '2027-02-15');
    expect(pastNames()).toContain('february poster');
  });

  it('says the next season is coming and links to the mailing list when nothing is upcoming', () => {
    render(split('2027-05-01'));
    expect(upcomingNames()).toEqual([]);
    expect(screen.getByText(/the next season will be announced soon/i)).toBeVisible();
    expect(screen.getByRole('link', { name: /join our mailing list/i })).toBeInTheDocument();
  });

  it('says so too once every show upcoming at the build has ended for the visitor', () => {
    const { container } = render(split());
    expect(screen.getByText(/the next season will be announced soon/i)).not.toBeVisible();
    visitorOn(container, '2027-05-01');
    expect(screen.getByText(/the next season will be announced soon/i)).toBeVisible();
  });

  it('has no Past Shows section before the season starts, and one once a show is over', () => {
    const { container } = render(split('2027-01-01'));
    expect(screen.queryByRole('region', { name: 'Past Shows' })).toBeNull();
    visitorOn(container, '2027-01-24');
    expect(pastNames()).toEqual(['winter poster']);
  });
});

describe('SeasonSplit with the accessibility filter', () => {
  const entries = [
    entry('winter', '2027-01-23', undefined, ['asl-interpretation']),
    entry('quartet', '2027-02-06'),
    entry('talk', '2027-02-11', undefined, ['asl-interpretation', 'open-captions']),
    entry('films', '2027-02-26', '2027-03-05', ['open-captions'], {
      'open-captions': '2027-02-27',
    }),
  ];
  const choices = [
    { id: 'asl-interpretation', label: 'ASL interpretation', shortLabel: 'ASL' },
    { id: 'open-captions', label: 'Open captions', shortLabel: 'Captions' },
  ].map((choice) => ({ ...choice, plural: '', singular: '' })) as never;

  function renderFor(current?: AccessibilityService) {
    return render(
      <SeasonSplit
        entries={entries}
        buildDay={BUILD_DAY}

        accessibilityFilter={{ choices, current }}
      />,
    );
  }

  it('shows every upcoming show on the home page, with "All" as the current choice', () => {
    renderFor();
    expect(upcomingNames()).toEqual(['quartet card', 'talk card', 'films card']);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it("lists only the upcoming shows offering the page's service, and no past shows", () => {
    renderFor('asl-interpretation');
    expect(upcomingNames()).toEqual(['talk card']);
    expect(pastNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'ASL' })).toHaveAttribute('aria-current', 'page');
  });

  it("drops a run from a service's list once its last performance offering it is over", () => {
    const { container } = renderFor('open-captions');
    visitorOn(container, '2027-02-27');
    expect(upcomingNames()).toEqual(['films card']);
    visitorOn(container, '2027-02-28');
    expect(upcomingNames()).toEqual([]);
  });

  it('names the filtered list in its heading and counts it in a status message', () => {
    renderFor('open-captions');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Upcoming performances with open captions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 upcoming performances with open captions',
    );
  });

  it('says so, and where to ask, when no upcoming show offers the service', () => {
    const { container } = renderFor('asl-interpretation');
    visitorOn(container, '2027-02-12');
    expect(upcomingNames()).toEqual([]);
    expect(
      screen.getByText(/no upcoming performances with ASL interpretation are announced yet/i),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /box office/i })).toBeInTheDocument();
  });

  it('offers no filter where the page does not ask for one', () => {
    render(<SeasonSplit entries={entries} buildDay={BUILD_DAY} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe("the home list's count of upcoming performances", () => {
  const one = (day: string, status: Performances[number]['status'] = 'scheduled') => ({
    day,
    status,
    accessibility: [] as AccessibilityService[],
  });
  function countFor(entries: SeasonEntry[]) {
    render(
      <SeasonSplit
        entries={entries}
        buildDay={BUILD_DAY}
        accessibilityFilter={{ choices: [{ id: 'touch-tour' }] as never, current: undefined }}
      />,
    );
    return screen.getByRole('status').textContent;
  }

  it('counts each performance of a run, not the show', () => {
    const run = [one('2027-02-12'), one('2027-02-13'), one('2027-02-14')];
    expect(countFor([entry('run', '2027-02-12', '2027-02-14', [], undefined, run)])).toBe(
      '3 upcoming performances',
    );
  });

  it('says "1 upcoming performance" for one', () => {
    expect(countFor([entry('recital', '2027-02-12')])).toBe('1 upcoming performance');
  });

  it.each(['cancelled', 'postponed'] as const)('does not count a %s show as coming', (status) => {
    const calledOff = entry('off', '2027-02-20', undefined, [], undefined, [
      one('2027-02-20', status),
    ]);
    expect(countFor([entry('recital', '2027-02-12'), calledOff])).toBe('1 upcoming performance');
  });

  it('says "No upcoming performances" when the only upcoming show is called off', () => {
    const calledOff = entry('off', '2027-02-20', undefined, [], undefined, [
      one('2027-02-20', 'cancelled'),
    ]);
    expect(countFor([calledOff])).toBe('No upcoming performances');
  });

  it("leaves out a run's cancelled performance and the ones already over", () => {
    const run = [
      one('2027-01-31'), // the day before the build: over
      one('2027-02-01'), // the build day: still coming
      one('2027-02-02', 'cancelled'),
      one('2027-02-03'),
    ];
    expect(countFor([entry('run', '2027-01-31', '2027-02-03', [], undefined, run)])).toBe(
      '2 upcoming performances',
    );
  });
});

describe('the accessibility filter matches only through performances that take place', () => {
  const ASL: AccessibilityService = 'asl-interpretation';
  const choices = [{ id: ASL, label: 'ASL interpretation', shortLabel: 'ASL' }].map((choice) => ({
    ...choice,
    plural: 'performances with ASL interpretation',
    singular: '',
  })) as never;
  type Status = Performances[number]['status'];
  const at = (
    day: string,
    services: AccessibilityService[] = [],
    status: Status = 'scheduled',
  ) => ({
    day,
    status,
    accessibility: services,
  });
  /** A run of these performances, with its service days as the home page computes them. */
  function run(name: string, performances: Performances) {
    const days = performances.map((p) => p.day);
    return entry(name, days[0]!, days.at(-1), [ASL], lastServiceDays(performances), performances);
  }
  function renderFor(entries: SeasonEntry[], current?: AccessibilityService) {
    return render(
      <SeasonSplit
        entries={entries}
        buildDay={BUILD_DAY}
        accessibilityFilter={{ choices, current }}
      />,
    );
  }

  it.each(['cancelled', 'postponed'] as const)(
    'leaves out a run whose only ASL performance is %s, which the unfiltered list keeps',
    (status) => {
      const entries = [run('play', [at('2027-02-12'), at('2027-02-13', [ASL], status)])];
      renderFor(entries, ASL);
      expect(upcomingNames()).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent(
        'No upcoming performances with ASL interpretation',
      );
      cleanup();
      renderFor(entries);
      expect(upcomingNames()).toEqual(['play card']);
    },
  );

  it('keeps a run with one of its two ASL performances cancelled, until the other is over', () => {
    const entries = [
      run('play', [
        at('2027-02-12', [ASL]),
        at('2027-02-13'),
        at('2027-02-14', [ASL], 'cancelled'),
      ]),
    ];
    const { container } = renderFor(entries, ASL);
    expect(upcomingNames()).toEqual(['play card']);
    expect(screen.getByRole('status')).toHaveTextContent('1 upcoming performance with');
    // The cancelled Sunday does not keep the run in the ASL list after Friday's performance.
    visitorOn(container, '2027-02-13');
    expect(upcomingNames()).toEqual([]);
  });

  it.each(['cancelled', 'postponed'] as const)('leaves out a %s show with ASL', (status) => {
    const single = entry('recital', '2027-02-20', undefined, [ASL], undefined, [
      at('2027-02-20', [ASL], status),
    ]);
    const whole = run('play', [at('2027-02-12', [ASL], status), at('2027-02-13', [ASL], status)]);
    renderFor([single, whole], ASL);
    expect(upcomingNames()).toEqual([]);
  });

  it('lists every show offering ASL when none is called off', () => {
    const single = entry('recital', '2027-02-20', undefined, [ASL]);
    const other = entry('quartet', '2027-02-21');
    renderFor([single, other, run('play', [at('2027-02-12'), at('2027-02-13', [ASL])])], ASL);
    expect(upcomingNames()).toEqual(['play card', 'recital card']);
  });
});
