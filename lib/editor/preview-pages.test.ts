import { readFileSync } from 'node:fs';
import path from 'node:path';

import { previewClub, previewEducation, previewFaq, previewVenues } from './preview-pages';
import { UNKNOWN_IMAGE_SIZE, type PreviewSite } from './preview';
import { rootRecordToRows } from './records';
import {
  FIXTURE_CONTENT_DIR,
  fixtureContent,
  fixturePreviewSite,
} from '../../test/support/fixture-content';

const site: PreviewSite = fixturePreviewSite();
const keep = (html: string) => html;

function contentFile(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, name), 'utf8')) as unknown;
}

const educationFile = () => contentFile('education.json') as { events: Record<string, unknown>[] };

function previewed(
  data: Record<string, unknown>,
  assetUrl?: (value: string) => string | undefined,
) {
  const result = previewEducation(data, site, keep, assetUrl);
  if (!('education' in result)) throw new Error(result.problems.join('; '));
  return result.education;
}

describe('the editor’s education preview', () => {
  it('derives the events the build derives from the same file, but for image sizes', () => {
    const built = fixtureContent.education;
    const { events, ...page } = previewed(educationFile());
    expect(built).toMatchObject(page);
    expect(events).toHaveLength(built.events.length);
    expect(events.length).toBeGreaterThan(0);
    // Revisions are counted from the file's history, which the editor's copy does not have.
    events.forEach(({ image, ...event }, index) => {
      const { image: builtImage, ...builtEvent } = built.events[index] ?? {};
      expect({ ...builtEvent, revision: event.revision }).toMatchObject(event);
      expect(image).toEqual(builtImage && { ...builtImage, ...UNKNOWN_IMAGE_SIZE });
    });
  });

  it('reads the nulls and refused empty strings the editor leaves as absent', () => {
    const file = educationFile();
    const [first, ...rest] = file.events;
    const { events } = previewed({
      ...file,
      events: [{ ...first, subtitle: null, image: null }, ...rest],
    });
    expect(events[0]?.subtitle).toBeUndefined();
    expect(events[0]?.image).toBeUndefined();
  });

  it('leaves out the keys the editor marks list items with', () => {
    const file = educationFile();
    const marked = file.events.map((event, index) => ({
      ...event,
      __sc_item_original_key_path: `events.${index}`,
    }));
    expect(previewed({ ...file, events: marked })).toEqual(previewed(file));
  });

  it('passes every HTML field through the sanitiser', () => {
    const marked = previewEducation(educationFile(), site, (html) => `[clean]${html}`);
    if (!('education' in marked)) throw new Error(marked.problems.join('; '));
    const { intro, professor, events } = marked.education;
    for (const html of [intro, professor.bio, ...events.map((event) => event.description)]) {
      expect(html.startsWith('[clean]')).toBe(true);
    }
  });

  it('names the fields that keep an unfinished entry from being a page, as the build does', () => {
    const file = educationFile();
    const [first, ...rest] = file.events;
    const unknownVenue = { ...file, events: [{ ...first, location: 'nowhere' }, ...rest] };
    const venueProblems = previewEducation(unknownVenue, site, keep);
    expect(venueProblems).toEqual({
      problems: [
        expect.stringMatching(/^events\[0\]\.location: “nowhere” is not one of the venues/),
      ],
    });
    // Staff read it: no word of the code behind it.
    expect(JSON.stringify(venueProblems)).not.toMatch(/\bid\b|venues\.json/);
    const unnamed = { ...file, events: [{ ...first, name: undefined }, ...rest] };
    expect(previewEducation(unnamed, site, keep)).toEqual({
      problems: ['events[0].name: is required'],
    });
  });

  it('shows an event image uploaded but not saved from the editor’s copy of it', () => {
    const blob = 'blob:http://127.0.0.1/5e1f';
    const file = educationFile();
    const [first, ...rest] = file.events;
    const alt = 'A piano on stage';
    const direct = previewed({
      ...file,
      events: [{ ...first, image: { file: blob, alt } }, ...rest],
    });
    expect(direct.events[0]?.image).toMatchObject({ src: blob, alt });
    const named = previewed(
      { ...file, events: [{ ...first, image: { file: 'new.jpg', alt } }, ...rest] },
      (value) => (value === 'new.jpg' ? blob : undefined),
    );
    expect(named.events[0]?.image).toMatchObject({ src: blob, alt });
  });
});

describe('the editor’s FAQ preview', () => {
  it('reads the questions as the build does, from the list field or the list', () => {
    const items = contentFile('faq.json') as unknown[];
    expect(previewFaq({ items }, keep)).toEqual({ items: fixtureContent.faq });
    expect(previewFaq(items as unknown as Record<string, unknown>, keep)).toEqual({
      items: fixtureContent.faq,
    });
  });

  it('names a question left without its answer', () => {
    const [first, ...rest] = contentFile('faq.json') as Record<string, unknown>[];
    const result = previewFaq({ items: [{ ...first, answer: null }, ...rest] }, keep);
    expect(result).toEqual({ problems: ['[0].answer: is required'] });
  });
});

describe('the editor’s venues preview', () => {
  const rows = () =>
    rootRecordToRows(contentFile('venues.json') as Record<string, unknown>, 'id') as Array<
      Record<string, unknown>
    >;

  it('reads the venue rows as the build reads the file, in its order', () => {
    expect(previewVenues({ venues: rows() }, keep)).toEqual({
      venues: [...fixtureContent.venues.values()],
    });
  });

  it('says so when two rows have one id, rather than dropping one', () => {
    const [first, ...rest] = rows();
    const result = previewVenues({ venues: [first, first, ...rest] }, keep);
    expect('problems' in result && result.problems.join()).toMatch(/unique/);
  });
});

describe('the Philharmonic Club preview', () => {
  const club = {
    communityFundingPercent: 85,
    levels: [
      { id: 'leaders', name: 'Leaders', minimum: 1000 },
      { id: 'friends', name: 'Friends', minimum: 200 },
    ],
    members: [{ name: 'Cai Morrow', level: 'leaders', listed: true }],
  };

  it('reads the file being edited as the build does, editor keys and empty fields left out', () => {
    const result = previewClub({
      ...club,
      members: [{ ...club.members[0], __sc_item_original_key_path: 'members.0', note: null }],
    });
    expect(result).toEqual({
      club: expect.objectContaining({
        members: [expect.objectContaining({ name: 'Cai Morrow', listed: true })],
      }),
    });
  });

  it('names a member at a level the file does not have, in words', () => {
    const result = previewClub({
      ...club,
      members: [{ name: 'Ada Bell', level: 'gold', listed: true }],
    });
    expect('problems' in result && result.problems.join(' ')).toMatch(
      /level.*not one of the club's levels/,
    );
  });
});
