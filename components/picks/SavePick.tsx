import { picksArea } from './area';
import { SaveToggle } from './SaveToggle';
import styles from './picks.module.css';

/**
 * The place of a save toggle on a page (docs/rules/picks.md#my-picks): a picks area
 * (components/picks/area.ts), so the picks are read only once it nears the screen. Empty in the
 * HTML as built: the toggle appears once its island runs (components/picks/toggles.ts).
 */
export function SavePick({ id, label }: { id: string; label: string }) {
  return (
    <div {...picksArea} className={styles.save}>
      <SaveToggle id={id} label={label} />
    </div>
  );
}
