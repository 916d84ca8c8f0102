/**
 * The picks' plain toggles (components/picks/toggles.ts) on the server's markup, and the
 * picks they keep (components/picks/store.ts). Each test loads the picks afresh, as a
 * page load does; the page marks no picks area, so the picks are needed at once.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import {
  screeningId,
  deserialisePicks,
  PICKS_STORAGE_KEY,
  screeningPickId,
  serialisePicks,
  showPickId,
} from '@/lib/concepts/picks';
import { MyScheduleLink } from './MyScheduleLink';
import { SaveToggle } from './SaveToggle';
import { ScheduleToggle } from './ScheduleToggle';
import type * as TogglesModule from './toggles';

const FESTIVAL = 'test_festival';
const ids = ['18:00', '19:30', '21:00'].map((time) => screeningId('a_film', '2027-03-19', time));

/** Renders `markup` as the server does and starts each island in it, in a fresh copy of the picks. */
function page(markup: ReactElement): HTMLElement {
  let toggles!: typeof TogglesModule;
  jest.isolateModules(() => {
    toggles = jest.requireActual('./toggles');
  });
  const starts: Record<string, (root: HTMLElement, props: Record<string, unknown>) => void> = {
    'save-toggle': toggles.startSaveToggle,
    'schedule-toggle': toggles.startScheduleToggle,
    'my-schedule-link': toggles.startScheduleCount,
  };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToStaticMarkup(markup);
  for (const island of container.querySelectorAll<HTMLElement>('[data-island]'))
    starts[island.dataset.island!]!(island, JSON.parse(island.dataset.islandProps!));
  return container;
}

const screenings = () => (
  <>
    {ids.map((id) => (
      <ScheduleToggle key={id} festival={FESTIVAL} id={id} label={`Film at ${id}`} />
    ))}
  </>
);

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];
const pressed = (container: HTMLElement) =>
  buttons(container).map((button) => button.getAttribute('aria-pressed'));
const stored = () => deserialisePicks(window.localStorage.getItem(PICKS_STORAGE_KEY));

beforeEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the picks’ toggles', () => {
  it('are hidden as built, so a page without JavaScript has no button that does nothing', () => {
    const markup = renderToStaticMarkup(screenings());
    const container = document.createElement('div');
    container.innerHTML = markup;
    expect(buttons(container).every((button) => button.hidden)).toBe(true);
  });

  it('show the stored choice once started', () => {
    window.localStorage.setItem(
      PICKS_STORAGE_KEY,
      serialisePicks([screeningPickId(FESTIVAL, ids[1]!)]),
    );
    const container = page(screenings());
    expect(buttons(container).some((button) => button.hidden)).toBe(false);
    expect(pressed(container)).toEqual(['false', 'true', 'false']);
  });

  it('save on a press, show it with a tick, and take it back on a second press', () => {
    const container = page(screenings());
    const [first] = buttons(container);
    first!.click();
    expect(stored()).toEqual([screeningPickId(FESTIVAL, ids[0]!)]);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first!.querySelector('[data-tick]')).toHaveTextContent('✓');
    first!.click();
    expect(stored()).toEqual([]);
    expect(first!.querySelector('[data-tick]')).toHaveTextContent('+');
  });

  it('a save toggle says Saved when pressed, in its name too, and names what it saves', () => {
    const container = page(<SaveToggle id={showPickId('a_show')} label="A show, March 12" />);
    const [button] = buttons(container);
    expect(button).toHaveAccessibleName('Save: A show, March 12');
    button!.click();
    expect(button).toHaveAccessibleName('Saved: A show, March 12');
    expect(button).toHaveTextContent('Saved');
  });

  it('keep every toggle of the same pick on the page in step', () => {
    const container = page(
      <>
        <SaveToggle id={showPickId('a_show')} label="A show" />
        <SaveToggle id={showPickId('a_show')} label="A show" />
      </>,
    );
    buttons(container)[0]!.click();
    expect(pressed(container)).toEqual(['true', 'true']);
  });

  it('follow a change made in another tab', () => {
    const container = page(screenings());
    window.localStorage.setItem(
      PICKS_STORAGE_KEY,
      serialisePicks([screeningPickId(FESTIVAL, ids[2]!)]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: PICKS_STORAGE_KEY }));
    expect(pressed(container)).toEqual(['false', 'false', 'true']);
  });
});

describe('the way to My schedule on a film’s page', () => {
  const count = (container: HTMLElement) =>
    container.querySelector('[data-schedule-count]')?.textContent;

  it('counts none, one and two chosen screenings in words', () => {
    const container = page(
      <>
        {screenings()}
        <MyScheduleLink festival={FESTIVAL} href="/shows/test_festival/" />
      </>,
    );
    expect(container.querySelector('p')).not.toHaveAttribute('hidden');
    expect(count(container)).toBe('nothing chosen yet');
    buttons(container)[0]!.click();
    expect(count(container)).toBe('1 screening');
    buttons(container)[1]!.click();
    expect(count(container)).toBe('2 screenings');
  });

  it('counts only the festival’s own screenings', () => {
    window.localStorage.setItem(
      PICKS_STORAGE_KEY,
      serialisePicks([showPickId('a_show'), screeningPickId('another_festival', ids[0]!)]),
    );
    const container = page(<MyScheduleLink festival={FESTIVAL} href="/shows/test_festival/" />);
    expect(count(container)).toBe('nothing chosen yet');
  });
});

describe('the picks’ storage', () => {
  const legacyKey = `my-schedule:${FESTIVAL}`;
  const legacy = JSON.stringify({ version: 1, screenings: [ids[0]] });

  it('carries My schedule’s older choices over into the picks, once', () => {
    window.localStorage.setItem(legacyKey, legacy);
    const container = page(screenings());
    expect(pressed(container)).toEqual(['true', 'false', 'false']);
    expect(stored()).toEqual([screeningPickId(FESTIVAL, ids[0]!)]);
    expect(window.localStorage.getItem(legacyKey)).toBeNull();
  });

  it('leaves older choices aside once picks are stored', () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([showPickId('a_show')]));
    window.localStorage.setItem(legacyKey, legacy);
    expect(pressed(page(screenings()))).toEqual(['false', 'false', 'false']);
  });

  it('keeps a show saved beside a festival’s screenings, and the screenings beside it', () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([showPickId('a_show')]));
    const container = page(screenings());
    buttons(container)[0]!.click();
    expect(stored()).toEqual([showPickId('a_show'), screeningPickId(FESTIVAL, ids[0]!)]);
  });

  it('keeps the picks for the page when the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const container = page(screenings());
    buttons(container)[1]!.click();
    expect(pressed(container)).toEqual(['false', 'true', 'false']);
    setItem.mockRestore();
  });
});
