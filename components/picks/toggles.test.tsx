import { PICKS_STORAGE_KEY, serialisePicks, showPickId } from '@/lib/concepts/picks';
import { renderToStaticMarkup } from 'react-dom/server';
import { startSaveToggle } from './toggles';
import { ToggleButton } from './ToggleButton';

const SHOW = showPickId('lanterns_over_larkspur');

/** A save toggle as the server renders it (./SaveToggle.tsx): hidden, unpressed, "Save". */
function renderToggle(): HTMLElement {
  document.body.innerHTML = `<span data-island="save-toggle">${renderToStaticMarkup(
    <ToggleButton on="Saved" off="Save" label="Lanterns over Larkspur" />,
  )}</span>`;
  return document.body.firstElementChild as HTMLElement;
}

/** Every change made to the page while `act` runs. */
function changesDuring(act: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  act();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

describe('a save toggle starting', () => {
  afterEach(() => window.localStorage.clear());

  it('unpressed, as built, only shows its button: no text or other attribute is rewritten', () => {
    const root = renderToggle();
    const changes = changesDuring(() => startSaveToggle(root, { id: SHOW }));
    expect(changes.map((change) => `${change.type} ${change.attributeName ?? ''}`)).toEqual([
      'attributes hidden',
    ]);
    expect(root.querySelector('button')).toBeVisible();
  });

  it('pressed, for a show the visitor saved, says so in its word, tick and name', () => {
    window.localStorage.setItem(PICKS_STORAGE_KEY, serialisePicks([SHOW]));
    const root = renderToggle();
    startSaveToggle(root, { id: SHOW });
    const button = root.querySelector('button')!;
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('aria-label', 'Saved: Lanterns over Larkspur');
    expect(button).toHaveTextContent('✓Saved');
  });
});
