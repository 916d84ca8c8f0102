/** content/education.json → Education, its events with venue, formatted times and image size. */
import path from 'node:path';

import { educationSchema } from './education-schema';
import { seasonIn, seasonYears } from '../seasons';
import type { Education, EducationEvent } from '../../content/types';
import { deriveEducationEvent, educationImageUrl } from './derive-education';
import { valueAt } from '../../content/errors';
import { cleanHtml } from '../../content/html';
import { readImageSize } from '../../content/images';
import {
  countedRevisions,
  displayName,
  parseWith,
  readJson,
  type Reader,
} from '../../content/read';
import { educationEntries, educationEventKey } from '../news/build';
import type { VenueLookup } from '../shows/node';
import { unclearLocalTime } from '../../content/time';

export function loadEducation(
  reader: Reader,
  venueOf: VenueLookup,
  timeZone: string,
): Education | undefined {
  const absolute = path.join(reader.contentDir, 'education.json');
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const rawEvents = valueAt(json.data, ['events']);
  const eventLabel = (index: number) => {
    const name = valueAt(rawEvents, [index, 'name']);
    return typeof name === 'string' && name.trim() !== ''
      ? `education event "${name}"`
      : `education event ${index + 1}`;
  };
  const education = parseWith(reader, file, educationSchema, json.data, (p) =>
    p[0] === 'events' && typeof p[1] === 'number'
      ? { entry: eventLabel(p[1]), field: p.slice(2) }
      : { entry: 'education', field: p },
  );
  if (!education) return undefined;
  const top = (field: string) => ({ file, entry: 'education', field });

  // Calendar revisions counted from the file's history, when it is read (lib/concepts/news/revisions.ts).
  const counted = countedRevisions(reader, absolute, educationEntries);
  for (const { field, ...problem } of counted?.problems ?? []) {
    const index = Number(/^events\[(\d+)\]/.exec(field)?.[1]);
    reader.problems.push({ file, entry: eventLabel(index), field: 'revision', ...problem });
  }

  const events: EducationEvent[] = [];
  education.events.forEach((counting, index) => {
    const revision = counted?.revisions.get(educationEventKey(counting));
    const event = revision === undefined ? counting : { ...counting, revision };
    const at = (field: string) => ({ file, entry: eventLabel(index), field });
    for (const field of ['time', 'endTime'] as const) {
      const time = event[field];
      const unclear =
        time === undefined ? undefined : unclearLocalTime(`${event.date}T${time}`, timeZone);
      if (unclear) reader.problems.push({ ...at(field), message: unclear });
    }
    const previous = event.previousDate && unclearLocalTime(event.previousDate, timeZone);
    if (previous) reader.problems.push({ ...at('previousDate'), message: previous });
    const venue = venueOf(event.location, (message) =>
      reader.problems.push({ ...at('location'), message, value: event.location }),
    );
    const imageUrl = educationImageUrl(event);
    const imageSize = imageUrl ? readImageSize(reader, at('image.file'), imageUrl) : undefined;
    const description = cleanHtml(reader, at('description'), event.description);
    if (!venue) return;
    events.push(deriveEducationEvent(event, { venue, description, imageSize }));
  });

  // One way to write a season (docs/rules/site.md#one-voice): "2025-2026" is read and written "2025–26".
  const season = seasonIn(education.season);
  if (!season) {
    reader.problems.push({
      ...top('season'),
      message: `must name a season, as "2025–26" (got "${education.season}")`,
    });
  }

  return {
    ...education,
    season: season ? seasonYears(season) : education.season,
    intro: cleanHtml(reader, top('intro'), education.intro),
    professor: {
      ...education.professor,
      bio: cleanHtml(reader, top('professor.bio'), education.professor.bio),
    },
    events,
  };
}
