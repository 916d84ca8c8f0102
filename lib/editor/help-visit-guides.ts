/**
 * Labels, help and the words of each choice for the visitor's guides: a show's sensory guide and
 * late seating, a venue's visual story (docs/rules/visiting.md#sensory-guides-and-visual-stories);
 * lib/editor/presentation.ts merges them into its table.
 */
import { storyStepHeadings } from '../concepts/venues/build';
import { sensoryKindLabels } from '../concepts/venues';
import type { FieldPath, Presentation } from './presentation-types';

/** Where the visual stories' photos go: public/venues/; each venue's in its own folder. */
export const VENUE_IMAGES = '/public/venues';

export const VISIT_GUIDE_HELP: Record<FieldPath, Presentation> = {
  'shows.lateSeating': {
    label: 'Late seating',
    hint: 'When latecomers are let in, in a sentence. Leave empty for the usual rule (seated at a suitable break). Shown on Tonight.',
  },
  'shows.sensoryGuide': {
    label: 'Sensory guide',
    hint: 'For visitors who want to prepare: the loud, sudden, flashing or dark moments, and what changes at a relaxed performance. Shown on the show page, folded so it spoils nothing.',
  },
  'shows.sensoryGuide.intro': {
    label: 'Introduction',
    hint: 'A sentence or two on what the show is like overall (plain text).',
  },
  'shows.sensoryGuide.moments': {
    label: 'Moments',
    hint: 'One row per moment. The site lists them by time; a moment after the run time stops the build.',
  },
  'shows.sensoryGuide.moments.minutes': {
    label: 'Minutes into the show',
    hint: 'About when it comes; 0 is the very start. Count intermissions in. Needs the run time.',
  },
  'shows.sensoryGuide.moments.kind': {
    label: 'Kind of moment',
    hint: 'Loud, sudden, flashing lights, haze, darkness or audience participation; the page shows it in words.',
    options: sensoryKindLabels,
  },
  'shows.sensoryGuide.moments.description': {
    label: 'What happens',
    hint: 'A plain sentence: what and for how long, e.g. “Recorded thunder for about a minute.”',
  },
  'shows.sensoryGuide.relaxedNotes': {
    label: 'At relaxed performances',
    hint: 'What changes: house lights, sound level, moving about, a quiet room, ear defenders. Plain text; an empty line starts a new paragraph.',
  },
  'venues.visualStory': {
    label: 'Visual story',
    hint: 'Photos of a visit, step by step, from arriving to leaving, in this order. Its page is /venues/{id}/visual-story/ and prints one step per block.',
  },
  'venues.visualStory.kind': {
    label: 'Step',
    hint: 'Which part of the visit; gives the step its heading.',
    options: storyStepHeadings,
  },
  'venues.visualStory.title': {
    label: 'Heading (optional)',
    hint: 'Leave empty for the step’s usual heading, e.g. “The entrance”.',
  },
  'venues.visualStory.photo': {
    label: 'Photo',
    hint: 'A landscape photo of this place, in the venue’s own folder (public/venues/{id}/).',
    media: { widget: 'image', folder: VENUE_IMAGES },
  },
  'venues.visualStory.alt': {
    label: 'What the photo shows',
    hint: 'For visitors who cannot see it: the place and what to notice, e.g. “Two glass doors with no steps.” Required.',
  },
  'venues.visualStory.text': {
    label: 'Words',
    hint: 'A few short sentences in the visitor’s words: “I walk through the glass doors.” An empty line starts a new paragraph.',
  },
};
