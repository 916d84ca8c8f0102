'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { addressWithQuery, queryFromAddress } from '@/lib/outputs/search/browser/search-address';
import {
  SEARCH_DETAIL_META,
  type SearchFilterChoices,
  type SearchFilterName,
} from '@/lib/outputs/search/browser/search-names';
import styles from './SiteSearch.module.css';

/** The part of Pagefind's browser API (pagefind.js, 1.x) this box uses. */
export interface PagefindApi {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  debouncedSearch(
    term: string | null,
    options: { filters?: Record<string, string> },
    timeout?: number,
  ): Promise<{ results: PagefindHit[] } | null>;
}

interface PagefindHit {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface PagefindResultData {
  url: string;
  /** HTML: the page's words, HTML-escaped by Pagefind, with the matches in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  /** The page's sections (by headings with an id) that match, each with its matched words. */
  sub_results?: Array<{ title: string; url: string; locations?: number[] }>;
}

interface Result {
  id: string;
  url: string;
  title: string;
  excerpt: string;
  about: string;
  /** Sections of a page that lists several events (the education events), by their headings. */
  sections: Array<{ title: string; url: string }>;
}

/** Results shown at once; more words or a filter narrow a longer list. */
const SHOWN = 20;

type Filters = Partial<Record<SearchFilterName, string>>;

interface Found {
  results: Result[];
  total: number;
  query: string;
  filtered: boolean;
}

/** The words of the page's address (?q=), read once when the box starts in the browser. */
function addressQuery(): string {
  return typeof window === 'undefined' ? '' : queryFromAddress(window.location.search);
}

/** Writes the box's words into the address without a new history entry or a reload. */
function writeQuery(query: string) {
  const next = addressWithQuery(window.location.href, query);
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

/** Loads the index's script from the export (written after the build, so not bundled). */
export async function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  return (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ bundleUrl
  )) as PagefindApi;
}

const noSubscription = () => () => {};

function toResult(hit: PagefindHit, data: PagefindResultData): Result {
  const filters = data.filters ?? {};
  const about = [filters.category?.[0], filters.season?.[0], data.meta[SEARCH_DETAIL_META]]
    .filter(Boolean)
    .join(' · ');
  return {
    id: hit.id,
    url: data.url,
    title: data.meta.title ?? data.url,
    excerpt: data.excerpt,
    about,
    // The sections with the most matched words first (the education events, by their headings).
    sections: (data.sub_results ?? [])
      .filter((section) => section.url.includes('#'))
      .sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))
      .slice(0, 3)
      .map(({ title, url }) => ({ title, url })),
  };
}

function summary(found: Found): ReactNode {
  const words = found.query ? <> for “{found.query}”</> : null;
  const within = found.filtered ? ' with the filters chosen' : '';
  if (found.total === 0) {
    return (
      <>
        No results{words}
        {within}. Try fewer or other words, or browse past seasons below.
      </>
    );
  }
  const shown = found.total > found.results.length ? `; the first ${found.results.length}` : '';
  return (
    <>
      {found.total} {found.total === 1 ? 'result' : 'results'}
      {words}
      {within}
      {shown}
    </>
  );
}

/**
 * The search box of /search/ (docs/rules/listings.md#search), over the Pagefind index written into
 * the export after the build. Without JavaScript it renders nothing but a note: the page around it
 * links to past seasons, which hold every show. Searches run as the visitor types or
 * chooses a filter; a filter alone lists everything it matches. The address carries the words
 * (?q=, lib/outputs/search/browser/search-address.ts): the box starts with them and searches at
 * once, and writes what the visitor types back.
 */
