/**
 * When the planner first touches localStorage (components/planner/store.ts): only once the part of
 * the page that holds it (components/planner/area.ts) comes near the screen, or at once when the
 * address has a fragment or the page marks no such part. The store keeps that state per page
 * load, so each test loads the planner afresh.
 */
import { waitFor } from '@testing-library/react';
import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { screeningId } from '@/lib/rules/my-schedule';
import { PICKS_STORAGE_KEY, screeningPickId, serialisePicks, showPickId } from '@/lib/rules/picks';
import type * as ToggleModule from './ScheduleToggle';
import type * as SaveModule from './SaveToggle';
import { plannerArea } from './area';

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
 * A fresh copy of the planner (and of React, so its act is the one that renders): one page load.
 * `mount` puts two toggles inside `parent` and returns what unmounts them, as a client-side
 * navigation away does.
 */
function freshPlanner() {
  let react!: typeof React;
  let client!: typeof ReactDomClient;
  let toggles!: typeof ToggleModule;
  jest.isolateModules(() => {
    react = jest.requireActual('react');
    client = jest.requireActual('react-dom/client');
    toggles = jest.requireActual('./ScheduleToggle');
  });
  const { act } = react;
  const { ScheduleToggle } = toggles;
  const mount = (parent: HTMLElement) => {
    const root = client.createRoot(parent);
    act(() =>
      root.render(
        <>
          {ids.map((id) => (
            <ScheduleToggle key={id} festival={FESTIVAL} id={id} label={id} />
          ))}
        </>,
      ),
    );
    return () => act(() => root.unmount());
  };
  return { act, mount };
}

/** A save toggle of a show inside `parent`, in a fresh copy of the planner: one page load. */
function mountSaveToggle(parent: HTMLElement) {
  let react!: typeof React;
  let client!: typeof ReactDomClient;
  let save!: typeof SaveModule;
  jest.isolateModules(() => {
    react = jest.requireActual('react');
    client = jest.requireActual('react-dom/client');
    save = jest.requireActual('./SaveToggle');
  });
  const { SaveToggle } = save;
  const root = client.createRoot(parent);
  react.act(() => root.render(<SaveToggle id={showPickId('a_show')} label="A show" />));
  return { act: react.act, unmount: () => react.act(() => root.unmount()) };
}

/** Mounts two toggles inside `parent`, in a fresh copy of the planner. */
function mountToggles(parent: HTMLElement) {
  const planner = freshPlanner();
  return { act: planner.act, unmount: planner.mount(parent) };
}

const pressed = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'));

describe('when the planner wakes', () => {
  let area: HTMLElement;
  let getItem: jest.SpyInstance;
  let planner: ReturnType<typeof mountToggles> | undefined;

  function markArea(element = area) {
    for (const [name, value] of Object.entries(plannerArea)) element.setAttribute(name, value);
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
    planner?.unmount();
    planner = undefined;
    area.remove();
    getItem.mockRestore();
    window.localStorage.clear();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('reads no storage and shows no toggle while the planner’s area is away from the screen', () => {
    markArea();
    planner = mountToggles(area);
    expect(FakeObserver.instances[0]?.observed).toEqual([area]);
    expect(getItem).not.toHaveBeenCalled();
    expect(pressed(area)).toEqual([]);
  });

  it('a save toggle reads no storage while its area is away, and shows the saved state once near', async () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([showPickId('a_show')]));
    getItem.mockClear();
    markArea();
    planner = mountSaveToggle(area);
    expect(getItem).not.toHaveBeenCalled();
    expect(pressed(area)).toEqual([]);
    planner.act(() => FakeObserver.instances[0]!.comesNear());
    await waitFor(() => expect(pressed(area)).toEqual(['true']));
    expect(area.querySelector('button')?.getAttribute('aria-label')).toBe('Saved: A show');
  });

  it('shows the stored choice once the area comes near the screen', async () => {
    markArea();
    planner = mountToggles(area);
    planner.act(() => FakeObserver.instances[0]!.comesNear());
    await waitFor(() => expect(pressed(area)).toEqual(['false', 'true']));
  });

  it('wakes at once when the address has a fragment (a shared schedule)', async () => {
    markArea();
    window.history.replaceState(null, '', `/#my-schedule=${encodeURIComponent(ids[0]!)}`);
    planner = mountToggles(area);
    await waitFor(() => expect(pressed(area)).toEqual(['false', 'true']));
  });

  it('wakes at once on a page that marks no planner area', async () => {
    planner = mountToggles(area);
    await waitFor(() => expect(pressed(area)).toEqual(['false', 'true']));
  });

  it('observes the next page’s own area after a client-side navigation away', () => {
    markArea();
    const planner = freshPlanner();
    const leave = planner.mount(area);
    leave();
    area.remove(); // the page navigated away from
    const next = document.body.appendChild(document.createElement('aside'));
    try {
      markArea(next);
      const unmountNext = planner.mount(next);
      // toEqual would take any empty aside for another: the very element, by identity.
      const observed = FakeObserver.instances.at(-1)?.observed ?? [];
      expect(observed).toHaveLength(1);
      expect(observed[0]).toBe(next);
      expect(getItem).not.toHaveBeenCalled();
      unmountNext();
    } finally {
      next.remove();
    }
  });
});
