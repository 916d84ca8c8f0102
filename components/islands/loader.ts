/**
 * The one script a page with islands loads (docs/architecture.md#islands). It finds the page's
 * islands (components/islands/Island.tsx) and starts each one:
 * - when the browser is idle after the load event (at most IDLE_TIMEOUT later), back to back for
 *   up to START_SLICE, then in the next task, so no start holds the main thread for long;
 * - an island marked to wait for the viewport (ISLAND_WHEN_VISIBLE_ATTRIBUTE) instead when it
 *   comes within ISLAND_VISIBLE_MARGIN of it, so its React loads only for a visitor who gets there;
 * - at once when the visitor presses, touches or focuses inside it, or types there;
 * A press made before an island runs is never lost and never counted twice: a press the browser
 * carries out itself (a link, a popover's button) goes to the browser, any other is held and
 * replayed exactly once when the island has started (press.ts).
 * A React island is hydrated on its own element with its own props (./hydrate.ts); React loads
 * only for a page that has one.
 */
import { heldPressTarget } from './press';
import { islandModules, isIslandName, type IslandModule, type IslandName } from './registry';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_STARTED_ATTRIBUTE,
  ISLAND_VISIBLE_MARGIN,
  ISLAND_WHEN_VISIBLE_ATTRIBUTE,
} from '@/lib/site/islands';

/** The longest the browser may stay busy before the islands start anyway, after load. */
export const IDLE_TIMEOUT = 1000;

interface Island {
  element: HTMLElement;
  started: Promise<void> | null;
  /** Presses held until the island runs, in order, each replayed once. */
  held: HTMLElement[];
  /** Fields typed into before the island ran: their value reaches the island once. */
  edited: Set<HTMLElement>;
}

const islands = new Map<HTMLElement, Island>();

function propsOf(element: HTMLElement): Record<string, unknown> {
  const text = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * Each kind of island's module, asked for once. The browser settles every `import()` in a task of
 * its own, even of a module it already holds, and may draw a frame before the next one: islands
 * of one kind that each asked would each start in a task of their own (see START_SLICE). Kept by
 * the registry entry's loader rather than by name, so that an entry replaced (the tests' stand-ins)
 * is asked for anew.
 */
const modules = new Map<() => Promise<IslandModule>, Promise<IslandModule>>();
function moduleOf(name: IslandName): Promise<IslandModule> {
  const load = islandModules[name];
  let loading = modules.get(load);
  if (!loading) {
    loading = load();
    modules.set(load, loading);
  }
  return loading;
}

/** React's part, asked for once, by the first React island (the same reason). */
let hydrating: Promise<typeof import('./hydrate')> | undefined;
const hydrateModule = () => (hydrating ??= import('./hydrate'));

function nameOf(element: HTMLElement): string {
  return element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
}

async function run(island: Island): Promise<void> {
  const { element } = island;
  const name = nameOf(element);
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const loaded = await moduleOf(name);
  const props = propsOf(element);
  if (loaded.kind === 'dom') {
    loaded.start(element, props);
    return;
  }
  const { hydrateIsland } = await hydrateModule();
  await hydrateIsland(element, loaded.component, props);
}

