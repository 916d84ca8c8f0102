/**
 * @jest-environment node
 *
 * The what's-new feeds read by checkers independent of the writer: the Atom feed by
 * @rowanmanning/feed-parser (a feed reader's parser) and jsdom's XML parser (well-formedness and
 * RFC 4287's required elements); the JSON Feed by ajv against JSON Feed 1.1's fields
 * (test/support/json-feed-1.1.schema.json, written from the specification).
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import Ajv from 'ajv';
import { JSDOM } from 'jsdom';
import type { Announcement } from '@/lib/concepts/news/build';
import { series } from '@/test/support/fixture-content';
import jsonFeedSchema from '@/test/support/json-feed-1.1.schema.json';
import { absoluteUrl } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import { atomFeed, jsonFeed, newsEntries, newsFeedInfo } from './feeds';

const EMPTY = new Date('2026-08-01T00:00:00Z');

const announcements: Announcement[] = [
  {
    key: 'soldOut/winter_lights/c2026-10-02T15:00:00.000Z',
    kind: 'soldOut',
    title: 'Sold out: Rock & <Roll> “Revue”',
    text: 'Rock & <Roll> on Saturday is sold out.',
    date: new Date('2026-10-02T15:00:00Z'),
    show: 'winter_lights',
  },
  {
    key: 'note/2026-09-20T09:00/Box office hours',
    kind: 'note',
    title: 'Box office hours',
    text: 'Open until 6 pm on show days.',
    date: new Date('2026-09-20T13:00:00Z'),
    link: 'https://example.edu/box-office?from=feed&lang=en',
  },
];

function feeds(items = announcements) {
  const entries = newsEntries(items, series);
  const info = newsFeedInfo(entries, series, EMPTY);
  return { entries, atom: atomFeed(entries, info), json: jsonFeed(entries, info) };
}

const ATOM = 'http://www.w3.org/2005/Atom';

/** RFC 4287's required elements, read with an XML parser of its own. */
function atomProblems(xml: string): string[] {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  const problems: string[] = [];
  const root = doc.documentElement;
  if (root.namespaceURI !== ATOM || root.localName !== 'feed') return ['the root is not atom:feed'];
  const child = (parent: Element, name: string) =>
    [...parent.children].filter((el) => el.namespaceURI === ATOM && el.localName === name);
  const isDate = (el: Element | undefined) =>
    el !== undefined &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(el.textContent ?? '');
  for (const name of ['id', 'title', 'updated']) {
    if (child(root, name).length !== 1) problems.push(`feed needs one ${name}`);
  }
  if (!isDate(child(root, 'updated')[0])) problems.push('feed updated is not an RFC 3339 date');
  if (!child(root, 'link').some((link) => link.getAttribute('rel') === 'self')) {
    problems.push('feed has no rel="self" link');
  }
  const feedAuthor = child(root, 'author').length > 0;
  child(root, 'entry').forEach((entry, index) => {
    for (const name of ['id', 'title', 'updated']) {
      if (child(entry, name).length !== 1) problems.push(`entry ${index} needs one ${name}`);
    }
    if (!isDate(child(entry, 'updated')[0])) problems.push(`entry ${index} updated is no date`);
    if (!feedAuthor && child(entry, 'author').length === 0)
      problems.push(`entry ${index} has no author`);
    const alternate = child(entry, 'link').some(
      (link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate',
    );
    if (!alternate && child(entry, 'content').length === 0)
      problems.push(`entry ${index} has neither link nor content`);
  });
  return problems;
}

describe('the Atom feed', () => {
  it('is well-formed and has every element RFC 4287 requires', () => {
    expect(atomProblems(feeds().atom)).toEqual([]);
  });

  it('reads, in a feed reader’s parser, as the announcements with their words and links', () => {
    const parsed = parseFeed(feeds().atom);
    expect(parsed.items.map((item) => item.title)).toEqual(announcements.map((a) => a.title));
    expect(parsed.items.map((item) => item.url)).toEqual([
      absoluteUrl(routes.show('winter_lights')),
      'https://example.edu/box-office?from=feed&lang=en',
    ]);
    expect(parsed.items[0]?.published?.toISOString()).toBe('2026-10-02T15:00:00.000Z');
  });

  it('shows each title as written when a reader renders it as its type says', () => {
    const doc = new JSDOM(feeds().atom, { contentType: 'application/xml' }).window.document;
    const shown = [...doc.getElementsByTagNameNS(ATOM, 'entry')].map((entry) => {
      const title = entry.getElementsByTagNameNS(ATOM, 'title')[0];
      const raw = title?.textContent ?? '';
      // type="html": the text is HTML, which a reader renders; "text" is shown as it is.
      return title?.getAttribute('type') === 'html' ? JSDOM.fragment(raw).textContent : raw;
    });
    expect(shown).toEqual(announcements.map((a) => a.title));
  });

  it('is dated by its newest entry, so a rebuild with no news writes the same file', () => {
    expect(parseFeed(feeds().atom).updated?.toISOString()).toBe('2026-10-02T15:00:00.000Z');
    expect(feeds().atom).toBe(feeds().atom);
  });
});

describe('the JSON Feed', () => {
  const validate = new Ajv({ allErrors: true }).compile(jsonFeedSchema);

  it('is valid JSON Feed 1.1', () => {
    const data: unknown = JSON.parse(feeds().json);
    expect(validate(data) ? [] : validate.errors).toEqual([]);
  });

  it('is valid with no entries too', () => {
    expect(validate(JSON.parse(feeds([]).json)) ? [] : validate.errors).toEqual([]);
  });

  it('holds the same entries as the Atom feed, with the same ids', () => {
    const { atom, json } = feeds();
    const items = (JSON.parse(json) as { items: Array<{ id: string; title: string }> }).items;
    expect(items.map((item) => item.id)).toEqual(parseFeed(atom).items.map((item) => item.id));
    expect(items.map((item) => item.title)).toEqual(announcements.map((a) => a.title));
  });
});

describe('entry ids', () => {
  it('are tag: URIs that depend only on the announcement', () => {
    const [first] = feeds().entries;
    expect(first?.id).toMatch(/^tag:[a-z0-9.-]+,\d{4}:\S+$/);
    expect(feeds().entries.map((e) => e.id)).toEqual(feeds().entries.map((e) => e.id));
    expect(new Set(feeds().entries.map((e) => e.id)).size).toBe(announcements.length);
  });
});
