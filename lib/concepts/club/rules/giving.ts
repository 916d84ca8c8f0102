/**
 * The Philharmonic Club's giving levels and its members' names (docs/rules/tickets.md#giving-club):
 * a level's gift in words follows from its own minimum and the next level's, so staff write
 * numbers once and the table never shows two ranges that overlap. Browser-safe.
 */

export interface GivingLevel {
  /** "leaders": what a member's entry names. */
  id: string;
  /** "Leaders" */
  name: string;
  /** The smallest annual gift of the level, in whole dollars. */
  minimum: number;
}

export interface ClubMember {
  /** As printed: "Avery and Jordan Pell". */
  name: string;
  /** A level's id. */
  level: string;
  /** Only a member who said yes is named, on the programs and the club's page. */
  listed: boolean;
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/**
 * "$1,000 and above" for the top level, "$500–$999" below it: each level runs up to one dollar
 * under the next higher level's minimum. `levels` run from the highest minimum down.
 */
export function giftInWords(levels: readonly GivingLevel[], index: number): string {
  const level = levels[index];
  if (!level) throw new RangeError(`no giving level ${index}`);
  const higher = levels[index - 1];
  return higher
    ? `${dollars(level.minimum)}–${dollars(higher.minimum - 1)}`
    : `${dollars(level.minimum)} and above`;
}

/**
 * The names to print, by level in the levels' order, each level's names sorted as people read
 * them; no amounts, no level without names, nobody who did not opt in.
 */
export function listedMembersByLevel(
  levels: readonly GivingLevel[],
  members: readonly ClubMember[],
): Array<{ level: GivingLevel; names: string[] }> {
  return levels
    .map((level) => ({
      level,
      names: members
        .filter((member) => member.listed && member.level === level.id)
        .map((member) => member.name)
        .sort((a, b) => a.localeCompare(b, 'en')),
    }))
    .filter((group) => group.names.length > 0);
}
