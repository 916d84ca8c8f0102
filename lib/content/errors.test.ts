/** @jest-environment node */
// What a content error says (lib/content/errors.ts): the file, the entry and the field of each
// problem, in words staff can act on, all problems at once.
import { ContentError } from './load';
import {
  Json,
  validFiles,
  concertFile,
  concertEntry,
  festivalFile,
  festivalEntry,
  load,
  failure,
  withChange,
  show,
} from '../../test/support/content-folder';

describe('ContentError names file, entry and field of content the schemas refuse', () => {
  it('an impossible date', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.date = '2026-02-30T19:30';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › date: is not a real date and time (got "2026-02-30T19:30")`,
    );
  });

  it('a missing title', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        delete s.title;
      }),
    );
    expect(message).toContain(`${concertFile} › show "b_concert" › title: is required`);
  });

  it('an unknown template', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.template = 'fancy';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › template: must be one of`);
    expect(message).toContain('(got "fancy")');
  });

  it('a misspelt field instead of silently dropping it', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.tickts = 'https://tickets.example.com/winter';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry}`);
    expect(message).toContain('tickts');
  });

  it('a picture without its alt text, or written as a bare file name', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.descriptionImage = { file: 'stage.jpg' };
        s.logoImage = 'logo.png';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › descriptionImage.alt: is required`,
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › logoImage: must be an object`);
  });

  it('an education picture with empty alt text', () => {
    const message = failure(
      withChange('education.json', (e) => {
        ((e.events as Json[])[0] as Json).image = { file: 'lecture.jpg', alt: ' ' };
      }),
    );
    expect(message).toContain(
      'content/education.json › education event "Opening Lecture" › image.alt: alt is required',
    );
  });

  it('a malformed link', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.website = 'artist.example.com/winter';
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › website: must be an absolute http(s) link (got "artist.example.com/winter")`,
    );
  });

  it('a film language written out instead of as BCP 47 codes', () => {
    const message = failure(
      withChange('shows/a_festival.json', (s) => {
        ((s.shows as Json[])[0] as Json).language = 'Hindi and English';
        ((s.shows as Json[])[1] as Json).subtitles = ['english'];
      }),
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › shows[0].language: must be an array (got "Hindi and English")`,
    );
    expect(message).toContain(
      `${festivalFile} › ${festivalEntry} › shows[1].subtitles[0]: must be a BCP 47 language code`,
    );
  });

  it('sponsor levels 11 and 0', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        const sponsors = s.sponsors as Json[];
        (sponsors[0] as Json).level = 11;
        (sponsors[1] as Json).level = 0;
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › sponsors[0].level: must be between 1 and 10 (got 11)`,
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › sponsors[1].level: must be between 1 and 10 (got 0)`,
    );
  });

  it('an accessibility service outside the vocabulary, listing the ones allowed', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.accessibility = ['wheelchair-seating', 'sign language'];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › accessibility[1]: must be one of "asl-interpretation", "audio-description"`,
    );
    expect(message).toContain('(got "sign language")');
  });

  it('an accessibility service listed twice', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.accessibility = ['open-captions', 'open-captions'];
      }),
    );
    expect(message).toContain(
      `${concertFile} › ${concertEntry} › accessibility[1]: lists "open-captions" twice`,
    );
  });
});

describe('ContentError', () => {
  it('collects every problem into one error instead of stopping at the first', () => {
    const files = validFiles();
    show(files, 'shows/b_concert.json').date = '2026-13-01T19:30';
    show(files, 'shows/a_festival.json').location = 'nowhere';
    ((files['faq.json'] as Json[])[0] as Json).question = '';
    try {
      load(files);
      throw new Error('expected the content to be rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const problems = (error as ContentError).problems;
      expect(problems.map((p) => `${p.file} ${p.field}`)).toEqual(
        expect.arrayContaining([
          'content/shows/b_concert.json date',
          'content/shows/a_festival.json location',
          'content/faq.json question',
        ]),
      );
      expect((error as Error).message).toMatch(/has 3 problems/);
    }
  });
});

describe('a mistake in venues.json', () => {
  it('is named by file, venue and field, every one at once', () => {
    const files = validFiles();
    const jcepac = (files['venues.json'] as Record<string, Json>).jcepac as Json;
    jcepac.geo = { latitude: 238.4, longitude: -182 };
    jcepac.visualStory = [{ kind: 'arriving', photo: 'arriving.jpg', text: 'I walk up the ramp.' }];
    const message = failure(files);
    expect(message).toMatch(/has 3 problems/);
    for (const line of [
      'content/venues.json › venue "jcepac" › geo.latitude: must be between -90 and 90 (got 238.4)',
      'content/venues.json › venue "jcepac" › geo.longitude: must be between -180 and 180 (got -182)',
      'content/venues.json › venue "jcepac" › visualStory[0].alt: is required',
    ]) {
      expect(message).toContain(`  - ${line}`);
    }
  });

  it('accepts the edges of the globe', () => {
    const files = validFiles();
    const venues = files['venues.json'] as Record<string, Json>;
    (venues.jcepac as Json).geo = { latitude: 90, longitude: -180 };
    (venues.cinema as Json).geo = { latitude: -90, longitude: 180 };
    expect(load(files).venues.get('jcepac')?.geo).toEqual({ latitude: 90, longitude: -180 });
  });
});

describe("a ContentError's stack", () => {
  it('is its problems, with no trace of the loader, for logs that print the stack', () => {
    const error = new ContentError([
      { file: 'content/venues.json', entry: 'venue "jcepac"', field: 'geo.latitude', message: 'x' },
    ]);
    expect(error.stack).toBe(
      'ContentError: The content has 1 problem:\n  - content/venues.json › venue "jcepac" › geo.latitude: x',
    );
  });
});
