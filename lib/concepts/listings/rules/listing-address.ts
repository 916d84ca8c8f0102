/**
 * What a listing's address says (docs/rules/listings.md#listings), both ways: the query an
 * address shows and the address of a query. One question has its own pre-rendered page
 * (/whats-on/free/, /whats-on/2027-03/, /whats-on/music/); choices combined in the browser are
 * the page of every choice with a query string (/whats-on/?free=yes&when=2027-03&service=…),
 * so an address can be shared and a reload shows the same list. Also the words each listing is
 * called by. Browser-safe.
 */
import { countOf } from '../../../site/words';
import { routes } from '../../../site/routes';
import { formatMonth } from '../../../time/format';
import { isAccessibilityService, serviceInfo } from '../../venues';
import {
  isListingTopic,
  isListingWindow,
  isMonthId,
  topicLabels,
  windowLabels,
  type ListingQuery,
  type ListingTopic,
  type ListingWindow,
  type MonthId,
} from './listings';

/** The pages of single questions: free, the windows, each month, each topic. */
export function listingPageIds(months: readonly MonthId[], topics: readonly ListingTopic[]) {
  return ['free', 'this-week', 'this-weekend', ...months, ...topics];
}

/** The query a pre-rendered listing page answers, by the last segment of its address. */
export function queryOfListingId(id: string): ListingQuery | undefined {
  if (id === 'free') return { free: true };
  if (isListingWindow(id) || isMonthId(id)) return { when: id };
  if (isListingTopic(id)) return { topic: id };
  return undefined;
}

/** The page of a single question, when the query is one. */
function listingIdOf(query: ListingQuery): string | undefined {
  // Stryker disable next-line StringLiteral: any value but undefined counts the choice; the id returned below is 'free'
  const parts = [query.when, query.topic, query.free ? 'free' : undefined, query.service];
  if (parts.filter((part) => part !== undefined).length !== 1 || query.service) return undefined;
  return query.when ?? query.topic ?? 'free';
}

const FREE = 'yes';

/**
 * The site path (no base path) that shows a query: a single question's own page when it has one
 * (`pages` holds the ids that do), else /whats-on/ with the choices as parameters.
 */
export function listingAddress(query: ListingQuery, pages: readonly string[]): string {
  const id = listingIdOf(query);
  if (id !== undefined && pages.includes(id)) return routes.listing(id);
  const params = new URLSearchParams();
  if (query.when) params.set('when', query.when);
  if (query.topic) params.set('what', query.topic);
  if (query.free) params.set('free', FREE);
  if (query.service) params.set('service', query.service);
  const search = params.toString();
  return search ? `${routes.whatsOn()}?${search}` : routes.whatsOn();
}

/**
 * The query an address shows: the question of its page, then each parameter, which may add to it
 * or change it. Anything unknown is left out, so a mistyped link shows more, never nothing.
 */
export function listingQueryOf(sitePath: string, search: string): ListingQuery {
  const path = sitePath.endsWith('/') ? sitePath : `${sitePath}/`;
  const prefix = routes.whatsOn();
  // Stryker disable next-line StringLiteral: no listing page has this id, or any other text as the fallback
  const id = path.startsWith(prefix) ? path.slice(prefix.length, -1) : '';
  const query: ListingQuery = { ...(queryOfListingId(id) ?? {}) };
  const params = new URLSearchParams(search);
  const when = params.get('when');
  if (when !== null && (isListingWindow(when) || isMonthId(when))) query.when = when;
  const what = params.get('what');
  if (what !== null && isListingTopic(what)) query.topic = what;
  if (params.get('free') === FREE) query.free = true;
  const service = params.get('service');
  if (service !== null && isAccessibilityService(service)) query.service = service;
  return query;
}

/** "This weekend", "March 2027". */
export function whenLabel(when: ListingWindow | MonthId): string {
  return isListingWindow(when) ? windowLabels[when] : formatMonth(when);
}

/**
 * A listing's title: "Free events", "What's on this weekend", "What's on in March 2027",
 * "Music"; combined: "Free music in March 2027 with ASL interpretation".
 */
export function listingTitle(query: ListingQuery): string {
  const what = query.topic ? topicLabels[query.topic] : undefined;
  const subject = query.free
    ? // Stryker disable next-line Regex: no topic's label holds "free " but at its start
      `Free ${what ? what.toLowerCase().replace(/^free /, '') : 'events'}`
    : (what ?? 'What’s on');
  const when =
    query.when === undefined
      ? ''
      : isListingWindow(query.when)
        ? ` ${windowLabels[query.when].toLowerCase()}`
        : ` in ${formatMonth(query.when)}`;
  const service = query.service ? ` with ${serviceInfo(query.service).label}` : '';
  return `${subject}${when}${service}`;
}

/**
 * "3 events to come", "No events to come", announced when the choice changes. The count is of
 * events that are coming: a cancelled or postponed one stays listed, saying so, but is not counted
 * (docs/rules/shows.md#show-status).
 */
export function listingCount(count: number): string {
  return countOf(
    count,
    { one: 'event to come', other: 'events to come' },
    { zero: 'No events to come' },
  );
}
