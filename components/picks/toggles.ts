/**
 * The picks' small controls as islands without React (docs/architecture.md#islands): the
 * server renders each one hidden (./SaveToggle.tsx, ./ScheduleToggle.tsx, ./MyScheduleLink.tsx),
 * and these functions show it with the visitor's picks once the picks are needed
 * (./store.ts), keep it in step with every save on the page or in another tab, and save on
 * a press. A page without JavaScript has none of them, so no button does nothing.
 */
import { MY_SCHEDULE_COUNT_ATTRIBUTE, TOGGLE_ATTRIBUTE } from '@/lib/site/picks-markup';
import { toggled, scheduleOf, withSchedule } from '@/lib/concepts/picks';
import { onPicksChange, readPicks, savePicks, whenPicksNeeded } from './store';

/** A toggle button as the server renders it: its words pressed and not, what it names. */
function parts(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>(`button[${TOGGLE_ATTRIBUTE}]`);
  if (!button) throw new Error('the island holds no toggle button');
  const data = button.dataset;
  return {
    button,
    tick: button.querySelector<HTMLElement>('[data-tick]'),
    word: button.querySelector<HTMLElement>('[data-word]'),
    words: { on: data.wordOn ?? '', off: data.wordOff ?? '' },
    label: data.label ?? '',
  };
}

/*
 * Writes only what differs. The server draws each toggle unpressed, the state most visitors find,
 * and its box is kept from the first paint (picks.module.css): a toggle that starts unpressed then
 * changes no node and no text, so the browser lays nothing out again, where rewriting the same
 * words replaced each text node and cost a layout of the page as the festival's ten toggles started.
 */
function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function setText(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

function startToggle(
  root: HTMLElement,
  id: string,
  chosen: () => string[],
  keep: (ids: string[]) => void,
): void {
  const { button, tick, word, words, label } = parts(root);
  whenPicksNeeded(() => {
    const show = () => {
      const pressed = chosen().includes(id);
      const said = pressed ? words.on : words.off;
      setAttribute(button, 'aria-pressed', String(pressed));
      // The name starts with the visible word (WCAG 2.5.3) and names what is saved.
      setAttribute(button, 'aria-label', `${said}: ${label}`);
      if (tick) setText(tick, pressed ? '✓' : '+');
      if (word) setText(word, said);
    };
    show();
    button.hidden = false;
    button.addEventListener('click', () => keep(toggled(chosen(), id)));
    onPicksChange(show);
  });
}

/** "Save" beside a show, a performance, a talk or an education event: one of the picks. */
export function startSaveToggle(root: HTMLElement, props: Record<string, unknown>): void {
  startToggle(root, String(props.id), readPicks, savePicks);
}

/** "Add to my schedule" beside one screening: one of a festival's picks. */
export function startScheduleToggle(root: HTMLElement, props: Record<string, unknown>): void {
  const festival = String(props.festival);
  startToggle(
    root,
    String(props.id),
    () => scheduleOf(readPicks(), festival),
    (ids) => savePicks(withSchedule(readPicks(), festival, ids)),
  );
}

/** "(2 screenings)" after the way to a festival's My schedule. */
export function scheduleCountText(count: number): string {
  if (count === 0) return 'nothing chosen yet';
  return `${count} ${count === 1 ? 'screening' : 'screenings'}`;
}

/** On a film's page: how many of the festival's screenings the visitor has chosen. */
export function startScheduleCount(root: HTMLElement, props: Record<string, unknown>): void {
  const festival = String(props.festival);
  const count = root.querySelector<HTMLElement>(`[${MY_SCHEDULE_COUNT_ATTRIBUTE}]`);
  const line = root.firstElementChild as HTMLElement | null;
  whenPicksNeeded(() => {
    const show = () => {
      if (count) setText(count, scheduleCountText(scheduleOf(readPicks(), festival).length));
    };
    show();
    if (line) line.hidden = false;
    onPicksChange(show);
  });
}