function replay(island: Island) {
  for (const field of island.edited) {
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  island.edited.clear();
  const presses = island.held.splice(0);
  for (const control of presses) if (control.isConnected) control.click();
}

/** Starts an island (once) and replays what the visitor did before it ran. */
export function startIsland(island: Island): Promise<void> {
  island.started ??= run(island).then(
    () => {
      island.element.setAttribute(ISLAND_STARTED_ATTRIBUTE, '');
      replay(island);
    },
    (error: unknown) => {
      // The page stays the working HTML it was built as; the console names the island.
      island.element.setAttribute(ISLAND_STARTED_ATTRIBUTE, 'failed');
      console.error(`island ${island.element.getAttribute(ISLAND_ATTRIBUTE)}:`, error);
    },
  );
  return island.started;
}

function islandOf(target: EventTarget | null): Island | undefined {
  if (!(target instanceof Element)) return undefined;
  const element = target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  return element ? islands.get(element) : undefined;
}

function isRunning(island: Island): boolean {
  return island.element.hasAttribute(ISLAND_STARTED_ATTRIBUTE);
}

function onUrgent(event: Event) {
  const island = islandOf(event.target);
  if (island && !isRunning(island)) void startIsland(island);
}

function onClick(event: MouseEvent) {
  const island = islandOf(event.target);
  if (!island || isRunning(island)) return;
  const control = heldPressTarget(event.target);
  void startIsland(island);
  if (!control) return;
  // Held: the browser neither toggles nor submits, and nothing else hears it; replayed once.
  event.preventDefault();
  event.stopImmediatePropagation();
  island.held.push(control);
}

function onEdit(event: Event) {
  const island = islandOf(event.target);
  if (!island || isRunning(island) || !(event.target instanceof HTMLElement)) return;
  island.edited.add(event.target);
  void startIsland(island);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long islands start back to back before the browser gets a turn. Plain islands take well
 * under a millisecond each; started together, their changes to the page cost one frame (style,
 * layout and paint), where one task each cost a frame each: on a festival's page, nine schedule
 * toggles that each waited for their own `import()` drew nine frames of 50-100 ms at 4x CPU, a
 * whole-page paint in each (bench/trace-tasks.ts). So startAll first loads every module the
 * islands due need, then starts them with nothing but microtasks between.
 */
export const START_SLICE = 10;

/** An address with a fragment may point into such an island (a shared schedule): none waits then. */
const waitsForViewport = (island: Island) =>
  island.element.hasAttribute(ISLAND_WHEN_VISIBLE_ATTRIBUTE) &&
  'IntersectionObserver' in window &&
  window.location.hash === '';

/** Loads what the islands in `due` run, each module once, before any of them starts. */
async function loadModules(due: Island[]): Promise<void> {
  const names = new Set(due.map((island) => nameOf(island.element)).filter(isIslandName));
  // A module that fails to load fails its islands alone, when each one runs.
  const loaded = await Promise.allSettled([...names].map(moduleOf));
  if (loaded.some((result) => result.status === 'fulfilled' && result.value.kind === 'react'))
    await hydrateModule().catch(() => undefined);
}

// One that is no longer in the page (taken out by another island) has nothing to start.
const isDue = (island: Island) =>
  !island.started && !waitsForViewport(island) && island.element.isConnected;

async function startAll() {
  await loadModules([...islands.values()].filter(isDue));
  let sliceStart = performance.now();
  for (const island of islands.values()) {
    if (!isDue(island)) continue;
    await startIsland(island);
    if (performance.now() - sliceStart >= START_SLICE) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}

function whenIdleAfterLoad(callback: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  const idle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT });
    // Where idle callbacks never come (a page kept busy, a test's fake clock), after the timeout.
    setTimeout(once, IDLE_TIMEOUT);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Finds the islands of the document and arranges their start. */
export function startIslands(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    if (!islands.has(element))
      islands.set(element, { element, started: null, held: [], edited: new Set() });
  }
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, onUrgent, { capture: true });
  document.addEventListener('click', onClick, { capture: true });
  for (const type of ['input', 'change'])
    document.addEventListener(type, onEdit, { capture: true });
  whenIdleAfterLoad(() => void startAll());
  const waiting = [...islands.values()].filter(
    (island) => !island.started && waitsForViewport(island) && island.element.isConnected,
  );
  if (waiting.length === 0) return;
  // An island's element has no box of its own (display: contents): what is watched is its first
  // child, or where it sits when it holds nothing yet (a panel drawn only once it runs).
  const watched = new Map<Element, Island>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = watched.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer.unobserve(entry.target);
        void startIsland(island);
      }
    },
    { rootMargin: ISLAND_VISIBLE_MARGIN },
  );
  for (const island of waiting) {
    const { element } = island;
    const box = element.firstElementChild ?? element.parentElement ?? element;
    watched.set(box, island);
    observer.observe(box);
  }
}
