/**
 * The proofreading rules that `npm run proofread` applies to every exported page's visible text
 * (docs/testing.md#proofreading, docs/rules/site.md#one-voice). Each rule is a pure function of a
 * page's text and what the content says, and answers the words it found wrong; the dictionary
 * comes in as a function, so the rules test without loading one.
 */
import { isUpcoming, type Timing, seasonIdFromYear, seasonYears } from '../../concepts/seasons';
import { statusNames, type EventStatus } from '../../concepts/shows';

export type RuleName =
  'spelling' | 'one word' | 'season' | 'one with a plural' | 'raw id' | 'status';

export interface Finding {
  rule: RuleName;
  /** The words as the page has them, each once, in the order they first appear. */
  words: string[];
}

/** Whether a word (as written, any case) is in the dictionary or the project's word list. */
export type IsKnown = (word: string) => boolean;

function unique(words: Iterable<string>): string[] {
  return [...new Set(words)];
}

/**
 * The text without addresses, e-mail addresses and file names: "example.edu/shows/…" is not
 * prose, and the QR card prints the show's address, whose name is an id by design.
 */
export function proseOf(text: string): string {
  return text
    .split(/\s+/)
    .filter((token) => !/[/@]|^\(?www\.|\.[a-z]{2,4}\W*$/i.test(token))
    .join(' ');
}

/** The text with every occurrence of the given names (people, venues, works) blanked out. */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  // Longest first, so "Kestrel Theatre Company" goes before a shorter name inside it.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name.trim()) out = out.split(name).join(' ');
  }
  return out;
}

/** The words of a text, without possessive endings: "Wren's" is "Wren". */
export function wordsOf(text: string): string[] {
  const words = text.match(/\p{L}[\p{L}\p{M}'’]*/gu) ?? [];
  return words
    .map((word) => word.replace(/['’]s$/i, '').replace(/['’]+$/, ''))
    .filter((word) => word.length > 1);
}

/** Words neither the dictionary nor the project's word list knows. */
export function misspelled(text: string, isKnown: IsKnown): Finding[] {
  const words = unique(wordsOf(proseOf(text)).filter((word) => !isKnown(word)));
  return words.length ? [{ rule: 'spelling', words }] : [];
}

/**
 * British spellings and second words for one thing, with the site's word
 * (docs/rules/site.md#one-voice). The dictionary knows "programme" and "centre" (it has every
 * variant), so the rule lists them. Names keep their own spelling: the caller blanks them first.
 */
export const PREFERRED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bprogrammes?\b/gi, 'program'],
  [/\bhonour\w*/gi, 'honor'],
  [/\bcentres?\b/gi, 'center'],
  [/\btheatres?\b/gi, 'theater'],
  [/\bcolour\w*/gi, 'color'],
  [/\bgrey\b/gi, 'gray'],
  [/\bfavourites?\b/gi, 'favorite'],
  [/\bintervals?\b/gi, 'intermission'],
  [/\blicence\b/gi, 'license'],
  [/\bcatalogues?\b/gi, 'catalog'],
  // "Archive" is the series' memory (docs/archive.md); the list at /seasons/ is Past Seasons.
  [/\bseasons?(?:['’]s?)? archives?\b/gi, 'past seasons'],
  [/\bneighbour\w*/gi, 'neighbor'],
  [/\bbehaviour\w*/gi, 'behavior'],
  [/\btravell(?:ed|ing|er|ers)\b/gi, 'traveled'],
  [
    /\b(?:organ|recogn|real|apolog|special|prioriti|summar|memor|minim|visual|familiar|authori|critici)is(?:e|ed|es|ing|ations?)\b/gi,
    '-ize',
  ],
];

/** British spellings and second words for one thing, each with the word the site uses. */
export function notOurWords(text: string): Finding[] {
  const found: string[] = [];
  for (const [pattern, ours] of PREFERRED) {
    for (const match of text.matchAll(pattern)) found.push(`${match[0]} (say ${ours})`);
  }
  const words = unique(found);
  return words.length ? [{ rule: 'one word', words }] : [];
}

/**
 * Seasons written any other way than "2026–27" (en dash, two digits after it, as
 * lib/concepts/seasons/rules/seasons.ts writes them). Two years that do not follow each other
 * ("2001-2024") are a span, not a season; an address's "2026-27" is not prose.
 */
export function otherSeasonFormats(text: string): Finding[] {
  const found: string[] = [];
  for (const match of proseOf(text).matchAll(/\b(\d{4})(\s*[-–—]\s*)(\d{4}|\d{2})\b/g)) {
    const [written, first = '', , second = ''] = match;
    const next = Number(first) + 1;
    const follows =
      second.length === 4
        ? Number(second) === next
        : second === String(next % 100).padStart(2, '0');
    if (follows && written !== seasonYears(seasonIdFromYear(Number(first)))) found.push(written);
  }
  const words = unique(found);
  return words.length ? [{ rule: 'season', words }] : [];
}

/** Words that number places and parts: "level 1", "door 1", "act 1". */
const LABELS = new Set(
  'level floor entrance door gate step act part room row section page track chapter scene route exit lot stage suite lane platform number no.'.split(
    ' ',
  ),
);

/**
 * "1" followed by a plural noun ("1 shows"). A plural is a word the dictionary knows whose
 * singular (less "s", "es", or "ies" for "y") it knows too. A "1" after a capitalized word or a
 * word that numbers places ("Entrance 1 leads to…", "level 1 leads to…") is a label, not a count.
 */
export function oneWithPlural(text: string, isKnown: IsKnown): Finding[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|(\S+)\s+)1\s+(\p{Ll}+)\b/gu)) {
    const [, before = '', noun = ''] = match;
    if (/^\p{Lu}/u.test(before) || LABELS.has(before)) continue;
    if (!/s$/.test(noun) || /(?:ss|us|is)$/.test(noun)) continue;
    const singulars = [noun.slice(0, -1), noun.slice(0, -2), `${noun.slice(0, -3)}y`];
    if (singulars.some((singular) => singular.length > 1 && isKnown(singular)))
      found.push(`1 ${noun}`);
  }
  const words = unique(found);
  return words.length ? [{ rule: 'one with a plural', words }] : [];
}

