/**
 * What a page tells its visitor's clock (./start.ts): the attributes of <html> with the venue's
 * zone, its offsets from the build day on (lib/time/visitor-clock.ts) and the build day.
 */
import { offsetsAttribute } from '../../time/offsets';
import { visitorClock } from '../../time/visitor-clock';
import { CLOCK_ATTRIBUTES } from './vocabulary';

export function clockAttributes(timeZone: string, buildDay: string): Record<string, string> {
  const clock = visitorClock(timeZone, buildDay);
  return {
    [CLOCK_ATTRIBUTES.zone]: clock.timeZone,
    [CLOCK_ATTRIBUTES.offsets]: offsetsAttribute(clock.offsets),
    [CLOCK_ATTRIBUTES.buildDay]: clock.buildDay,
  };
}
