/**
 * One education event as the site shows it, from its validated entry: venue, formatted date and
 * times, image address. Browser-safe (no file reading, no zod): the build's reader
 * (./education.ts) and the editor's preview (lib/editor/preview-pages.ts) both use it, so the
 * preview draws the event as the page will.
 */
import { formatDateLong, formatDateTimeLong, formatTime } from '../../time/format';
import { routes } from '../../site/routes';
import type { RawEducationEvent } from './education-schema';
import type { EducationEvent, ImageSize, Venue } from '../../content/types';

/** The event's image address on the site, when it has one. */
export function educationImageUrl(event: Pick<RawEducationEvent, 'image'>): string | undefined {
  return event.image ? routes.educationImage(event.image.file) : undefined;
}

export function deriveEducationEvent(
  event: RawEducationEvent,
  derived: { venue: Venue; description: string; imageSize?: ImageSize },
): EducationEvent {
  const { image, ...rest } = event;
  return {
    ...rest,
    description: derived.description,
    venue: derived.venue,
    location: derived.venue.name,
    dateFormatted: formatDateLong(event.date),
    timeFormatted: event.endTime
      ? `${formatTime(event.time)} – ${formatTime(event.endTime)}`
      : formatTime(event.time),
    image:
      image && derived.imageSize
        ? { src: routes.educationImage(image.file), ...derived.imageSize, alt: image.alt }
        : undefined,
    previousDateFormatted: event.previousDate ? formatDateTimeLong(event.previousDate) : undefined,
  };
}