/**
 * Content ids shown as text (a show's file name, a person's, a work's or a venue's id). Only ids
 * that cannot read as a word are looked for: those with "_" or a digit.
 */
export function rawIds(text: string, ids: ReadonlySet<string>): Finding[] {
  const found = proseOf(text)
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => /[_\d]/.test(token) && ids.has(token));
  const words = unique(found);
  return words.length ? [{ rule: 'raw id', words }] : [];
}

/** What the status rule needs to know of the show a page belongs to. */
export interface ShowFacts extends Timing {
  title: string;
  status: EventStatus;
}

/**
 * A show's own pages (the show, its program, large print and QR card) agree with its status and
 * its date: a cancelled or postponed show says so in the status's own word (statusNames); a show
 * whose every performance is past draws only ticket blocks that serve "over", and an upcoming one
 * draws none that serves "over" alone. `blocks` are the visible ticket blocks, each as the phases
 * it serves (lib/build/proofread/page-text.ts).
 */
export function statusDisagrees(
  text: string,
  show: ShowFacts,
  blocks: readonly (readonly string[])[],
  today: string,
): Finding[] {
  const found: string[] = [];
  if (show.status === 'cancelled' || show.status === 'postponed') {
    const word = statusNames[show.status];
    if (!text.includes(word)) found.push(`${show.title}: no "${word}"`);
  }
  const upcoming = isUpcoming(show, today);
  if (!upcoming && blocks.some((phases) => !phases.includes('over'))) {
    found.push(`${show.title}: tickets shown though every performance is past`);
  }
  if (upcoming && blocks.some((phases) => phases.length === 1 && phases[0] === 'over')) {
    found.push(`${show.title}: shown as over though it is upcoming`);
  }
  return found.length ? [{ rule: 'status', words: found }] : [];
}

/** What the rules know besides a page: the dictionary, the content's names and ids, its shows. */
export interface Proofreading {
  isKnown: IsKnown;
  /** Names as the content writes them (people, venues, works), which keep their own spelling. */
  names: readonly string[];
  /** Content ids: shows' names, people's, works' and venues' ids. */
  ids: ReadonlySet<string>;
  /** The show a page belongs to, by the page's address (a show's page and its program pages). */
  showOfPage: ReadonlyMap<string, ShowFacts>;
  /** Today at the venue, YYYY-MM-DD. */
  today: string;
}

/** One exported page: its address (without the base path) and its visible text. */
export interface ProofPage {
  path: string;
  title: string;
  text: string;
  /** The visible ticket blocks, each as the phases it serves. */
  phases: readonly (readonly string[])[];
}

/** Every rule over one page: what it found, rule by rule, or nothing. */
export function proofread(page: ProofPage, context: Proofreading): Finding[] {
  const all = `${page.title} ${page.text}`;
  const prose = withoutNames(all, context.names);
  const show = context.showOfPage.get(page.path);
  return [
    ...misspelled(prose, context.isKnown),
    ...notOurWords(prose),
    ...otherSeasonFormats(all),
    ...oneWithPlural(all, context.isKnown),
    ...rawIds(all, context.ids),
    ...(show ? statusDisagrees(all, show, page.phases, context.today) : []),
  ];
}

/** A page's findings as the check prints them: the page, then one line a rule. */
export function report(path: string, findings: readonly Finding[]): string {
  return [
    path,
    ...findings.map((finding) => `  ${finding.rule}: ${finding.words.join(', ')}`),
  ].join('\n');
}
