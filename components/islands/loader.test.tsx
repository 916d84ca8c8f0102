import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_STARTED_ATTRIBUTE,
  ISLAND_WHEN_VISIBLE_ATTRIBUTE,
} from '@/lib/site/islands';
import { startIslands } from './loader';
import { islandModules } from './registry';

// Two stand-in islands: a plain function and a React counter with a button.
jest.mock('./registry', () => {
  const stand = {};
  return {
    islandModules: stand,
    isIslandName: (name: string) => Object.hasOwn(stand, name),
  };
});
const modules = islandModules as Record<string, () => Promise<unknown>>;

const domStart = jest.fn();
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

beforeEach(() => {
  domStart.mockClear();
  modules['video-player'] = () => Promise.resolve({ kind: 'dom', start: domStart });
  modules['save-toggle'] = () => Promise.resolve({ kind: 'react', component: Counter });
  document.body.innerHTML = '';
});

function island(name: string, props: object, inner = '') {
  const element = document.createElement('div');
  element.setAttribute(ISLAND_ATTRIBUTE, name);
  element.setAttribute(ISLAND_PROPS_ATTRIBUTE, JSON.stringify(props));
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

const counterIsland = () =>
  island('save-toggle', { label: 'Pressed' }, renderToString(<Counter label="Pressed" />));

function started(element: Element) {
  return new Promise<void>((resolve) => {
    const check = () =>
      element.hasAttribute(ISLAND_STARTED_ATTRIBUTE) ? resolve() : setTimeout(check, 5);
    check();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the islands loader', () => {
  it('starts every island once the page is idle after load, with its props, without any input', async () => {
    const element = island('video-player', { buildDay: '2027-02-01' });
    startIslands();
    await started(element);
    expect(domStart).toHaveBeenCalledTimes(1);
    expect(domStart).toHaveBeenCalledWith(element, { buildDay: '2027-02-01' });
  });

  it('hydrates a React island on its own element: the server HTML stays and answers presses', async () => {
    const element = counterIsland();
    const button = element.querySelector('button')!;
    startIslands();
    await started(element);
    expect(element.querySelector('button')).toBe(button);
    button.click();
    await settle();
    expect(button.textContent).toBe('Pressed 1');
  });

  it('holds a press made before the island runs and replays it exactly once', async () => {
    const element = counterIsland();
    const heard = jest.fn();
    document.addEventListener('click', heard);
    startIslands();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    await started(element);
    await settle();
    expect(element.querySelector('button')!.textContent).toBe('Pressed 1');
    document.removeEventListener('click', heard);
  });

  it('replays two early presses as two, in order, never more', async () => {
    const element = counterIsland();
    startIslands();
    element.querySelector('button')!.click();
    element.querySelector('button')!.click();
    await started(element);
    await settle();
    expect(element.querySelector('button')!.textContent).toBe('Pressed 2');
  });

  it('leaves a press on a link to the browser', () => {
    const element = island('video-player', {}, '<a href="#there">There</a>');
    startIslands();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('a')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('starts an island at once when focus moves into it, before the page is idle', async () => {
    const element = island('video-player', {}, '<button type="button">Go</button>');
    startIslands();
    element.querySelector('button')!.focus();
    // The focus started it before any idle time could pass.
    await Promise.resolve();
    await Promise.resolve();
    expect(domStart).toHaveBeenCalledTimes(1);
  });

  it('marks an island it could not start, and leaves its HTML as it was', async () => {
    modules['video-player'] = () => Promise.reject(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = island('video-player', {}, '<p>Plain</p>');
    startIslands();
    await started(element);
    expect(element.getAttribute(ISLAND_STARTED_ATTRIBUTE)).toBe('failed');
    expect(element.innerHTML).toBe('<p>Plain</p>');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('starts plain islands back to back, before the browser takes another task', async () => {
    const events: string[] = [];
    domStart.mockImplementation(() => {
      if (events.length === 0) setTimeout(() => events.push('next task'), 0);
      events.push('start');
    });
    const [first, second] = [island('video-player', {}), island('video-player', {})];
    startIslands();
    await started(first!);
    await started(second!);
    await settle();
    // One style and layout pass for both: none of the browser's tasks came between them.
    expect(events).toEqual(['start', 'start', 'next task']);
    domStart.mockReset();
  });

  it('asks for a kind of island once, however many the page holds', async () => {
    const load = jest.fn(() => Promise.resolve({ kind: 'dom', start: domStart }));
    modules['video-player'] = load;
    const elements = [island('video-player', {}), island('video-player', {})];
    elements.push(island('video-player', {}));
    startIslands();
    for (const element of elements) await started(element);
    expect(domStart).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts islands of two kinds back to back, though each import settles in a task of its own', async () => {
    const events: string[] = [];
    // As the browser settles import(): in a task of its own, after those already queued.
    const inTask = <T,>(value: T) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));
    const record = (name: string) => () => {
      if (events.length === 0) setTimeout(() => events.push('next task'), 0);
      events.push(name);
    };
    modules['video-player'] = () => inTask({ kind: 'dom', start: record('video') });
    modules['save-toggle'] = () => inTask({ kind: 'dom', start: record('save') });
    const elements = [island('video-player', {}), island('save-toggle', {})];
    elements.push(island('video-player', {}), island('save-toggle', {}));
    startIslands();
    for (const element of elements) await started(element);
    await settle();
    expect(events).toEqual(['video', 'save', 'video', 'save', 'next task']);
  });

  describe('an island that waits for the viewport', () => {
    /** A stand-in IntersectionObserver: the test says when the watched element comes near. */
    class FakeObserver {
      static latest: FakeObserver | undefined;
      watched: Element[] = [];
      constructor(
        private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
      ) {
        FakeObserver.latest = this;
      }
      observe(element: Element) {
        this.watched.push(element);
      }
      unobserve(element: Element) {
        this.watched = this.watched.filter((e) => e !== element);
      }
      comesNear(target: Element) {
        this.report([{ target, isIntersecting: true }]);
      }
    }

    beforeEach(() => {
      FakeObserver.latest = undefined;
      Object.assign(window, { IntersectionObserver: FakeObserver });
      window.history.replaceState(null, '', '/');
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    function waitingIsland() {
      const element = island('video-player', {}, '<section>Panel</section>');
      element.setAttribute(ISLAND_WHEN_VISIBLE_ATTRIBUTE, '');
      return element;
    }

    it('does not start when the page is idle, while it is away from the viewport', async () => {
      waitingIsland();
      startIslands();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(domStart).not.toHaveBeenCalled();
    });

    it('starts when its content nears the viewport', async () => {
      const element = waitingIsland();
      startIslands();
      const [watched] = FakeObserver.latest!.watched;
      expect(watched).toBe(element.querySelector('section'));
      FakeObserver.latest!.comesNear(watched!);
      await started(element);
      expect(domStart).toHaveBeenCalledTimes(1);
    });

    it('starts at idle like any other when the address has a fragment that may point into it', async () => {
      window.history.replaceState(null, '', '/#my-schedule=a');
      const element = waitingIsland();
      startIslands();
      await started(element);
      expect(domStart).toHaveBeenCalledTimes(1);
    });
  });
});
