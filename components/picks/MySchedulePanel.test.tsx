import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  screeningId,
  shareHash,
  type MyScheduleScreening,
  PICKS_STORAGE_KEY,
  screeningPickId,
  serialisePicks,
} from '@/lib/concepts/picks';

/** Stores these screenings of the festival as the visitor's picks. */
function store(ids: readonly string[]) {
  window.localStorage.setItem(
    PICKS_STORAGE_KEY,
    serialisePicks(ids.map((id) => screeningPickId(FESTIVAL, id))),
  );
}
import { MySchedulePanel } from './MySchedulePanel';
import { ScheduleToggle } from './ScheduleToggle';
import { startScheduleToggle } from './toggles';

const FESTIVAL = 'test_festival';
const MINUTE = 60_000;

/** Three screenings on one evening: the first two overlap, the third starts as the second ends. */
function screening(
  film: string,
  title: string,
  time: string,
  minutes: number,
): MyScheduleScreening {
  const start = Date.parse(`2027-03-19T${time}:00-04:00`);
  return {
    id: screeningId(film, '2027-03-19', time),
    uid: `screening-${film}@example.org`,
    film,
    title,
    url: `/show/${film}/`,
    day: '2027-03-19',
    dayLabel: 'Friday, March 19',
    timeLabel: time,
    start,
    end: start + minutes * MINUTE,
  };
}

const early = screening('early_show', 'Early Show', '18:00', 120);
const late = screening('late_show', 'Late Show', '19:30', 90);
const last = screening('last_show', 'Last Show', '21:00', 90);
const screenings = [early, late, last];

/** The festival's page: its screenings' toggles (islands without React, started here) and the panel. */
function renderPage() {
  const page = render(
    <>
      {screenings.map((s) => (
        <ScheduleToggle key={s.id} festival={FESTIVAL} id={s.id} label={s.title} />
      ))}
      <MySchedulePanel
        festival={FESTIVAL}
        festivalTitle="Test Festival"
        venue="Alderton Theatre"
        screenings={screenings}
        icsUrl="/calendar/shows/test_festival.ics"
      />
    </>,
  );
  for (const island of page.container.querySelectorAll<HTMLElement>('[data-island]'))
    startScheduleToggle(island, JSON.parse(island.dataset.islandProps!));
  return page;
}

const panel = () => screen.getByRole('region', { name: 'My schedule' });
const toggle = (title: string) =>
  screen.getByRole('button', { name: `Add to my schedule: ${title}` });

describe('My schedule', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('adds and removes screenings, keeping the choice in localStorage', () => {
    renderPage();
    expect(toggle('Late Show')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle('Late Show'));
    expect(toggle('Late Show')).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(PICKS_STORAGE_KEY)).toContain(late.id);
    const item = within(panel()).getByText('Late Show').closest('li')!;
    expect(item).toHaveTextContent('Alderton Theatre');
    fireEvent.click(within(item).getByRole('button', { name: /^Remove/ }));
    expect(toggle('Late Show')).toHaveAttribute('aria-pressed', 'false');
    expect(panel()).toHaveTextContent('Nothing chosen yet');
  });

  it('names overlapping screenings in words, and only those', () => {
    store(screenings.map((s) => s.id));
    renderPage();
    const itemOf = (title: string) => within(panel()).getByText(title).closest('li')!;
    expect(itemOf('Early Show')).toHaveTextContent('Overlaps with Late Show (19:30)');
    expect(itemOf('Late Show')).toHaveTextContent('Overlaps with Early Show (18:00)');
    expect(itemOf('Last Show')).not.toHaveTextContent('Overlaps');
  });

  it('lists a chosen screening the schedule no longer has, until it is removed', () => {
    const gone = screeningId('early_show', '2027-03-18', '20:00');
    store([gone, last.id]);
    renderPage();
    expect(
      within(panel()).getByRole('heading', { name: 'No longer in the schedule' }),
    ).toBeVisible();
    const item = within(panel())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Early Show, Thursday, March 18, 8:00 pm'))!;
    expect(item).toBeDefined();
    fireEvent.click(within(item).getByRole('button', { name: /^Remove/ }));
    expect(within(panel()).queryByText('No longer in the schedule')).toBeNull();
    expect(window.localStorage.getItem(PICKS_STORAGE_KEY)).not.toContain(gone);
  });

  it('offers a shared schedule for adding to the visitor’s own, without replacing it', () => {
    store([early.id]);
    window.history.replaceState(null, '', `/${shareHash([late.id, last.id])}`);
    renderPage();
    const shared = screen.getByRole('group', { name: 'A shared schedule' });
    expect(shared).toHaveTextContent('Late Show');
    expect(shared).toHaveTextContent('Last Show');
    expect(toggle('Late Show')).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      fireEvent.click(within(shared).getByRole('button', { name: 'Add these to my schedule' }));
    });
    for (const title of ['Early Show', 'Late Show', 'Last Show']) {
      expect(toggle(title)).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.queryByRole('group', { name: 'A shared schedule' })).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('gives a share link that carries the choice', () => {
    store([last.id, early.id]);
    renderPage();
    const link = screen.getByRole('link', { name: 'Link to share my schedule' });
    const hash = new URL(link.getAttribute('href')!).hash;
    expect(decodeURIComponent(hash)).toBe(`#my-schedule=${early.id},${last.id}`);
  });
});
