import { TOGGLE_ATTRIBUTE } from '@/lib/site/picks-markup';
import styles from './picks.module.css';

/**
 * A picks toggle button (aria-pressed) as built: hidden, unpressed, until its island shows it
 * with the visitor's picks (components/picks/toggles.ts). Pressed, it shows a tick and a filled
 * button, not colour alone, and says `on`; its name is the word followed by `label`.
 */
export function ToggleButton({ on, off, label }: { on: string; off: string; label: string }) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed="false"
      aria-label={`${off}: ${label}`}
      hidden
      {...{ [TOGGLE_ATTRIBUTE]: '', 'data-word-on': on, 'data-word-off': off, 'data-label': label }}
    >
      <span aria-hidden="true" className={styles.tick} data-tick="">
        +
      </span>
      <span className={styles.word} data-word="" data-wide={on.length > off.length ? on : off}>
        {off}
      </span>
    </button>
  );
}
