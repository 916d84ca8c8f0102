import { DomIsland } from '@/components/islands/Island';
import { ToggleButton } from './ToggleButton';

/**
 * "Save" beside a show, a performance, a talk or an education event: a toggle button that keeps
 * the pick in this browser (docs/rules/picks.md#my-picks), shown by its island
 * (components/picks/toggles.ts startSaveToggle) once the picks are needed. Pressed, it says
 * "Saved"; its name names what is saved.
 */
export function SaveToggle({
  id,
  label,
}: {
  /** lib/concepts/picks/rules/picks.ts: showPickId, performancePickId, educationPickId */
  id: string;
  /** What is saved, read after the button's word: "Winter Lights, Friday, March 12, 7:30 pm". */
  label: string;
}) {
  return (
    <DomIsland name="save-toggle" props={{ id }} as="span">
      <ToggleButton on="Saved" off="Save" label={label} />
    </DomIsland>
  );
}
