/** @jest-environment node */
// The trailer's access statement (lib/concepts/shows/trailer-schema.ts): required with a trailer, one
// of the two answers about description, and named with file, show and field when missing.
import { showSchema } from './show-schema';
import {
  concertEntry,
  concertFile,
  failure,
  withChange,
} from '../../../test/support/content-folder';

const show = {
  title: 'A Test Show',
  date: '2026-10-01T19:30',
  location: 'alderton',
  description: '<p>Hello</p>',
  trailer: 'https://youtu.be/Ab_Cd-123',
};

function issues(input: unknown) {
  const result = showSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a trailer’s captions and audio description', () => {
  it('accepts captions with a described version', () => {
    expect(
      issues({
        ...show,
        trailerAccess: { captions: true, describedVersion: 'https://youtu.be/Ab_Cd-124' },
      }),
    ).toEqual([]);
  });

  it('accepts a trailer without captions whose soundtrack carries everything', () => {
    expect(
      issues({ ...show, trailerAccess: { captions: false, soundtrackCarriesAll: true } }),
    ).toEqual([]);
  });

  it('refuses a trailer without the statement', () => {
    expect(issues(show)).toEqual([
      expect.stringMatching(/^trailerAccess: is required with a trailer/),
    ]);
  });

  it('refuses a statement that says neither a described version nor a full soundtrack', () => {
    expect(issues({ ...show, trailerAccess: { captions: true } })).toEqual([
      expect.stringMatching(/^trailerAccess\.describedVersion: is required unless/),
    ]);
  });

  it('refuses a statement that says both', () => {
    expect(
      issues({
        ...show,
        trailerAccess: {
          captions: true,
          describedVersion: 'https://youtu.be/Ab_Cd-124',
          soundtrackCarriesAll: true,
        },
      }),
    ).toEqual([expect.stringMatching(/^trailerAccess\.soundtrackCarriesAll: cannot be true/)]);
  });

  it('refuses a statement without a captions answer', () => {
    expect(issues({ ...show, trailerAccess: { soundtrackCarriesAll: true } })).toEqual([
      expect.stringMatching(/^trailerAccess\.captions: /),
    ]);
  });

  it('refuses a statement without a trailer', () => {
    expect(
      issues({
        ...show,
        trailer: '',
        trailerAccess: { captions: true, soundtrackCarriesAll: true },
      }),
    ).toEqual(['trailerAccess: belongs only with a trailer (trailer is empty)']);
  });

  it('asks the same of each film of a festival, naming the film', () => {
    const film = {
      title: 'Night Train',
      description: '<p>A film.</p>',
      country: 'Norway',
      language: ['no'],
      lengthMinutes: 90,
      trailer: 'https://youtu.be/Ab_Cd-125',
    };
    expect(issues({ ...show, trailer: '', shows: [film] })).toEqual([
      expect.stringMatching(/^shows\.0\.trailerAccess: is required with a trailer/),
    ]);
  });

  it('fails the build naming the file, the show and the field', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        delete s.trailerAccess;
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › trailerAccess: is required`);
  });
});
