/**
 * What happens to a press inside an island that has not started yet (docs/architecture.md#islands).
 * A press on a control that works without the island's script (a link, a `<summary>`, a popover's
 * button, a text field being focused) goes to the browser as it is. Any other press (a toggle
 * button, a checkbox, a submit handled by the island) is held: the browser does nothing with it,
 * the island starts at once, and the same press is replayed exactly once when it has started.
 */

/** The elements whose press the browser carries out on its own, with or without the island. */
const NATIVE_PRESS = [
  'a[href]',
  'summary',
  'button[popovertarget]',
  'input[type="text"]',
  'input[type="search"]',
  'input[type="email"]',
  'input:not([type])',
  'textarea',
  'select',
  'label:not(:has(input[type="checkbox"], input[type="radio"]))',
].join(',');

/** The controls whose press only the island's script can carry out. */
const SCRIPTED_PRESS = 'button, input, [role="button"], [role="switch"], [role="checkbox"]';

/**
 * The element whose press must be held and replayed once the island runs, or null when the
 * browser handles the press itself (or nothing is pressed: text, a picture).
 */
export function heldPressTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  if (target.closest(NATIVE_PRESS)) return null;
  const control = target.closest(SCRIPTED_PRESS);
  if (control instanceof HTMLElement) return control;
  // A label's press goes to its checkbox or radio: hold it as a press on that control.
  const label = target.closest('label');
  return label?.control instanceof HTMLElement ? label.control : null;
}
