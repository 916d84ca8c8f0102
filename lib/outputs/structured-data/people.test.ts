// The archive's linked data (docs/archive.md#linked-data): nodes with @id and sameAs, and Events
// that name their performers and works by those @ids.
import type { Event as SchemaEvent, MusicComposition, Person as SchemaPerson } from 'schema-dts';
import type { CreditView, WorkRef } from '../../concepts/archive/build';
import { makeShow, series } from '../../../test/support/fixture-content';
import { showEvent } from './events';
import { performersLd, personId, personStructuredData, workLd } from './people';
import type { Person } from '../../content/types';

const base = 'https://www.example.edu/artistseries';

const ines: Person = {
  id: 'ines_varga',
  name: 'Ines Varga',
  kind: 'performer',
  url: '/people/ines_varga/',
  sourceFile: 'content/people/ines_varga.json',
  wikidata: 'Q42',
  musicbrainz: '00000000-0000-4000-8000-000000000001',
};

const quartet = {
  id: 'wren',
  name: 'Wren Quartet',
  kind: 'ensemble',
  url: '/people/wren/',
} as const;
const elsa = { id: 'elsa', name: 'Elsa Moreau', kind: 'composer', url: '/people/elsa/' } as const;

const suite: WorkRef = {
  id: 'suite',
  title: 'Tidewater Suite',
  url: '/works/suite/',
  kind: 'music',
  year: 2019,
  creators: [{ person: elsa, role: 'composer' }],
};

describe('a person’s node', () => {
  const node = personStructuredData(ines);

  it('has an @id on the person’s page', () => {
    expect(node['@id']).toBe(`${base}/people/ines_varga/#person`);
  });

  it('is the same as its Wikidata and MusicBrainz entries', () => {
    expect(node).toMatchObject({
      sameAs: [
        'https://www.wikidata.org/wiki/Q42',
        'https://musicbrainz.org/artist/00000000-0000-4000-8000-000000000001',
      ],
    });
  });

  it('has no sameAs when no catalogue knows them', () => {
    expect(
      personStructuredData({ ...ines, wikidata: undefined, musicbrainz: undefined }),
    ).not.toHaveProperty('sameAs');
  });

  it('is a MusicGroup for an ensemble and a PerformingGroup for a company', () => {
    expect(personStructuredData({ ...ines, kind: 'ensemble' })['@type']).toBe('MusicGroup');
    expect(personStructuredData({ ...ines, kind: 'company' })['@type']).toBe('PerformingGroup');
  });

  it('is a schema.org Person (schema-dts)', () => {
    const typed: SchemaPerson = { ...personStructuredData(ines), '@type': 'Person' };
    expect(typed.name).toBe('Ines Varga');
  });
});

describe('a work’s node', () => {
  it('is a MusicComposition with its composer by @id', () => {
    const node = workLd(suite);
    const typed: MusicComposition = { ...node, '@type': 'MusicComposition' };
    expect(typed).toMatchObject({
      '@type': 'MusicComposition',
      '@id': `${base}/works/suite/#work`,
      dateCreated: '2019',
      composer: [{ '@type': 'Person', '@id': personId('elsa'), name: 'Elsa Moreau' }],
    });
  });

  it('is a CreativeWork with its creators when it is a play', () => {
    const play = workLd({
      ...suite,
      kind: 'play',
      creators: [{ person: elsa, role: 'playwright' }],
    });
    expect(play).toMatchObject({ '@type': 'CreativeWork', creator: [{ '@id': personId('elsa') }] });
    expect(play).not.toHaveProperty('composer');
  });
});

describe('an Event’s performers', () => {
  const credits: CreditView[] = [
    { person: quartet, role: 'ensemble' },
    { person: elsa, role: 'composer' },
  ];

  it('names the people on stage by @id and leaves a composer out', () => {
    expect(performersLd(credits, []).map((p) => p['@id'])).toEqual([personId('wren')]);
  });

  it('keeps names not yet linked after the linked ones', () => {
    const unlinked = [{ '@type': 'Person' as const, name: 'Someone' }];
    expect(performersLd(credits, unlinked).map((p) => p.name)).toEqual(['Wren Quartet', 'Someone']);
  });

  it('puts performer and workPerformed in the show’s Event', () => {
    const event = showEvent(makeShow({ performers: [] }), series, new Date('2026-01-01'), {
      people: credits,
      works: [suite],
    });
    const typed: SchemaEvent = { ...event, '@type': 'Event' };
    expect(typed).toMatchObject({
      performer: [{ '@id': personId('wren'), '@type': 'MusicGroup' }],
      workPerformed: [{ '@id': `${base}/works/suite/#work` }],
    });
  });
});
