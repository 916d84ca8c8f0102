/**
 * One education event as the site shows it, from its validated entry: venue, formatted date and
 * times, image address. Browser-safe (no file reading, no zod): the build's reader
 * (./education.ts) and the editor's preview (lib/editor/preview-pages.ts) both use it, so the
 * preview draws the event as the page will.
 */
import { formatDateLong, formatDateTimeLong, formatTime } from '../time/format';
import { routes } from '../site/routes';
import type { RawEducationEvent } from './schemas';
import type { EducationEvent, ImageSize, Venue } from './types';

/** The event's image address on the site, when it has one. */
export function educationImageUrl(event: Pick<RawEducationEvent, 'image'>): string | undefined {
  return event.image ? routes.educationImage(event.image) : undefined;
}

export function deriveEducationEvent(
  event: RawEducationEvent,
  derived: { venue: Venue; description: string; imageSize?: ImageSize },
): EducationEvent {
  const { image, imageAlt, ...rest } = event;
  const src = educationImageUrl({ image });
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
      src && derived.imageSize
        ? { src, ...derived.imageSize, alt: imageAlt ?? event.name }
        : undefined,
    previousDateFormatted: event.previousDate ? formatDateTimeLong(event.previousDate) : undefined,
  };
}
