import type { EducationEvent, Performance, Show } from '@/lib/content/types';
import { educationPickId, performancePickId, showPickId } from '@/lib/concepts/picks';
import { educationEventSlug } from '@/lib/concepts/shows';
import { SavePick } from './SavePick';

/**
 * The save toggles of the things a visitor can pick (docs/rules/picks.md#my-picks), each named
 * by its pick id (lib/concepts/picks/rules/picks.ts) and read as what it saves. Screenings have theirs in the
 * festival's My schedule (components/picks/ScheduleToggle.tsx).
 */
export function ShowSave({ show }: { show: Pick<Show, 'name' | 'title' | 'dateFormatted'> }) {
  return <SavePick id={showPickId(show.name)} label={`${show.title}, ${show.dateFormatted}`} />;
}

export function PerformanceSave({
  show,
  performance,
  label,
}: {
  show: Pick<Show, 'name'>;
  performance: Pick<Performance, 'id'>;
  /** "The Salt Marsh Letters, Sat, Jan 16, 7:30 pm" */
  label: string;
}) {
  return <SavePick id={performancePickId(show.name, performance.id)} label={label} />;
}

export function EducationSave({
  event,
}: {
  event: Pick<EducationEvent, 'date' | 'name' | 'previousDate' | 'dateFormatted' | 'timeFormatted'>;
}) {
  return (
    <SavePick
      id={educationPickId(educationEventSlug(event))}
      label={`${event.name}, ${event.dateFormatted}, ${event.timeFormatted}`}
    />
  );
}
