/** @jest-environment node */
// The archive's content checks on their own (lib/concepts/archive/people-schema.ts): a work's
// creators, a show's credits and its works, each at the edge of "twice" (docs/archive.md).
import { creditsField, workRefsField, workSchema } from './people-schema';

const messages = (result: { success: boolean; error?: { issues: ReadonlyArray<unknown> } }) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => {
        const { path, message } = issue as { path: PropertyKey[]; message: string };
        return `${path.join('.')}: ${message}`;
      });

const work = (creators: unknown[]) => ({ title: 'Tidewater Suite', kind: 'music', creators });

describe('a work’s creators', () => {
  it('refuses one person twice in one role, naming the second', () => {
    expect(
      messages(
        workSchema.safeParse(
          work([
            { person: 'elsa_moreau', role: 'composer' },
            { person: 'elsa_moreau', role: 'composer' },
          ]),
        ),
      ),
    ).toEqual(['creators.1.person: lists "elsa_moreau" twice as composer']);
  });

  it('takes one person in two roles, and two people in one role', () => {
    expect(
      messages(
        workSchema.safeParse(
          work([
            { person: 'elsa_moreau', role: 'composer' },
            { person: 'elsa_moreau', role: 'librettist' },
            { person: 'lena_marsh', role: 'composer' },
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('takes a work with no creators', () => {
    expect(messages(workSchema.safeParse(work([])))).toEqual([]);
  });
});

describe('a show’s credits', () => {
  it('refuses one person twice in one role, naming the first', () => {
    expect(
      messages(
        creditsField.safeParse([
          { person: 'ines_varga', role: 'performer', part: 'viola' },
          { person: 'tomas_reyes', role: 'conductor' },
          { person: 'ines_varga', role: 'performer', part: 'violin' },
        ]),
      ),
    ).toEqual(['2.person: lists "ines_varga" twice as performer (also people[0])']);
  });

  it('takes two people in one role, and one person in two roles', () => {
    expect(
      messages(
        creditsField.safeParse([
          { person: 'ines_varga', role: 'performer' },
          { person: 'tomas_reyes', role: 'performer' },
          { person: 'ines_varga', role: 'host' },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('a show’s works', () => {
  it('refuses a work listed twice, naming the second', () => {
    expect(
      messages(workRefsField.safeParse(['tidewater_suite', 'river_sketches', 'tidewater_suite'])),
    ).toEqual(['2: lists the work "tidewater_suite" twice']);
  });

  it('takes different works, and none', () => {
    expect(messages(workRefsField.safeParse(['tidewater_suite', 'river_sketches']))).toEqual([]);
    expect(messages(workRefsField.safeParse([]))).toEqual([]);
  });
});
