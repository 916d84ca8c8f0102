/**
 * Linked data for the archive (docs/archive.md#linked-data): each person, group and work is one
 * node with an `@id` on its own page and `sameAs` to the catalogues that know it; a show's Event
 * names its performers and works by those `@id`s, so a search engine sees one connected graph.
 * Typed with schema-dts.
 */
import type {
  CreativeWork,
  MusicComposition,
  MusicGroup,
  PerformingGroup,
  Person as SchemaPerson,
} from 'schema-dts';
import type {
  CreditRole,
  PersonKind,
  CreditView,
  PersonRef,
  ShowCredits,
  WorkRef,
} from '../../concepts/archive/build';
import type { Person } from '../../content/types';
import { authorityLinks } from '../../concepts/archive';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';

type Leaf<T> = Exclude<T, string>;
export type PersonNodeLd = Leaf<SchemaPerson> | Leaf<MusicGroup> | Leaf<PerformingGroup>;
export type WorkNodeLd = Leaf<CreativeWork> | Leaf<MusicComposition>;

/** The roles that put someone on stage: Event.performer. A composer or director is not one. */
const PERFORMING_ROLES: ReadonlySet<CreditRole> = new Set([
  'performer',
  'ensemble',
  'company',
  'speaker',
  'conductor',
  'soloist',
  'host',
]);

/** The `@id` of a person's node: their page's address with a fragment. */
export function personId(id: string): string {
  return `${absoluteUrl(routes.person(id))}#person`;
}

export function workId(id: string): string {
  return `${absoluteUrl(routes.work(id))}#work`;
}

/** An ensemble is a MusicGroup, a company a PerformingGroup, anyone else a Person. */
function personType(kind: PersonKind): 'Person' | 'MusicGroup' | 'PerformingGroup' {
  return kind === 'ensemble' ? 'MusicGroup' : kind === 'company' ? 'PerformingGroup' : 'Person';
}

/** A reference to a person's node, for an Event or a work: type, @id, name and page. */
export function personRefLd(person: PersonRef): PersonNodeLd {
  return {
    '@type': personType(person.kind),
    '@id': personId(person.id),
    name: person.name,
    url: absoluteUrl(person.url),
  };
}

/** A person's page: their node in full, with sameAs to Wikidata, ISNI and MusicBrainz. */
export function personStructuredData(person: Person): PersonNodeLd {
  const sameAs = authorityLinks(person).map((link) => link.url);
  return {
    ...personRefLd(person),
    ...(person.bio ? { description: person.bio } : {}),
    ...(person.portrait ? { image: absoluteUrl(person.portrait.src) } : {}),
    ...(person.isni ? { identifier: `ISNI ${person.isni}` } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** A work: a MusicComposition with its composers when it is music, else a CreativeWork. */
export function workLd(work: WorkRef): WorkNodeLd {
  const by = (role: string) =>
    work.creators.filter((c) => c.role === role).map((c) => personRefLd(c.person));
  const composers = by('composer');
  const others = work.creators
    .filter((c) => c.role !== 'composer')
    .map((c) => personRefLd(c.person));
  const base = {
    '@id': workId(work.id),
    name: work.title,
    url: absoluteUrl(work.url),
    ...(work.year !== undefined ? { dateCreated: String(work.year) } : {}),
    ...(work.wikidata ? { sameAs: `https://www.wikidata.org/wiki/${work.wikidata}` } : {}),
    ...(others.length > 0 ? { creator: others } : {}),
  };
  if (work.kind === 'music' || work.kind === 'opera') {
    return {
      '@type': 'MusicComposition',
      ...base,
      ...(composers.length > 0 ? { composer: composers } : {}),
    };
  }
  return {
    '@type': 'CreativeWork',
    ...base,
    ...(composers.length > 0 ? { creator: [...composers, ...others] } : {}),
  };
}

/** A work's page: its node. */
export function workStructuredData(work: WorkRef): WorkNodeLd {
  return workLd(work);
}

/** An Event's performers: the linked people on stage by @id, then names not yet linked. */
export function performersLd(
  credits: readonly CreditView[],
  unlinked: readonly PersonNodeLd[],
): PersonNodeLd[] {
  const seen = new Set<string>();
  const linked = credits.flatMap((credit) => {
    if (!PERFORMING_ROLES.has(credit.role) || seen.has(credit.person.id)) return [];
    seen.add(credit.person.id);
    return [personRefLd(credit.person)];
  });
  return [...linked, ...unlinked];
}

/** What a show adds to its Event from its credits: performer and workPerformed. */
export function creditsLd(
  credits: ShowCredits,
  unlinked: readonly PersonNodeLd[],
): { performer?: PersonNodeLd[]; workPerformed?: WorkNodeLd[] } {
  const performer = performersLd(credits.people, unlinked);
  return {
    ...(performer.length > 0 ? { performer } : {}),
    ...(credits.works.length > 0 ? { workPerformed: credits.works.map(workLd) } : {}),
  };
}
