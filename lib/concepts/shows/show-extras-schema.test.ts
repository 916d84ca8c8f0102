import { programSchema } from './show-extras-schema';
import { showSchema } from './show-schema';
import { venueSchema } from '../venues/build';

const show = {
  title: 'A Test Show',
  date: '2026-10-01T19:30',
  location: 'alderton',
  description: '<p>Hello</p>',
};

function issues(input: unknown) {
  const result = showSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('Good to know fields of a show', () => {
  it('accepts advisories, an age, a run time and intermissions', () => {
    const parsed = showSchema.parse({
      ...show,
      advisories: ['strobe', 'haze'],
      advisoryNote: 'Brief strobe in Act I.',
      minimumAge: 8,
      runTimeMinutes: 130,
      intermissions: 1,
    });
    expect(parsed.advisories).toEqual(['strobe', 'haze']);
    expect(parsed.runTimeMinutes).toBe(130);
  });

  it('has no advisories by default', () => {
    expect(showSchema.parse(show).advisories).toEqual([]);
  });

  it('refuses an advisory outside the closed list, naming the field', () => {
    expect(issues({ ...show, advisories: ['fireworks'] })).toEqual([
      expect.stringMatching(/^advisories\.0: /),
    ]);
  });

  it('refuses an advisory listed twice', () => {
    expect(issues({ ...show, advisories: ['haze', 'haze'] })).toEqual([
      'advisories.1: lists "haze" twice',
    ]);
  });

  it('refuses an age that is not a whole number between 0 and 21', () => {
    expect(issues({ ...show, minimumAge: 7.5 })[0]).toMatch(/^minimumAge: /);
    expect(issues({ ...show, minimumAge: 30 })[0]).toMatch(/^minimumAge: /);
  });

  it('refuses a run time that is not a positive whole number of minutes', () => {
    expect(issues({ ...show, runTimeMinutes: 0 })[0]).toMatch(/^runTimeMinutes: /);
    expect(issues({ ...show, runTimeMinutes: 90.5 })[0]).toMatch(/^runTimeMinutes: /);
  });

  it('refuses intermissions without a run time', () => {
    expect(issues({ ...show, intermissions: 1 })).toEqual([
      expect.stringMatching(/^intermissions: needs "runTimeMinutes"/),
    ]);
  });
});

describe('a show program', () => {
  it('takes works with composer and length, cast, credits and notes', () => {
    const program = programSchema.parse({
      works: [{ title: 'Quartet', composer: 'Haydn', durationMinutes: 21 }],
      cast: [{ name: 'Ines Varga', role: 'viola' }],
      credits: [{ role: 'Lighting', name: 'Sam Okafor' }],
      notes: '<p>Notes</p>',
    });
    expect(program.works[0]?.composer).toBe('Haydn');
  });

  it('takes a program with only works, only cast, only credits or only notes', () => {
    expect(issues({ ...show, digitalProgram: { works: [{ title: 'Quartet' }] } })).toEqual([]);
    expect(
      issues({ ...show, digitalProgram: { cast: [{ name: 'Ines Varga', role: 'viola' }] } }),
    ).toEqual([]);
    expect(
      issues({ ...show, digitalProgram: { credits: [{ role: 'Lighting', name: 'Sam Okafor' }] } }),
    ).toEqual([]);
    expect(issues({ ...show, digitalProgram: { notes: '<p>About the music.</p>' } })).toEqual([]);
  });

  it('refuses a program whose only notes are blank', () => {
    expect(issues({ ...show, digitalProgram: { notes: '   ' } })).toEqual([
      expect.stringMatching(/^digitalProgram: is empty/),
    ]);
  });

  it('refuses an empty program', () => {
    expect(issues({ ...show, digitalProgram: {} })).toEqual([
      expect.stringMatching(/^digitalProgram: is empty/),
    ]);
  });

  it('takes a cast or credits line that picks a person instead of typing a name', () => {
    const program = programSchema.parse({
      cast: [{ person: 'ines_varga', role: 'viola' }],
      credits: [{ person: 'sam_okafor', role: 'Lighting' }],
    });
    expect(program.cast[0]).toEqual({ person: 'ines_varga', role: 'viola' });
    expect(program.credits[0]).toEqual({ person: 'sam_okafor', role: 'Lighting' });
  });

  it('refuses a line with neither a person nor a name, in the cast and in the credits', () => {
    expect(issues({ ...show, digitalProgram: { cast: [{ role: 'viola' }] } })).toEqual([
      'digitalProgram.cast.0.name: is required: pick the person from People, or type a name',
    ]);
    expect(issues({ ...show, digitalProgram: { credits: [{ role: 'Lighting' }] } })).toEqual([
      'digitalProgram.credits.0.name: is required: pick the person from People, or type a name',
    ]);
  });

  it('refuses a line with both a person and a name', () => {
    expect(
      issues({
        ...show,
        digitalProgram: { cast: [{ person: 'ines_varga', name: 'Ines Varga', role: 'viola' }] },
      }),
    ).toEqual([
      'digitalProgram.cast.0.name: repeats the person "ines_varga": leave the name out, it comes from their file',
    ]);
  });

  it('refuses a person id that cannot be a file name, and a blank name', () => {
    expect(
      issues({ ...show, digitalProgram: { cast: [{ person: 'Ines Varga', role: 'viola' }] } })[0],
    ).toMatch(/^digitalProgram\.cast\.0\.person: /);
    expect(
      issues({ ...show, digitalProgram: { cast: [{ name: '  ', role: 'viola' }] } })[0],
    ).toMatch(/^digitalProgram\.cast\.0\.name: /);
  });

  it('refuses a work without a title', () => {
    expect(issues({ ...show, digitalProgram: { works: [{ composer: 'Haydn' }] } })[0]).toMatch(
      /^digitalProgram\.works\.0\.title: /,
    );
  });
});

describe('venue visit data', () => {
  const venue = {
    name: 'Hall',
    streetAddress: '1 Main Street',
    locality: 'Huntington',
    region: 'WV',
    postalCode: '25701',
  };

  it('accepts a map position and the visit texts', () => {
    const parsed = venueSchema.parse({
      ...venue,
      kind: 'theater',
      geo: { latitude: 38.42, longitude: -82.44 },
      parking: '<p>Cash only.</p>',
    });
    expect(parsed.geo).toEqual({ latitude: 38.42, longitude: -82.44 });
  });

  it('refuses a position off the globe and an unknown kind', () => {
    expect(venueSchema.safeParse({ ...venue, geo: { latitude: 95, longitude: 0 } }).success).toBe(
      false,
    );
    expect(venueSchema.safeParse({ ...venue, kind: 'stadium' }).success).toBe(false);
  });
});
