/** @jest-environment node */
// A show's audio introduction (lib/concepts/shows/audio-introduction-schema.ts): an audio file that
// exists in the show's folder, and its transcript.
import {
  concertEntry,
  concertFile,
  failure,
  load,
  validPublicFiles,
  withChange,
} from '../../../test/support/content-folder';

const intro = { file: 'introduction.mp3', transcript: '<p>The stage is bare.</p>' };

describe('an audio introduction', () => {
  it('refuses markup the site does not allow in the transcript, naming the field', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.audioIntroduction = { ...intro, transcript: '<p>Bare.</p><script>x()</script>' };
      }),
      {
        ...validPublicFiles(),
        'shows/winter_lights_a_holiday_concert/introduction.mp3': Buffer.from('ID3audio'),
      },
    );
    expect(message).toContain(
      'audioIntroduction.transcript: contains markup the site does not allow',
    );
  });

  it('names an audio file that does not exist, with the file, the show and the field', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.audioIntroduction = intro;
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › audioIntroduction.file:`);
    expect(message).toMatch(/introduction\.mp3 does not exist/);
  });

  it('refuses a file that is not audio, in words', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.audioIntroduction = { ...intro, file: 'introduction.pdf' };
      }),
    );
    expect(message).toContain('audioIntroduction.file: must be an audio file name');
  });

  it('derives the file’s site path and the transcript when the file is there', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.audioIntroduction = { ...intro, transcript: '<p>Bare <em>boards</em>.</p>' };
    });
    const bundle = load(files, {
      ...validPublicFiles(),
      'shows/winter_lights_a_holiday_concert/introduction.mp3': Buffer.from('ID3audio'),
    });
    const show = bundle.shows.find((s) => s.name === 'winter_lights_a_holiday_concert');
    expect(show?.audioIntroduction).toEqual({
      src: '/shows/winter_lights_a_holiday_concert/introduction.mp3',
      transcript: '<p>Bare <em>boards</em>.</p>',
    });
  });
});
