import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { AccessibilityService } from '@/lib/rules/accessibility';
import { venueDay } from '@/lib/time/venue-clock';
import { SeasonSplit, type SeasonEntry } from './SeasonSplit';

// The address the list reads its filter from; the home page unless a test says otherwise.
jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const address = jest.mocked(usePathname);

// The visitor's clock: each test says what day it is for them.
jest.mock('@/lib/time/venue-clock', () => ({
  ...jest.requireActual('@/lib/time/venue-clock'),
  venueDay: jest.fn(),
}));
const visitorDay = jest.mocked(venueDay);

function entry(
  name: string,
  day: string,
  endDate?: string,
  accessibility: AccessibilityService[] = [],
): SeasonEntry {
  return {
    timing: { name, day, endDate, date: `${day}T19:30`, accessibility },
    upcoming: <article aria-label={`${name} card`}>{name} full card</article>,
    past: <article aria-label={`${name} poster`}>{name} poster</article>,
  };
}

const BUILD_DAY = '2027-02-01';

function upcomingNames() {
  const section = screen.getByRole('region', { name: 'Upcoming Shows' });
  return within(section)
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

describe('SeasonSplit', () => {
  const entries = [
    entry('spring', '2027-04-17'),
    entry('winter', '2027-01-23'),
    entry('february', '2027-02-14'),
    entry('festival', '2027-03-18', '2027-03-20'),
  ];

  it('lists upcoming shows as full cards and past shows as posters, both in date order', () => {
    visitorDay.mockReturnValue(BUILD_DAY);
    render(<SeasonSplit entries={entries} buildDay={BUILD_DAY} timeZone="America/New_York" />);
    expect(upcomingNames()).toEqual(['february card', 'festival card', 'spring card']);
    expect(pastNames()).toEqual(['winter poster']);
  });

  it("re-splits for the visitor's day when it is later than the build day", () => {
    visitorDay.mockReturnValue('2027-03-21');
    render(<SeasonSplit entries={entries} buildDay={BUILD_DAY} timeZone="America/New_York" />);
    expect(upcomingNames()).toEqual(['spring card']);
    expect(pastNames()).toEqual(['winter poster', 'february poster', 'festival poster']);
  });

  it('keeps a festival upcoming through its last day', () => {
    visitorDay.mockReturnValue('2027-03-20');
    render(<SeasonSplit entries={entries} buildDay={BUILD_DAY} timeZone="America/New_York" />);
    expect(upcomingNames()).toContain('festival card');
  });

  it('pre-renders the build-day split, then moves shows after hydration in a later week', async () => {
    visitorDay.mockReturnValue('2027-03-01');
    const element = (
      <SeasonSplit entries={entries} buildDay={BUILD_DAY} timeZone="America/New_York" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    // The HTML written at build time has February upcoming.
    expect(upcomingNames()).toContain('february card');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(upcomingNames()).toEqual(['festival card', 'spring card']);
    expect(pastNames()).toEqual(['winter poster', 'february poster']);
    container.remove();
  });

  it('says the next season is coming and links to the mailing list when nothing is upcoming', () => {
    visitorDay.mockReturnValue('2027-12-31');
    render(<SeasonSplit entries={entries} buildDay={BUILD_DAY} timeZone="America/New_York" />);
    expect(screen.getByText(/the next season will be announced soon/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mailing list/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/subscribe\/?$/),
    );
    expect(upcomingNames()).toEqual([]);
  });

  it('has no Past Shows section before the season starts', () => {
    visitorDay.mockReturnValue('2026-08-01');
    render(<SeasonSplit entries={entries} buildDay="2026-08-01" timeZone="America/New_York" />);
    expect(screen.queryByRole('heading', { name: 'Past Shows' })).not.toBeInTheDocument();
  });
});

describe('SeasonSplit with the accessibility filter', () => {
  const entries = [
    entry('winter', '2027-01-23', undefined, ['asl-interpretation']),
    entry('quartet', '2027-02-06'),
    entry('talk', '2027-02-11', undefined, ['asl-interpretation', 'open-captions']),
    entry('films', '2027-02-26', undefined, ['open-captions']),
  ];
  const filter = {
    choices: [
      { id: 'asl-interpretation', label: 'ASL interpretation', shortLabel: 'ASL' },
      { id: 'open-captions', label: 'Open captions', shortLabel: 'Captions' },
    ].map((choice) => ({ ...choice, plural: '', singular: '' })) as never,
    titles: { all: 'Shows | Test', 'asl-interpretation': 'ASL list | Test' },
  };

  const filteredSplit = () => (
    <SeasonSplit
      entries={entries}
      buildDay={BUILD_DAY}
      timeZone="America/New_York"
      accessibilityFilter={filter}
    />
  );

  function renderAt(path: string, day = BUILD_DAY) {
    address.mockReturnValue(path);
    visitorDay.mockReturnValue(day);
    return render(filteredSplit());
  }

  function filteredNames() {
    const section = screen
      .getByRole('heading', { level: 2, name: /^upcoming/i })
      .closest('section');
    return within(section!)
      .queryAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
  }

  afterEach(() => address.mockReturnValue('/'));

  it('shows every upcoming show on the home page, with "All" as the current choice', () => {
    renderAt('/');
    expect(upcomingNames()).toEqual(['quartet card', 'talk card', 'films card']);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it("lists only the upcoming shows offering the address's service, and no past shows", () => {
    renderAt('/accessibility/asl-interpretation/');
    expect(filteredNames()).toEqual(['talk card']);
    expect(pastNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'ASL' })).toHaveAttribute('aria-current', 'page');
  });

  it("filters the visitor's upcoming list, not the build day's", () => {
    renderAt('/accessibility/open-captions/', '2027-02-20');
    expect(filteredNames()).toEqual(['films card']);
  });

  it('names the filtered list in its heading and counts it in a status message', () => {
    renderAt('/accessibility/open-captions/');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Upcoming performances with open captions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 upcoming performances with open captions',
    );
  });

  it('says so, and where to ask, when no upcoming show offers the service', () => {
    renderAt('/accessibility/asl-interpretation/', '2027-02-12');
    expect(filteredNames()).toEqual([]);
    expect(
      screen.getByText(/no upcoming performances with ASL interpretation are announced yet/i),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /box office/i })).toBeInTheDocument();
  });

  it('shows a chosen service at once, before the new address reaches the router', () => {
    const pushState = jest.spyOn(window.history, 'pushState').mockImplementation(() => {});
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'ASL' }), { button: 0 });
    expect(filteredNames()).toEqual(['talk card']);
    expect(screen.getByRole('link', { name: 'ASL' })).toHaveAttribute('aria-current', 'page');
    expect(pushState).toHaveBeenCalledTimes(1);
    pushState.mockRestore();
  });

  it('marks the choice and counts it in one commit, and changes the list in a later one', () => {
    const pushState = jest.spyOn(window.history, 'pushState').mockImplementation(() => {});
    address.mockReturnValue('/');
    visitorDay.mockReturnValue(BUILD_DAY);
    // What the page shows at each commit React makes after the tap.
    const commits: Array<{ marked: string | null; status: string | null; cards: string[] }> = [];
    let tapped = false;
    render(
      <Profiler
        id="split"
        onRender={() => {
          if (!tapped) return;
          commits.push({
            marked: document.querySelector('[aria-current="page"]')?.textContent ?? null,
            status: screen.getByRole('status').textContent,
            cards: filteredNames().flatMap((name) => (name === null ? [] : [name])),
          });
        }}
      >
        {filteredSplit()}
      </Profiler>,
    );
    tapped = true;
    fireEvent.click(screen.getByRole('link', { name: 'ASL' }), { button: 0 });
    expect(commits[0]).toEqual({
      marked: 'ASL',
      status: expect.stringMatching(/^1 upcoming/),
      cards: ['quartet card', 'talk card', 'films card'],
    });
    expect(commits.at(-1)?.cards).toEqual(['talk card']);
    pushState.mockRestore();
  });

  it('lets the address decide again once it moves on, as Back after a choice does', () => {
    const pushState = jest.spyOn(window.history, 'pushState').mockImplementation(() => {});
    const { rerender } = renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'ASL' }), { button: 0 });
    address.mockReturnValue('/accessibility/asl-interpretation/');
    rerender(filteredSplit());
    expect(filteredNames()).toEqual(['talk card']);
    address.mockReturnValue('/');
    rerender(filteredSplit());
    expect(filteredNames()).toEqual(['quartet card', 'talk card', 'films card']);
    pushState.mockRestore();
  });

  it('gives the document the title of the page its address names', () => {
    renderAt('/accessibility/asl-interpretation/');
    expect(document.title).toBe('ASL list | Test');
  });

  it('offers no filter where the page does not ask for one', () => {
    address.mockReturnValue('/accessibility/asl-interpretation/');
    visitorDay.mockReturnValue(BUILD_DAY);
    render(<SeasonSplit entries={entries} buildDay={BUILD_DAY} timeZone="America/New_York" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(upcomingNames()).toEqual(['quartet card', 'talk card', 'films card']);
  });
});
