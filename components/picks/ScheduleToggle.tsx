import { DomIsland } from '@/components/islands/Island';
import { ToggleButton } from './ToggleButton';

/**
 * "Add to my schedule" beside one screening (docs/rules/picks.md#my-schedule), shown by its
 * island (components/picks/toggles.ts startScheduleToggle). Its name stays the same when
 * pressed; the pressed state shows as a tick and a filled button.
 */
export function ScheduleToggle({
  festival,
  id,
  label,
}: {
  festival: string;
  /** lib/concepts/picks/rules/my-schedule.ts screeningId */
  id: string;
  /** What is added, read after the button's text: "Night Train, Friday, March 19, 9:15 pm". */
  label: string;
}) {
  return (
    <DomIsland name="schedule-toggle" props={{ festival, id }} as="span">
      <ToggleButton on="Add to my schedule" off="Add to my schedule" label={label} />
    </DomIsland>
  );
}
