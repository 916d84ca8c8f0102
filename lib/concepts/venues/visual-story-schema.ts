/**
 * A venue's visual story (docs/rules/visiting.md#sensory-guides-and-visual-stories): ordered steps
 * from arriving to leaving, each a photo in public/venues/{id}/ with its alt text and a few plain
 * sentences. Composed into the venue schema (lib/concepts/venues/venue-schema.ts) by spreading
 * `visualStoryFields`; lib/concepts/venues/derive-visual-story.ts makes the steps pages show.
 */
import { z } from 'zod';
import { fileName, nonEmpty } from '../../content/schema-parts';

/** The kinds of step, in the order a visit goes; each gives the step's heading. */
export const storyStepKinds = [
  'arriving',
  'entrance',
  'box-office',
  'lobby',
  'seat',
  'restrooms',
  'quiet-place',
  'leaving',
] as const;
export type StoryStepKind = (typeof storyStepKinds)[number];

/** The heading each kind of step gets unless the step gives its own. */
export const storyStepHeadings: Readonly<Record<StoryStepKind, string>> = {
  arriving: 'Arriving',
  entrance: 'The entrance',
  'box-office': 'The box office',
  lobby: 'The lobby',
  seat: 'Finding my seat',
  restrooms: 'The restrooms',
  'quiet-place': 'A quiet place',
  leaving: 'Leaving',
};

export const storyStepSchema = z.strictObject({
  /** Which part of the visit: arriving, entrance, box-office, lobby, seat, restrooms, quiet-place, leaving. */
  kind: z.enum(storyStepKinds),
  /** A heading of its own, when the kind's heading does not fit ("The Ninth Street door"). */
  title: z.string().trim().min(1).optional(),
  /** The photo's file name in public/venues/{id}/. */
  photo: fileName,
  /** What the photo shows, for people who cannot see it. */
  alt: nonEmpty('alt'),
  /** A few plain sentences, in the visitor's words ("I walk up the ramp to the glass doors."). */
  text: nonEmpty('text'),
});

export const visualStoryFields = {
  /** The visual story's steps, in the order of a visit; its page is /venues/{id}/visual-story/. */
  visualStory: z.array(storyStepSchema).optional(),
};

export type RawStoryStep = z.output<typeof storyStepSchema>;
