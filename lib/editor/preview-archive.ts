/**
 * The editor's previews of a person's and a work's page (content/people/, content/works/,
 * docs/archive.md): the entry as the build will read it, or what keeps it from being read. Their
 * appearances and performances come from the shows when the site is built, so the previews show
 * the page's own part: name, kind, bio, portrait, catalogue links, a work's creators and year.
 */
import { personSchema, workSchema, type PersonRef, type WorkRef } from '../concepts/archive/build';
import type { Person } from '../content/types';
import { routes } from '../site/routes';
import { parseLenient, problemsOf, UNKNOWN_IMAGE_SIZE, type PreviewSite } from './preview';
import { asSaved } from './preview-pages';

type Problems = { problems: string[] };

/**
 * A person from this entry, with its page's address; `id` is the entry's file name, and
 * `portraitUrl` where the editor shows an uploaded portrait (its real size is the build's to read).
 */
export function previewPerson(
  data: Record<string, unknown>,
  id: string,
  portraitUrl: (file: string) => string | undefined,
): { person: Person } | Problems {
  const { file, parsed } = parseLenient(personSchema, asSaved(data));
  if (!parsed.success) return { problems: problemsOf(parsed.error, file) };
  const { portrait, portraitAlt, ...rest } = parsed.data;
  const src = portrait ? portraitUrl(portrait) : undefined;
  return {
    person: {
      ...rest,
      id,
      url: routes.person(id),
      sourceFile: `content/people/${id}.json`,
      ...(src ? { portrait: { src, alt: portraitAlt ?? rest.name, ...UNKNOWN_IMAGE_SIZE } } : {}),
    },
  };
}

/**
 * A work from this entry with its creators by name, from the people the build knew when the editor
 * was made (a person added since shows by id until the next build).
 */
export function previewWork(
  data: Record<string, unknown>,
  id: string,
  people: PreviewSite['people'],
): { work: WorkRef } | Problems {
  const { file, parsed } = parseLenient(workSchema, asSaved(data));
  if (!parsed.success) return { problems: problemsOf(parsed.error, file) };
  const work = parsed.data;
  const personRef = (person: string): PersonRef => ({
    id: person,
    name: people[person]?.name ?? person,
    url: routes.person(person),
    kind: people[person]?.kind ?? 'performer',
  });
  return {
    work: {
      id,
      title: work.title,
      url: routes.work(id),
      kind: work.kind,
      ...(work.year !== undefined ? { year: work.year } : {}),
      ...(work.wikidata ? { wikidata: work.wikidata } : {}),
      creators: work.creators.map((creator) => ({
        person: personRef(creator.person),
        role: creator.role,
      })),
    },
  };
}
