/** @jest-environment node */
// The editor's previews of a person's and a work's page (lib/editor/preview-archive.ts).
import { fixturePreviewSite } from '../../test/support/fixture-content';
import { previewPerson, previewWork } from './preview-archive';

const people = fixturePreviewSite().people;
const noAsset = () => undefined;

describe("a person's preview", () => {
  it('is the person with the address of their page', () => {
    const result = previewPerson({ name: 'Ines Varga', kind: 'performer' }, 'ines_varga', noAsset);
    expect(result).toEqual({
      person: {
        name: 'Ines Varga',
        kind: 'performer',
        id: 'ines_varga',
        url: '/people/ines_varga/',
        sourceFile: 'content/people/ines_varga.json',
      },
    });
  });

  it('shows the uploaded portrait, described by its alt text or else the name', () => {
    const at = (file: string) => `blob:${file}`;
    const described = previewPerson(
      {
        name: 'Ines Varga',
        kind: 'performer',
        portrait: 'ines.jpg',
        portraitAlt: 'Ines at a stand',
      },
      'ines_varga',
      at,
    );
    const bare = previewPerson(
      { name: 'Ines Varga', kind: 'performer', portrait: 'ines.jpg' },
      'ines_varga',
      at,
    );
    expect('person' in described && described.person.portrait).toMatchObject({
      src: 'blob:ines.jpg',
      alt: 'Ines at a stand',
    });
    expect('person' in bare && bare.person.portrait?.alt).toBe('Ines Varga');
  });

  it('names the field a mistake is in, in words', () => {
    const result = previewPerson({ name: 'Ines Varga', kind: 'juggler' }, 'ines_varga', noAsset);
    expect('problems' in result && result.problems.join('\n')).toMatch(/kind/);
  });
});

describe("a work's preview", () => {
  it('names its creators from People, and shows an id the build does not know yet as it is', () => {
    const result = previewWork(
      {
        title: 'Tidewater Suite',
        kind: 'music',
        year: 2019,
        creators: [
          { person: 'elsa_moreau', role: 'composer' },
          { person: 'someone_new', role: 'arranger' },
        ],
      },
      'tidewater_suite',
      people,
    );
    if (!('work' in result)) throw new Error(result.problems.join('\n'));
    expect(result.work).toMatchObject({ url: '/works/tidewater_suite/', year: 2019 });
    expect(result.work.creators.map((c) => [c.person.name, c.role])).toEqual([
      ['Elsa Moreau', 'composer'],
      ['someone_new', 'arranger'],
    ]);
  });

  it('names the field a mistake is in', () => {
    const result = previewWork({ title: '', kind: 'music', creators: [] }, 'x', people);
    expect('problems' in result && result.problems.join('\n')).toMatch(/title/);
  });
});
