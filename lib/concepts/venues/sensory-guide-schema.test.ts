// A show's sensory guide as the show schema checks it (./sensory-guide-schema.ts), at the edges:
// a moment at the very start, exactly at the run time, and one minute past it.
import { showSchema } from '../shows/build';

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

const moment = (minutes: number) => ({ minutes, kind: 'loud', description: 'Bows and cheers.' });

describe('the moments of a sensory guide', () => {
  it('accepts a moment exactly at the run time (bows at 90 in a 90-minute show)', () => {
    expect(
      issues({ ...show, runTimeMinutes: 90, sensoryGuide: { moments: [moment(90)] } }),
    ).toEqual([]);
  });

  it('accepts a moment at the very start', () => {
    expect(issues({ ...show, runTimeMinutes: 90, sensoryGuide: { moments: [moment(0)] } })).toEqual(
      [],
    );
  });

  it('refuses a moment one minute past the run time, naming the moment', () => {
    expect(
      issues({ ...show, runTimeMinutes: 90, sensoryGuide: { moments: [moment(5), moment(91)] } }),
    ).toEqual([
      'sensoryGuide.moments.1.minutes: is after the end of the show (91 minutes; the run time is 90)',
    ]);
  });

  it('refuses a negative or fractional minute', () => {
    expect(
      issues({ ...show, runTimeMinutes: 90, sensoryGuide: { moments: [moment(-1)] } }),
    ).toEqual(['sensoryGuide.moments.0.minutes: must be 0 or more minutes']);
    expect(
      issues({ ...show, runTimeMinutes: 90, sensoryGuide: { moments: [moment(1.5)] } }),
    ).toEqual(['sensoryGuide.moments.0.minutes: must be a whole number of minutes']);
  });

  it('takes a guide with only an introduction, or only relaxed notes, without a run time', () => {
    expect(issues({ ...show, sensoryGuide: { intro: 'A calm concert.' } })).toEqual([]);
    expect(issues({ ...show, sensoryGuide: { relaxedNotes: 'Lights stay up.' } })).toEqual([]);
  });

  it('refuses an empty guide, and moments without a run time', () => {
    expect(issues({ ...show, sensoryGuide: { moments: [] } })).toEqual([
      'sensoryGuide: is empty: give moments, an introduction or relaxed-performance notes, or remove it',
    ]);
    expect(issues({ ...show, sensoryGuide: { moments: [moment(1)] } })).toEqual([
      'sensoryGuide.moments: needs "runTimeMinutes": each moment is checked against the length of the show',
    ]);
  });

  it('refuses a moment without a description', () => {
    expect(
      issues({
        ...show,
        runTimeMinutes: 90,
        sensoryGuide: { moments: [{ ...moment(1), description: ' ' }] },
      }),
    ).toEqual([expect.stringMatching(/^sensoryGuide\.moments\.0\.description: /)]);
  });
});
