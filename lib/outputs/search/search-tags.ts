/**
 * Site search (docs/rules/listings.md#search): which pages the index holds and the filters each one
 * is tagged with. Pages render these tags (components/search/SearchTags.tsx) and Pagefind reads
 * them from the exported HTML (scripts/postbuild/search-index.ts); the search page offers the same values as
 * its filter choices, so the two cannot disagree.
 *
 * Filter values are the words a visitor reads ("2024–25", "Speaker Series", "Open captions"):
 * Pagefind hands them back as they were tagged, and the search page shows them as they are.
 */
import { accessibilityServices, type AccessibilityService } from '../../concepts/venues';
import {
  offeredServices,
  servicesAt,
  type EventStatus,
  type ServicePerformance,
} from '../../concepts/shows';
import type { SearchFilterChoices, SearchFilterName } from './browser/search-names';
import { seasonOfDay, seasonYears, type SeasonId } from '../../concepts/seasons';
import type { CreatorRole, CreditRole, PersonKind, WorkKind } from '../../concepts/archive/build';
import {
  CREATOR_ROLE_NAMES,
  CREDIT_ROLE_NAMES,
  PERSON_KIND_NAMES,
  roleName,
  WORK_KIND_NAMES,
} from '../../concepts/archive';

export {
  SEARCH_DETAIL_META,
  searchFilterNames,
  type SearchFilterChoices,
  type SearchFilterName,
} from './browser/search-names';

/** What kind of page a result is, in the order the category filter lists them. */
const searchCategories = [
  'Performances',
  'Speaker Series',
  'Film festivals',
  'Films',
  'Education & Enrichment',
  'Visiting',
  'People',
  'Works',
] as const;
export type SearchCategory = (typeof searchCategories)[number];

/** The tags of one indexed page. */
export interface SearchTags {
  category: SearchCategory;
  /** Every season the page belongs to (a page of education events may span two). */
  seasons: SeasonId[];
  /**
   * Every accessibility service the page's performances or events offer, where they take place: a
   * cancelled show is no result for "ASL interpretation".
   */
  accessibility: AccessibilityService[];
  /** What a person or a work is, in words ("Composer", "Play"): the kind filter. */
  kind?: string;
  /** A person's roles at the series' shows, in words ("Conductor"): the role filter. */
  roles?: string[];
}

interface ShowLike {
  season: SeasonId;
  festival: boolean;
  speakerSeries: boolean;
  performances: ReadonlyArray<Omit<ServicePerformance, 'day'>>;
}

/** A show's page: a festival, a speaker-series talk or any other performance. */
export function showSearchTags(show: ShowLike): SearchTags {
  const category: SearchCategory = show.festival
    ? 'Film festivals'
    : show.speakerSeries
      ? 'Speaker Series'
      : 'Performances';
  return { category, seasons: [show.season], accessibility: offeredServices(show.performances) };
}

/** A page listing shows (the speaker series): the union of the shows' own tags. */
export function showsSearchTags(category: SearchCategory, shows: readonly ShowLike[]): SearchTags {
  return listSearchTags(
    category,
    shows.map((show) => ({
      season: show.season,
      accessibility: showSearchTags(show).accessibility,
    })),
  );
}

/** A festival film's page belongs to its festival's season; films carry no services of their own. */
export function filmSearchTags(festival: Pick<ShowLike, 'season'> | undefined): SearchTags {
  return { category: 'Films', seasons: festival ? [festival.season] : [], accessibility: [] };
}

/** A page listing several items (the education events, the speaker series): the union of theirs. */
export function listSearchTags(
  category: SearchCategory,
  items: ReadonlyArray<{ season: SeasonId; accessibility: readonly AccessibilityService[] }>,
): SearchTags {
  return {
    category,
    seasons: [...new Set(items.map((item) => item.season))].sort().reverse(),
    accessibility: accessibilityServices
      .map((service) => service.id)
      .filter((id) => items.some((item) => item.accessibility.includes(id))),
  };
}

/** The Education & Enrichment page: its events' seasons (by their days) and services. */
export function educationSearchTags(
  events: ReadonlyArray<{
    date: string;
    status: EventStatus;
    accessibility: readonly AccessibilityService[];
  }>,
): SearchTags {
  return listSearchTags(
    'Education & Enrichment',
    events.map((event) => ({
      season: seasonOfDay(event.date),
      accessibility: servicesAt(event),
    })),
  );
}

