/** @jest-environment node */
// The archive as pages show it (lib/concepts/archive/archive-views.ts), from the fixture content.
import { fixtureContent, makeRunWithGuest, makeShow } from '../../../test/support/fixture-content';
import { historyView, programView, showCredits } from './archive-views';

const { people, works } = fixtureContent;

describe('a show’s credits', () => {
  it('names its people and works, with the works’ creators', () => {
    const credits = showCredits(
      makeShow({
        people: [{ person: 'wren_hollow_quartet', role: 'ensemble' }],
        works: ['tidewater_suite'],
      }),
      people,
      works,
    );
    expect(credits.people).toEqual([
      {
        person: {
          id: 'wren_hollow_quartet',
          name: 'Wren Hollow Quartet',
          kind: 'ensemble',
          url: '/people/wren_hollow_quartet/',
        },
        role: 'ensemble',
      },
    ]);
    expect(credits.works[0]).toMatchObject({
      title: 'Tidewater Suite',
      creators: [{ person: { name: 'Elsa Moreau' }, role: 'composer' }],
    });
  });

  it('adds a performance’s own people after the show’s, with the performances they were at', () => {
    const show = makeRunWithGuest({
      people: [{ person: 'wren_hollow_quartet', role: 'ensemble' }],
      works: [],
    });
    expect(
      showCredits(show, people, works).people.map((c) => [c.person.id, c.role, c.dates]),
    ).toEqual([
      ['wren_hollow_quartet', 'ensemble', undefined],
      ['elsa_moreau', 'conductor', ['2027-01-24T19:30']],
    ]);
  });

  it('is empty for a show that links nobody', () => {
    expect(showCredits(makeShow({ people: [], works: [] }), people, works)).toEqual({
      people: [],
      works: [],
    });
  });
});

describe('the history', () => {
  const shows = [
    makeShow({ name: 'a', works: ['tidewater_suite'], people: [] }),
    makeShow({
      name: 'b',
      works: ['tidewater_suite'],
      people: [{ person: 'wren_hollow_quartet', role: 'ensemble' }],
    }),
  ];
  // A day after the fixture's shows: every performance of these took place.
  const view = historyView(shows, people, works, 5, '2099-01-01');

  it('ranks the works by performances and gives their composers the same count', () => {
    const each = shows[0]!.performances.length;
    expect(view.topWorks.map((t) => [t.work.id, t.count])).toEqual([['tidewater_suite', 2 * each]]);
    expect(view.topComposers.map((t) => [t.person.id, t.count])).toEqual([
      ['elsa_moreau', 2 * each],
    ]);
  });

  it('counts appearances by shows credited, not by works written', () => {
    expect(view.topPeople.map((t) => [t.person.id, t.count])).toEqual([['wren_hollow_quartet', 1]]);
  });

  it('lists nothing when the limit is zero', () => {
    expect(historyView(shows, people, works, 0, '2099-01-01').topWorks).toEqual([]);
  });
});

describe('a program as its pages print it', () => {
  const program = (lines: Partial<NonNullable<ReturnType<typeof makeShow>['digitalProgram']>>) =>
    makeShow({
      people: [{ person: 'wren_hollow_quartet', role: 'ensemble' }],
      digitalProgram: { works: [], cast: [], credits: [], ...lines },
    });

  it('names a picked person from People and links their page; a typed name stays as typed', () => {
    const view = programView(
      program({
        cast: [{ person: 'wren_hollow_quartet', role: 'quartet' }],
        credits: [{ name: 'Lena Marsh', role: 'Program notes' }],
      }),
      people,
      works,
    );
    expect(view?.cast).toEqual([
      { name: 'Wren Hollow Quartet', role: 'quartet', url: '/people/wren_hollow_quartet/' },
    ]);
    expect(view?.credits).toEqual([{ name: 'Lena Marsh', role: 'Program notes' }]);
  });

  it('links a picked work and names its creators when the line gives no composer', () => {
    const view = programView(
      program({ works: [{ title: 'Tidewater', work: 'tidewater_suite' }] }),
      people,
      works,
    );
    expect(view?.works).toEqual([
      { title: 'Tidewater', url: '/works/tidewater_suite/', composer: 'Elsa Moreau' },
    ]);
  });

  it('keeps the composer a line gives, and leaves a line without a work unlinked', () => {
    const view = programView(
      program({
        works: [
          { title: 'Tidewater', work: 'tidewater_suite', composer: 'E. Moreau' },
          { title: 'Op. 130', composer: 'Ludwig van Beethoven' },
        ],
      }),
      people,
      works,
    );
    expect(view?.works).toEqual([
      { title: 'Tidewater', url: '/works/tidewater_suite/', composer: 'E. Moreau' },
      { title: 'Op. 130', composer: 'Ludwig van Beethoven' },
    ]);
  });

  it('carries the notes, and no notes when the program has none', () => {
    expect(programView(program({ notes: '<p>About the music.</p>' }), people, works)?.notes).toBe(
      '<p>About the music.</p>',
    );
    expect(
      programView(program({ works: [{ title: 'Op. 130' }] }), people, works),
    ).not.toHaveProperty('notes');
  });

  it('is nothing for a show without a program', () => {
    expect(programView(makeShow({ digitalProgram: undefined }), people, works)).toBeUndefined();
  });
});
