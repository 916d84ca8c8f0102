/**
 * A venue's visual story as pages show it (docs/rules/visiting.md#sensory-guides-and-visual-stories):
 * each step's photo as a site path with its size, and its heading. Shared by the build
 * (lib/concepts/venues/visual-story.ts, with each file's real size), the editor's preview and the
 * placeholder artwork, so all three name the same files.
 */
import { routes } from '../../site/routes';
import type { ImageSize, StoryStep } from '../../content/types';
import { storyStepHeadings, type RawStoryStep } from './visual-story-schema';

/** A photo's size before its file is read (the editor's preview): a 4:3 landscape. */
const UNKNOWN_SIZE: ImageSize = { width: 4, height: 3 };

/**
 * The steps as pages show them: the photo's site path and size, and the heading. The build passes
 * each file's real size (lib/concepts/venues/visual-story.ts); the editor's preview has none.
 */
export function deriveStorySteps(
  venueId: string,
  steps: readonly RawStoryStep[] | undefined,
  sizeOf: (src: string, index: number) => ImageSize | undefined = () => undefined,
): StoryStep[] {
  return (steps ?? []).map(({ photo, title, ...step }, index) => {
    const src = routes.venueFile(venueId, photo);
    const size = sizeOf(src, index) ?? UNKNOWN_SIZE;
    return { ...step, title: title ?? storyStepHeadings[step.kind], src, ...size };
  });
}