/** A venue's page and the visit page: about no season, offering no service of their own. */
export function venueSearchTags(): SearchTags {
  return { category: 'Visiting', seasons: [], accessibility: [] };
}

/** The seasons of some shows, newest first, each once. */
function seasonsOf(shows: ReadonlyArray<{ season: SeasonId }>): SeasonId[] {
  return [...new Set(shows.map((show) => show.season))].sort().reverse();
}

/**
 * A person's or group's page (docs/archive.md): every season they came in, what they are, and
 * every role they had at the series' shows.
 */
export function personSearchTags(
  person: { kind: PersonKind },
  appearances: ReadonlyArray<{
    show: { season: SeasonId };
    roles: ReadonlyArray<{ role: CreditRole | CreatorRole }>;
  }>,
): SearchTags {
  return {
    category: 'People',
    seasons: seasonsOf(appearances.map(({ show }) => show)),
    accessibility: [],
    kind: PERSON_KIND_NAMES[person.kind],
    roles: [
      ...new Set(appearances.flatMap(({ roles }) => roles.map(({ role }) => roleName(role)))),
    ],
  };
}

/** A work's page: every season it was performed in, and what kind of work it is. */
export function workSearchTags(
  work: { kind: WorkKind },
  performances: ReadonlyArray<{ show: { season: SeasonId } }>,
): SearchTags {
  return {
    category: 'Works',
    seasons: seasonsOf(performances.map(({ show }) => show)),
    accessibility: [],
    kind: WORK_KIND_NAMES[work.kind],
  };
}

/** The decade a season starts in: "1936-37" → "1930s". */
export function seasonDecade(season: SeasonId): string {
  return `${Math.floor(Number(season.slice(0, 4)) / 10) * 10}s`;
}

/** The label a season filter value carries: "2024-25" → "2024–25". */
function seasonFilterValue(season: SeasonId): string {
  return seasonYears(season);
}

/** Filter name → the values a page is tagged with, as Pagefind should index them. */
export function searchFilterValues(tags: SearchTags): Record<SearchFilterName, string[]> {
  return {
    season: tags.seasons.map(seasonFilterValue),
    category: [tags.category],
    accessibility: accessibilityServices
      .filter((service) => tags.accessibility.includes(service.id))
      .map((service) => service.label),
    decade: [...new Set(tags.seasons.map(seasonDecade))],
    kind: tags.kind ? [tags.kind] : [],
    role: tags.roles ?? [],
  };
}

/**
 * The search page's filters, from every page's tags: seasons newest first, categories and
 * services in their fixed order, and only the values some page carries (no choice leads nowhere).
 */
export function searchFilterChoices(pages: readonly SearchTags[]): SearchFilterChoices[] {
  const tagged = (name: SearchFilterName) =>
    new Set(pages.flatMap((page) => searchFilterValues(page)[name]));
  const seasons = [...new Set(pages.flatMap((page) => page.seasons))].sort().reverse();
  const categories = tagged('category');
  const services = tagged('accessibility');
  const kinds = tagged('kind');
  const roles = tagged('role');
  // The archive's filters only where some page carries a value: no choice leads nowhere.
  const archive: SearchFilterChoices[] = [
    {
      name: 'decade',
      label: 'Decade',
      anyLabel: 'Any decade',
      values: [...tagged('decade')].sort().reverse(),
    },
    {
      name: 'kind',
      label: 'Artist or work',
      anyLabel: 'Any artist or work',
      values: [...Object.values(PERSON_KIND_NAMES), ...Object.values(WORK_KIND_NAMES)].filter(
        (kind) => kinds.has(kind),
      ),
    },
    {
      name: 'role',
      label: 'Role',
      anyLabel: 'Any role',
      values: [
        ...new Set([...Object.values(CREDIT_ROLE_NAMES), ...Object.values(CREATOR_ROLE_NAMES)]),
      ].filter((role) => roles.has(role)),
    },
  ];
  return [
    {
      name: 'season',
      label: 'Season',
      anyLabel: 'All seasons',
      values: seasons.map(seasonFilterValue),
    },
    {
      name: 'category',
      label: 'Kind of event',
      anyLabel: 'Everything',
      values: searchCategories.filter((category) => categories.has(category)),
    },
    {
      name: 'accessibility',
      label: 'Accessibility service',
      anyLabel: 'Any or none',
      values: accessibilityServices
        .map((service) => service.label)
        .filter((label) => services.has(label)),
    },
    ...archive.filter((filter) => filter.values.length > 0),
  ];
}
