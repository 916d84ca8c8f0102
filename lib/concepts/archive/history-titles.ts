/**
 * Titles for imported shows that tell programs apart (docs/archive.md#titles): the sheet's `title`
 * when it gives one, else the headliner and the program: "Ridgeline Civic Symphony: Pellerin’s
 * Harbour Lights Overture and Oyelaran’s Nocturnes — Osric Thale, conductor". Within a season,
 * shows whose programs differ never share a title: more of the program is named, then the first
 * night's date.
 */
import { MONTHS } from '../../time/format';
import type { Row } from './history-rows';

/** Works a title names before it says "and more", unless more are needed to tell shows apart. */
export const TITLE_WORKS = 2;

/** A name's family name: "Pellerin" for "Augustin Pellerin" and for "Pellerin, Augustin". */
export function surname(name: string): string {
  const comma = name.indexOf(',');
  if (comma > 0) return name.slice(0, comma).trim();
  const parts = name.trim().split(/\s+/);
  return parts[parts.length - 1] ?? name;
}

/** "Pellerin’s Harbour Lights Overture"; the title alone when it already names its composer. */
function workLabel(work: string, composer: string | undefined): string {
  if (!composer) return work;
  const family = surname(composer);
  return work.toLowerCase().includes(family.toLowerCase()) ? work : `${family}’s ${work}`;
}

function listOf(items: readonly string[], shown: number): string {
  const head = items.slice(0, shown);
  if (items.length > shown) return `${head.join(', ')} and more`;
  if (head.length <= 1) return head.join('');
  return `${head.slice(0, -1).join(', ')} and ${head[head.length - 1]}`;
}

/** What a title is made of, read from a show's rows. */
export interface TitleParts {
  headliner?: string;
  /** "Osric Thale, conductor" */
  leader?: string;
  works: string[];
}

export function titleParts(rows: readonly Row[]): TitleParts {
  const group = rows.find((r) => r.performer && (r.role === 'ensemble' || r.role === 'company'));
  const lead = rows.find((r) => r.performer && (r.role === 'conductor' || r.role === 'director'));
  const headliner = (group ?? rows.find((r) => r.performer && r !== lead) ?? lead)?.performer;
  const works: string[] = [];
  for (const row of rows) {
    if (!row.work) continue;
    const label = workLabel(row.work, row.composer);
    if (!works.includes(label)) works.push(label);
  }
  return {
    ...(headliner ? { headliner } : {}),
    ...(lead?.performer && lead.performer !== headliner
      ? { leader: `${lead.performer}, ${lead.role}` }
      : {}),
    works,
  };
}

/** The title naming `shown` works. */
export function titleOf(parts: TitleParts, shown: number = TITLE_WORKS): string {
  const program = listOf(parts.works, shown);
  const main = [parts.headliner, program].filter(Boolean).join(': ');
  return parts.leader ? `${main} — ${parts.leader}` : main;
}

/** "November 12" for "1936-11-12…" (no Intl: a sheet has thousands of shows). */
function dayLabel(start: string): string {
  return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${Number(start.slice(8, 10))}`;
}

/** Each title a show may take, from the shortest to the most telling. */
function candidates(parts: TitleParts, start: string): string[] {
  const list = [titleOf(parts)];
  for (let shown = TITLE_WORKS + 1; shown <= parts.works.length; shown += 1) {
    list.push(titleOf(parts, shown));
  }
  list.push(`${titleOf(parts, parts.works.length)} (${dayLabel(start)})`);
  return list;
}

export interface TitledShow {
  season: string;
  /** What it plays and who plays it (./history-runs.ts programSignature): equal programs may share a title. */
  signature: string;
  /** The first night, "YYYY-MM-DDTHH:MM". */
  start: string;
  parts: TitleParts;
  /** The sheet's own title, used as it is. */
  title?: string;
}

/** A title per show, in order: within a season, shows with different programs differ. */
export function distinctTitles(shows: readonly TitledShow[]): string[] {
  const options = shows.map((show) =>
    show.title ? [show.title] : candidates(show.parts, show.start),
  );
  const level = shows.map(() => 0);
  const titleAt = (i: number) => options[i]![Math.min(level[i]!, options[i]!.length - 1)]!;
  for (;;) {
    const seen = new Map<string, number[]>();
    shows.forEach((show, i) => {
      if (show.title) return;
      const key = `${show.season}\u0000${titleAt(i).toLowerCase()}`;
      seen.set(key, [...(seen.get(key) ?? []), i]);
    });
    let moved = false;
    for (const group of seen.values()) {
      const programs = new Set(group.map((i) => shows[i]!.signature));
      if (programs.size < 2) continue;
      for (const i of group) {
        if (level[i]! < options[i]!.length - 1) {
          level[i] = level[i]! + 1;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  return shows.map((_, i) => titleAt(i));
}
