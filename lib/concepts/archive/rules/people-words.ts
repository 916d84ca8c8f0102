/**
 * The words for what people are and did, and for kinds of work (docs/archive.md): the pages and
 * the editor read the same ones. Browser-safe like every module of a room's rules/ folder.
 */
import type { CreatorRole, CreditRole, PersonKind, WorkKind } from '../people-schema';
import { formatDateShort } from '../../../time/format';

export const PERSON_KIND_NAMES: Readonly<Record<PersonKind, string>> = {
  performer: 'Performer',
  ensemble: 'Ensemble or band',
  speaker: 'Speaker',
  composer: 'Composer',
  playwright: 'Playwright',
  choreographer: 'Choreographer',
  conductor: 'Conductor',
  director: 'Director',
  company: 'Theater, dance or circus company',
};

export const CREDIT_ROLE_NAMES: Readonly<Record<CreditRole, string>> = {
  ...PERSON_KIND_NAMES,
  ensemble: 'Ensemble',
  company: 'Company',
  soloist: 'Soloist',
  host: 'Host',
};

export const WORK_KIND_NAMES: Readonly<Record<WorkKind, string>> = {
  music: 'Music',
  play: 'Play',
  dance: 'Dance',
  opera: 'Opera',
  musical: 'Musical',
  film: 'Film',
  talk: 'Talk or lecture',
  other: 'Other',
};

export const CREATOR_ROLE_NAMES: Readonly<Record<CreatorRole, string>> = {
  composer: 'Composer',
  playwright: 'Playwright',
  choreographer: 'Choreographer',
  librettist: 'Librettist',
  lyricist: 'Lyricist',
  arranger: 'Arranger',
  author: 'Author',
  director: 'Director',
};

/** A role at a show or in a work, in words: "Performer", "Composer". */
export function roleName(role: CreditRole | CreatorRole): string {
  return role in CREDIT_ROLE_NAMES
    ? CREDIT_ROLE_NAMES[role as CreditRole]
    : CREATOR_ROLE_NAMES[role as CreatorRole];
}

/**
 * The performances a role was held at, when not at every one: "Mar 7 only", "Mar 7 and Mar 8
 * only", "Mar 6, Mar 7 and Mar 8 only" (a day with two performances is named once).
 */
export function onlyOn(dates: readonly string[]): string {
  const days = [...new Set(dates.map((date) => formatDateShort(date.slice(0, 10))))];
  const last = days.pop() ?? '';
  return `${days.length > 0 ? `${days.join(', ')} and ${last}` : last} only`;
}
