/**
 * How the planner starts (components/planner/store.ts): the page as built has no toggles, React
 * hydrates it as it is, and the stored choice arrives in a later render, never inside the render
 * that mounts the toggles. Read there, it put the page's first use of localStorage and a render of
 * every toggle into hydration's own long task (Total Blocking Time on the festival's page).
 */
import { act, render, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screeningId } from '@/lib/rules/my-schedule';
import {
  deserialisePicks,
  PICKS_STORAGE_KEY,
  screeningPickId,
  serialisePicks,
  showPickId,
} from '@/lib/rules/picks';
import { ScheduleToggle } from './ScheduleToggle';

const FESTIVAL = 'test_festival';
const ids = ['18:00', '19:30', '21:00'].map((time) => screeningId('a_film', '2027-03-19', time));

function Toggles() {
  return (
    <>
      {ids.map((id) => (
        <ScheduleToggle key={id} festival={FESTIVAL} id={id} label={id} />
      ))}
    </>
  );
}

const pressed = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'));

describe('the planner’s start', () => {
  let container: HTMLElement;
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(
      PICKS_STORAGE_KEY,
      serialisePicks([screeningPickId(FESTIVAL, ids[1]!)]),
    );
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());

  it('hydrates the page as built, with no toggles, then shows the stored choice', async () => {
    container.innerHTML = renderToString(<Toggles />);
    expect(container.querySelector('button')).toBeNull();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Toggles />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(pressed(container)).toEqual(['false', 'true', 'false']);
  });

  it('renders the stored choice after the render that mounts the toggles, not within it', async () => {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false; // React's own scheduling, as in the browser
    const root = createRoot(container);
    try {
      // A synchronous render and its effects: the toggles are not there yet.
      flushSync(() => root.render(<Toggles />));
      expect(pressed(container)).toEqual([]);
      await waitFor(() => expect(pressed(container)).toEqual(['false', 'true', 'false']));
    } finally {
      root.unmount();
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('the picks’ storage', () => {
  const legacyKey = `my-schedule:${FESTIVAL}`;
  const legacy = JSON.stringify({ version: 1, screenings: [ids[0]] });

  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('carries the festival planner’s older choices over into the picks, once', async () => {
    window.localStorage.setItem(legacyKey, legacy);
    const { container } = render(<Toggles />);
    await waitFor(() => expect(pressed(container)).toEqual(['true', 'false', 'false']));
    expect(deserialisePicks(window.localStorage.getItem(PICKS_STORAGE_KEY))).toEqual([
      screeningPickId(FESTIVAL, ids[0]!),
    ]);
    expect(window.localStorage.getItem(legacyKey)).toBeNull();
  });

  it('leaves older choices aside once picks are stored', async () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([showPickId('a_show')]));
    window.localStorage.setItem(legacyKey, legacy);
    const { container } = render(<Toggles />);
    await waitFor(() => expect(pressed(container)).toEqual(['false', 'false', 'false']));
  });

  it('keeps a show saved beside a festival’s screenings, and the screenings beside it', async () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([showPickId('a_show')]));
    const { container } = render(<Toggles />);
    await waitFor(() => expect(pressed(container)).toEqual(['false', 'false', 'false']));
    act(() => container.querySelector('button')!.click());
    expect(deserialisePicks(window.localStorage.getItem(PICKS_STORAGE_KEY))).toEqual([
      showPickId('a_show'),
      screeningPickId(FESTIVAL, ids[0]!),
    ]);
  });
});