export function SiteSearch({
  bundleUrl,
  baseUrl,
  filters,
  load = loadPagefind,
}: {
  /** pagefind.js under the base path. */
  bundleUrl: string;
  /** The base path with a trailing slash: the index stores addresses from the export's root. */
  baseUrl: string;
  filters: SearchFilterChoices[];
  load?: (bundleUrl: string) => Promise<PagefindApi>;
}) {
  // False in the exported HTML, true once React runs in the browser.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The server renders the note above, never the box, so reading the address here cannot make
  // the browser's first render differ from the server's.
  const [query, setQuery] = useState(addressQuery);
  const [chosen, setChosen] = useState<Filters>({});
  const [found, setFound] = useState<Found | undefined>();
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');
  const pagefind = useRef<Promise<PagefindApi> | undefined>(undefined);
  const latest = useRef(0);

  function api(): Promise<PagefindApi> {
    pagefind.current ??= load(bundleUrl).then(async (loaded) => {
      await loaded.options({ baseUrl, excerptLength: 24 });
      return loaded;
    });
    return pagefind.current;
  }

  async function run(nextQuery: string, nextFilters: Filters) {
    const run = ++latest.current;
    const term = nextQuery.trim();
    const active = Object.fromEntries(
      Object.entries(nextFilters).filter(([, value]) => value),
    ) as Record<string, string>;
    const filtered = Object.keys(active).length > 0;
    if (!term && !filtered) {
      setFound(undefined);
      setState('idle');
      return;
    }
    setState('searching');
    try {
      const search = await (await api()).debouncedSearch(term || null, { filters: active }, 200);
      // null: a later keystroke has started a newer search.
      if (search === null || run !== latest.current) return;
      const hits = search.results.slice(0, SHOWN);
      const results = await Promise.all(hits.map(async (hit) => toResult(hit, await hit.data())));
      if (run !== latest.current) return;
      setFound({ results, total: search.results.length, query: term, filtered });
      setState('idle');
    } catch {
      if (run === latest.current) setState('failed');
    }
  }

  // The search the address asks for, once, when the box starts.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (query.trim()) void run(query, chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the address's words
  }, []);

  if (!scripted) {
    return <p className={styles.note}>The search box needs JavaScript.</p>;
  }

  return (
    <div className={styles.search}>
      {/* Results appear as the visitor types; the button (and Enter) runs the search at once, and
          gives the form the submit control users and checkers expect (WCAG technique H32). */}
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void run(query, chosen);
        }}
      >
        <div className={styles.field}>
          <label htmlFor="site-search-query">Search shows, films, talks and events</label>
          <input
            id="site-search-query"
            type="search"
            value={query}
            autoComplete="off"
            onFocus={() => void api().catch(() => setState('failed'))}
            onChange={(event) => {
              setQuery(event.target.value);
              writeQuery(event.target.value);
              void run(event.target.value, chosen);
            }}
          />
        </div>
        <fieldset className={styles.filters}>
          <legend>Narrow the results</legend>
          {filters.map((filter) => (
            <div key={filter.name} className={styles.field}>
              <label htmlFor={`site-search-${filter.name}`}>{filter.label}</label>
              <select
                id={`site-search-${filter.name}`}
                value={chosen[filter.name] ?? ''}
                onChange={(event) => {
                  const next = { ...chosen, [filter.name]: event.target.value };
                  setChosen(next);
                  void run(query, next);
                }}
              >
                <option value="">{filter.anyLabel}</option>
                {filter.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <button type="submit" className={`button button--primary ${styles.submit}`}>
          Search
        </button>
      </form>
      <p role="status" className={styles.status}>
        {state === 'failed'
          ? 'Search could not load. Please try again, or browse past seasons below.'
          : state === 'searching'
            ? 'Searching…'
            : found
              ? summary(found)
              : ''}
      </p>
      {found && found.results.length > 0 ? (
        <ol className={styles.results} aria-label="Search results">
          {found.results.map((result) => (
            <li key={result.id} className={styles.result}>
              <h2 className={styles.resultTitle}>
                <a href={result.url}>{result.title}</a>
              </h2>
              {result.about ? <p className={styles.about}>{result.about}</p> : null}
              {/* Pagefind escapes the page's text and adds only <mark> around the matches. */}
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
              {result.sections.length > 0 ? (
                <ul className={styles.sections}>
                  {result.sections.map((section) => (
                    <li key={section.url}>
                      <a href={section.url}>{section.title}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
