/**
 * The series as every output names it (JSON-LD's organizer, calendar files and feeds, the
 * picks): what they need from content/site.json, read once per page or file.
 */
import { absoluteUrl } from './paths';
import { routes } from './routes';
import type { Site } from '../content/types';

export interface SeriesInfo {
  name: string;
  /** Absolute URL of the home page. */
  url: string;
  universityName: string;
  universityUrl?: string;
  /** The venues' IANA time zone. */
  timeZone: string;
  seasonHeading: string;
}

export function seriesInfo(site: Site): SeriesInfo {
  return {
    name: site.seriesName,
    url: absoluteUrl(routes.home()),
    universityName: site.universityName,
    universityUrl: site.logos.university.url || undefined,
    timeZone: site.timeZone,
    seasonHeading: site.seasonHeading,
  };
}
