/**
 * Sponsor logos and rows (docs/rules/content.md#content-fields). Logo files are named from the sponsor's name so
 * staff only drop a file into public/sponsors/; the version query lets a replaced logo bypass caches.
 */
import { routes } from '../../../site/routes';
import type { RawSponsor } from '../show-schema';
import type { Sponsor, SponsorRow } from '../../../content/types';

/** "Tri-State Bank & Trust" → "tristate_bank__trust.jpg" (lowercase, spaces to _, \W removed). */
export function sponsorLogoFileName(name: string): string {
  return `${name.toLowerCase().replace(/ /g, '_').replace(/\W/g, '')}.jpg`;
}

/** "/sponsors/{file}?v={version}", site-relative (components add the base path). */
export function sponsorLogoPath(name: string, version: string): string {
  return `${routes.sponsorLogo(sponsorLogoFileName(name))}?v=${encodeURIComponent(version)}`;
}

const LOGO_LIMITS: Readonly<Record<number, { maxWidth: number; maxHeight: number }>> = {
  1: { maxWidth: 275, maxHeight: 165 },
  2: { maxWidth: 220, maxHeight: 132 },
  3: { maxWidth: 180, maxHeight: 108 },
  4: { maxWidth: 150, maxHeight: 90 },
};

const DEFAULT_LOGO_LIMIT = { maxWidth: 125, maxHeight: 40 };

/** The largest box a logo of this level may fill: level 1 largest, shrinking to 125×40. */
export function logoSizeLimit(level: number): { maxWidth: number; maxHeight: number } {
  return { ...(LOGO_LIMITS[level] ?? DEFAULT_LOGO_LIMIT) };
}

export function toSponsor(raw: RawSponsor, logoVersion: string): Sponsor {
  return {
    name: raw.name,
    level: raw.level,
    text: raw.text,
    food: raw.food,
    url: raw.url,
    logoSrc: sponsorLogoPath(raw.name, logoVersion),
  };
}

/** One row per level present, levels ascending, sponsors in their given order within a level. */
export function groupSponsorsByLevel(sponsors: readonly Sponsor[]): SponsorRow[] {
  const byLevel = new Map<number, Sponsor[]>();
  for (const sponsor of sponsors) {
    const row = byLevel.get(sponsor.level);
    if (row) row.push(sponsor);
    else byLevel.set(sponsor.level, [sponsor]);
  }
  return [...byLevel.keys()]
    .sort((a, b) => a - b)
    .map((level) => ({ level, ...logoSizeLimit(level), sponsors: byLevel.get(level) ?? [] }));
}
