/**
 * The web manifest's shortcuts (app/manifest.ts): the pages a visitor on the way to a show jumps
 * to from the home-screen icon. Only pages this build has: the season's shows, the visit page,
 * and the visitor's schedule on the next festival that offers one (none when no festival is
 * coming). docs/architecture.md#offline.
 */
import { MY_SCHEDULE_ANCHOR, offersMySchedule } from '../../concepts/picks';
import { isUpcoming, sortByDate } from '../../concepts/seasons';
import { withBasePath } from '../../site/paths';
import { routes } from '../../site/routes';
import type { Show } from '../../content/types';

export interface Shortcut {
  name: string;
  short_name: string;
  url: string;
}

export function manifestShortcuts(
  festivals: readonly Show[],
  today: string,
  base?: string,
): Shortcut[] {
  const festival = sortByDate(festivals).find(
    (show) => offersMySchedule(show) && isUpcoming(show, today),
  );
  const schedule: Shortcut[] = festival
    ? [
        {
          name: `My schedule: ${festival.title}`,
          short_name: 'My schedule',
          url: withBasePath(`${routes.show(festival.name)}#${MY_SCHEDULE_ANCHOR}`, base),
        },
      ]
    : [];
  return [
    ...schedule,
    { name: 'Upcoming shows', short_name: 'Shows', url: withBasePath(routes.shows(), base) },
    { name: 'Plan your visit', short_name: 'Visit', url: withBasePath(routes.visit(), base) },
  ];
}
