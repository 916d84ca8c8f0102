/** @jest-environment node */
// The editor's build step reads site.json, venues.json and past venues itself (for its venue list and its
// previews). A mistake there is named as the loader names it, every problem at once: the same
// lines, not zod's own issue list naming no file.
import { ContentError, loadContent } from '../content/load';
import { validFiles, writeContent, type Json } from '../../test/support/content-folder';
import { readPastVenues, readPreviewSite, readVenues } from './config-file';

/** The content with a latitude off the globe, a visual-story step without alt text and a bad site e-mail. */
function brokenFiles(): Record<string, unknown> {
  const files = validFiles();
  const venues = files['venues.json'] as Record<string, Json>;
  const jcepac = venues.jcepac as Json;
  jcepac.geo = { latitude: 238.4, longitude: -82.44 };
  jcepac.visualStory = [{ kind: 'arriving', photo: 'arriving.jpg', text: 'I walk up the ramp.' }];
  (files['site.json'] as Json).email = 'box office';
  return files;
}

function problemLines(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message.split('\n').slice(1);
  }
  throw new Error('expected the content to be rejected');
}

describe("the editor's reading of site.json and venues.json", () => {
  it('names each mistake by file, venue and field, all at once', () => {
    const lines = problemLines(() => readPreviewSite(writeContent(brokenFiles())));
    expect(lines).toEqual([
      '  - content/site.json › site › email: must be an e-mail address (got "box office")',
      '  - content/venues.json › venue "jcepac" › geo.latitude: must be between -90 and 90 (got 238.4)',
      '  - content/venues.json › venue "jcepac" › visualStory[0].alt: is required',
    ]);
  });

  it('says each in the very words of the loader', () => {
    const dir = writeContent(brokenFiles());
    const loader = problemLines(() => loadContent(dir, { analyticsId: '' }));
    for (const line of problemLines(() => readPreviewSite(dir))) expect(loader).toContain(line);
  });

  it('names a venue list that is not JSON by its line and column', () => {
    const files = validFiles();
    delete files['venues.json'];
    const dir = writeContent(files, { 'venues.json': '{\n  "jcepac": {,\n}' });
    expect(problemLines(() => readVenues(dir))).toEqual([
      expect.stringMatching(/^ {2}- content\/venues\.json: is not valid JSON: line 2, column 14/),
    ]);
  });

  it('reads valid files', () => {
    const dir = writeContent(validFiles());
    expect(readVenues(dir).map((venue) => venue.id)).toEqual(['jcepac', 'cinema']);
    expect(readPreviewSite(dir).seriesName).toBe('Test Artists Series');
  });

  it('reads the past venues for the venue choice and the previews', () => {
    const files = {
      ...validFiles(),
      'past-venues/ridgeline_armory.json': { name: 'Ridgeline Armory', locality: 'Ridgeline' },
      'past-venues/old_mill.json': { name: 'Old Mill Hall' },
    };
    const dir = writeContent(files);
    expect(readPastVenues(dir)).toEqual([
      { id: 'old_mill', name: 'Old Mill Hall' },
      { id: 'ridgeline_armory', name: 'Ridgeline Armory, Ridgeline' },
    ]);
    expect(readPreviewSite(dir).pastVenues.ridgeline_armory).toMatchObject({
      name: 'Ridgeline Armory',
      locality: 'Ridgeline',
    });
  });

  it('names a past venue that shares an id with a venue as the loader does', () => {
    const dir = writeContent({ ...validFiles(), 'past-venues/jcepac.json': { name: 'Old Hall' } });
    expect(problemLines(() => readPastVenues(dir))).toEqual([
      expect.stringMatching(/past-venues\/jcepac\.json › past venue "jcepac": .*already a venue/),
    ]);
  });
});
