/**
 * <DaySwitch> followed by the inline script that applies the visitor's day before the first paint
 * (lib/site/day-switch-script.ts): the script reads the block just before it, so the two are
 * always written together, here.
 */
import { DAY_SWITCH_SCRIPT } from '@/lib/site/day-switch-script';
import { DaySwitch, type DaySwitchProps } from './DaySwitch';

export function VisitorDay(props: DaySwitchProps) {
  return (
    <>
      <DaySwitch {...props} />
      <script dangerouslySetInnerHTML={{ __html: DAY_SWITCH_SCRIPT }} />
    </>
  );
}
