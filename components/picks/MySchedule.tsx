import { Island } from '@/components/islands/Island';
import { getSeries } from '@/lib/content';
import type { Show } from '@/lib/content/types';
import { myScheduleScreenings } from '@/lib/outputs/calendar';
import { MY_SCHEDULE_ANCHOR, offersMySchedule, screeningId } from '@/lib/concepts/picks';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import { MyScheduleLink } from './MyScheduleLink';
import { MySchedulePanel } from './MySchedulePanel';
import { ScheduleToggle } from './ScheduleToggle';

/**
 * The festival page's "My schedule" panel (docs/rules/picks.md#my-schedule), when offered. The
 * links to it (a film's page, the app's shortcut) find their target in the page as built: an
 * empty anchor just before the panel's place, whether or not the script has drawn the panel. A
 * sibling, not a wrapper: the loader watches the island's parent while it holds nothing
 * (components/islands/loader.ts), and an empty wrapper, with no height, kept it from starting on
 * a phone.
 */
export function MySchedule({ show }: { show: Show }) {
  if (!offersMySchedule(show)) return null;
  return (
    <>
      <div id={MY_SCHEDULE_ANCHOR} />
      <Island
        name="my-schedule-panel"
        component={MySchedulePanel}
        // Far down a phone's long festival page: its React loads when the visitor nears it.
        whenVisible
        props={{
          festival: show.name,
          festivalTitle: show.title,
          venue: show.location,
          screenings: myScheduleScreenings(show, getSeries()),
          icsUrl: withBasePath(routes.calendar.show(show.name)),
        }}
      />
    </>
  );
}

/** The toggle of one screening, when its festival offers My schedule. */
export function ScreeningToggle({
  festival,
  film,
  day,
  time,
  label,
}: {
  festival: Show | undefined;
  film: string;
  day: string;
  time: string;
  label: string;
}) {
  if (!festival || !offersMySchedule(festival)) return null;
  return (
    <ScheduleToggle festival={festival.name} id={screeningId(film, day, time)} label={label} />
  );
}

/** On a film's page: the way to the festival's "My schedule" panel, when offered. */
export function FilmScheduleLink({ festival }: { festival: Show | undefined }) {
  if (!festival || !offersMySchedule(festival)) return null;
  return <MyScheduleLink festival={festival.name} href={routes.show(festival.name)} />;
}
