/**
 * Local times that do not name exactly one instant. On the day clocks go forward a wall time such
 * as 02:30 never happens; on the day they go back 01:30 happens twice. The page prints the wall
 * time while the calendar file carries an instant, so either case would make them disagree (or
 * leave visitors guessing): both are content errors. See
 * docs/rules/content.md#times-and-daylight-saving-time.
 */
import { isAmbiguousLocalTime, localTimeExists } from '../time/timezone';

/** Why `local` ("YYYY-MM-DDTHH:MM", venue time) is not one clear instant, or undefined when it is. */
export function unclearLocalTime(local: string, timeZone: string): string | undefined {
  if (!localTimeExists(local, timeZone)) {
    return `${local} does not exist in ${timeZone}: the clocks go forward over it that night; choose a time outside the skipped hour`;
  }
  if (isAmbiguousLocalTime(local, timeZone)) {
    return `${local} happens twice in ${timeZone}: the clocks go back over it that night; choose a time outside the repeated hour`;
  }
  return undefined;
}
