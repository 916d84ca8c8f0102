import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { AccessibilityService } from '@/lib/accessibility';
import { todayIn } from '@/lib/season';
import { SeasonSplit, type SeasonEntry } from './SeasonSplit';

// The visitor's clock: each test says what day it is for them.
jest.mock('@/lib/season', () => ({
  ...jest.requireActual('@/lib/season'),
  todayIn: jest.fn(),
}));
const visitorDay = jest.mocked(todayIn);

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
