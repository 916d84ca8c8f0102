/**
 * A venue's visual story as the build reads it
 * (docs/rules/visiting.md#sensory-guides-and-visual-stories): each step's photo must be a readable
 * image in public/venues/{id}/, sized from the file. A missing photo is a problem naming
 * venues.json, the venue and the step's field.
 */
import { readImageSize } from '../../content/images';
import type { Reader } from '../../content/read';
import type { StoryStep } from '../../content/types';
import { deriveStorySteps } from './derive-visual-story';
import type { RawStoryStep } from './visual-story-schema';

export function loadVisualStory(
  reader: Reader,
  at: { file: string; entry: string },
  venueId: string,
  steps: readonly RawStoryStep[] | undefined,
): StoryStep[] {
  return deriveStorySteps(venueId, steps, (src, index) =>
    readImageSize(reader, { ...at, field: `visualStory[${index}].photo` }, src),
  );
}
