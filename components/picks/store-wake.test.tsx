/**
 * When the picks first touch localStorage (components/picks/store.ts): only once the part of
 * the page that holds it (components/picks/area.ts) comes near the screen, or at once when the
 * address has a fragment or the page marks no such part. The store keeps that state per page
 * load, so each test loads the picks afresh.
 */
import { waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  screeningId,
  PICKS_STORAGE_KEY,
  screeningPickId,
  serialisePicks,
  showPickId,
} from '@/lib/concepts/picks';
import { SaveToggle } from './SaveToggle';
import { ScheduleToggle } from './ScheduleToggle';
import type * as TogglesModule from './toggles';
import { picksArea } from './area';

const FESTIVAL = 'test_festival';
const ids = ['18:00', '21:00'].map((time) => screeningId('a_film', '2027-03-19', time));

/** A stand-in for the browser's IntersectionObserver: the test says when the area is near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  comesNear() {
    this.report([{ isIntersecting: true }]);
  }
}

/**
 * A fresh copy of the picks: one page load. `mount` puts two schedule toggles, as the server
 * renders them, inside `parent` and starts their islands.
 */
function freshPicks() {
  let toggles!: typeof TogglesModule;
  jest.isolateModules(() => {
    toggles = jest.requireActual('./toggles');
  });
  const mount = (parent: HTMLElement) => {
    parent.innerHTML = renderToStaticMarkup(
      <>
        {ids.map((id) => (
          <ScheduleToggle key={id} festival={FESTIVAL} id={id} label={id} />
        ))}
      </>,
    );
    for (const island of parent.querySelectorAll<HTMLElement>('[data-island]'))
      toggles.startScheduleToggle(island, JSON.parse(island.dataset.islandProps!));
  };
  return { mount };
}

/** A save toggle of a show inside `parent`, in a fresh copy of the picks: one page load. */
function mountSaveToggle(parent: HTMLElement) {
  let toggles!: typeof TogglesModule;
  jest.isolateModules(() => {
    toggles = jest.requireActual('./toggles');
  });
  parent.innerHTML = renderToStaticMarkup(<SaveToggle id={showPickId('a_show')} label="A show" />);
  const island = parent.querySelector<HTMLElement>('[data-island]')!;
  toggles.startSaveToggle(island, JSON.parse(island.dataset.islandProps!));
}

/** Mounts two toggles inside `parent`, in a fresh copy of the picks. */
function mountToggles(parent: HTMLElement) {
  freshPicks().mount(parent);
}

/** The pressed state of each toggle the visitor can see. */
const pressed = (element: HTMLElement) =>
  [...element.querySelectorAll('button')]
    .filter((button) => !button.hidden)
    .map((button) => button.getAttribute('aria-pressed'));

describe('when the picks wake', () => {
  let area: HTMLElement;
  let getItem: jest.SpyInstance;

  function markArea(element = area) {
    for (const [name, value] of Object.entries(picksArea)) element.setAttribute(name, value);
  }

  beforeEach(() => {
    FakeObserver.instances = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
    window.localStorage.setItem(
      PICKS_STORAGE_KEY,
      serialisePicks([screeningPickId(FESTIVAL, ids[1]!)]),
    );
    window.history.replaceState(null, '', '/');
    area = document.body.appendChild(document.createElement('aside'));
    getItem = jest.spyOn(Storage.prototype, 'getItem');
  });
  afterEach(() => {
    area.remove();
    getItem.mockRestore();
    window.localStorage.clear();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('reads no storage and shows no toggle while the picks’ area is away from the screen', () => {
    markArea();
    mountToggles(area);
    expect(FakeObserver.instances[0]?.observed).toEqual([area]);
    expect(getItem).not.toHaveBeenCalled();
    expect(pressed(area)).toEqual([]);
  });

  it('a save toggle reads no storage while its area is away, and shows the saved state once near', async () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([showPickId('a_show')]));
    getItem.mockClear();
    markArea();
    mountSaveToggle(area);
    expect(getItem).not.toHaveBeenCalled();
    expect(pressed(area)).toEqual([]);
    FakeObserver.instances[0]!.comesNear();
    await waitFor(() => expect(pressed(area)).toEqual(['true']));
    expect(area.querySelector('button')?.getAttribute('aria-label')).toBe('Saved: A show');
  });

  it('shows the stored choice once the area comes near the screen', async () => {
    markArea();
    mountToggles(area);
    FakeObserver.instances[0]!.comesNear();
    await waitFor(() => expect(pressed(area)).toEqual(['false', 'true']));
  });

  it('wakes at once when the address has a fragment (a shared schedule)', async () => {
    markArea();
    window.history.replaceState(null, '', `/#my-schedule=${encodeURIComponent(ids[0]!)}`);
    mountToggles(area);
    await waitFor(() => expect(pressed(area)).toEqual(['false', 'true']));
  });

  it('wakes at once on a page that marks no picks area', async () => {
    mountToggles(area);
    await waitFor(() => expect(pressed(area)).toEqual(['false', 'true']));
  });
});
