/**
 * The editor's words for people and works (docs/archive.md): the people and works collections,
 * and the fields by which a show names them. lib/editor/presentation.ts merges it into its table.
 */
import {
  CREATOR_ROLE_NAMES,
  CREDIT_ROLE_NAMES,
  PERSON_KIND_NAMES,
  WORK_KIND_NAMES,
} from '../concepts/archive';
import type { FieldPath, Presentation } from './presentation-types';

const WIKIDATA_HINT =
  'Optional. The Wikidata item id, Q and digits (e.g. Q42), not the whole link: search engines then know who this is.';

export const PEOPLE_HELP: Readonly<Record<FieldPath, Presentation>> = {
  'shows.people': {
    label: 'People',
    hint: 'Who took part, each picked from People (add a person there first). Each gets a page listing every time they came.',
  },
  'shows.people.person': {
    label: 'Person or group',
    hint: 'Type to search People by name.',
  },
  'shows.people.role': { options: CREDIT_ROLE_NAMES, hint: 'What they did at this show.' },
  'shows.people.part': {
    label: 'Instrument or part',
    hint: 'Optional: e.g. viola, or the character played.',
  },
  'shows.performances.people': {
    label: 'People at this performance only',
    hint: 'Who took part in this performance beyond the show’s People: a guest soloist, another conductor, an understudy. Leave empty when the show’s People were all there.',
  },
  'shows.performances.people.person': {
    label: 'Person or group',
    hint: 'Type to search People by name.',
  },
  'shows.performances.people.role': {
    options: CREDIT_ROLE_NAMES,
    hint: 'What they did at this performance.',
  },
  'shows.performances.people.part': {
    label: 'Instrument or part',
    hint: 'Optional: e.g. viola, or the character played.',
  },
  'shows.works': {
    label: 'Works performed',
    hint: 'The works performed, picked from Works, in program order. Each gets a page listing every performance.',
  },
  'shows.digitalProgram.works.work': {
    label: 'Work (link)',
    hint: 'Optional: the same work picked from Works, so the program line links to its page.',
  },
  'shows.digitalProgram.cast.person': {
    label: 'Performer (from People)',
    hint: 'Pick someone already under People above: the name links to their page. Leave Name empty.',
  },
  'shows.digitalProgram.credits.person': {
    label: 'Person (from People)',
    hint: 'Pick someone already under People above: the name links to their page. Leave Name empty.',
  },
  'shows.performers': {
    label: 'Performers not yet in People',
    hint: 'Names only, for search engines and the page. Prefer People above, which gives each a page.',
  },
  'people.name': {
    hint: 'As the series prints it, e.g. Ines Varga or The Marrow Street Orchestra.',
  },
  'people.kind': { options: PERSON_KIND_NAMES, hint: 'What they mainly are to the series.' },
  'people.wikidata': { label: 'Wikidata id', hint: WIKIDATA_HINT },
  'people.isni': { label: 'ISNI', hint: 'Optional. 16 characters, no spaces.' },
  'people.musicbrainz': {
    label: 'MusicBrainz id',
    hint: 'Optional. The id at the end of their MusicBrainz page’s address.',
  },
  'people.bio': { label: 'Short bio', hint: 'Plain text, a few sentences.' },
  'people.portrait': { hint: 'Optional picture; any size.' },
  'people.portraitAlt': { label: 'Portrait description', hint: 'What the picture shows.' },
  'works.title': { hint: 'The work’s title, without the composer.' },
  'works.kind': { options: WORK_KIND_NAMES },
  'works.creators': { hint: 'Who made it: composer, playwright, choreographer…' },
  'works.creators.person': { label: 'Person', hint: 'Type to search People by name.' },
  'works.creators.role': { options: CREATOR_ROLE_NAMES },
  'works.year': { hint: 'Optional: the year it was written or first performed.' },
  'works.wikidata': { label: 'Wikidata id', hint: WIKIDATA_HINT },
};

/** The fields that pick a person or a work: which collection, and whether several. */
export const RELATION_FIELDS: Readonly<
  Record<FieldPath, { collection: 'people' | 'works'; multiple: boolean }>
> = {
  'shows.people.person': { collection: 'people', multiple: false },
  'shows.performances.people.person': { collection: 'people', multiple: false },
  'works.creators.person': { collection: 'people', multiple: false },
  'shows.works': { collection: 'works', multiple: true },
  'shows.digitalProgram.works.work': { collection: 'works', multiple: false },
  'shows.digitalProgram.cast.person': { collection: 'people', multiple: false },
  'shows.digitalProgram.credits.person': { collection: 'people', multiple: false },
};
