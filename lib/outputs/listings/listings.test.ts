/**
 * @jest-environment node
 *
 * The lists' public JSON, read by ajv (an independent validator) against the JSON Schema the site
 * publishes, for the content this build uses; expectations come from the content's listing facts.
 */
import Ajv from 'ajv';
import { getBuildDay } from '@/lib/content';
import { getListingEntries } from '@/lib/concepts/listings/node';
import { embedIds } from '@/lib/concepts/listings';
import { listingsDocument, listingsJsonSchema } from './index';

const today = getBuildDay();
const validate = new Ajv({ allErrors: true }).compile(
  listingsJsonSchema('https://www.example.edu/artistseries/listings/schema.json'),
);

describe('the public JSON of the lists', () => {
  it.each(embedIds.map((id) => [id]))('validates against the published schema: %s', (id) => {
    const valid = validate(JSON.parse(JSON.stringify(listingsDocument(id, today))));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('lists every entry of the listings with a day still to come, and no other', () => {
    const expected = getListingEntries(today)
      .filter((entry) => entry.facts.days.some((day) => day >= today))
      .map((entry) => entry.facts.key)
      .sort();
    const listed = listingsDocument('upcoming', today).entries.map((entry) => entry.id);
    expect([...listed].sort()).toEqual(expected);
  });

  it('lists only free entries in the free list, and only offering ones in a service list', () => {
    expect(listingsDocument('free', today).entries.every((entry) => entry.free)).toBe(true);
    const captioned = listingsDocument('open-captions', today).entries;
    expect(captioned.every((entry) => entry.accessibility.includes('open-captions'))).toBe(true);
  });

  it('gives absolute links to the pages and the embed', () => {
    const document = listingsDocument('upcoming', today);
    for (const url of [document.page, document.embed, ...document.entries.map((e) => e.url)]) {
      expect(new URL(url).protocol).toMatch(/^https?:$/);
    }
    expect(new URL(document.embed).pathname).toMatch(/\/embed\/upcoming\/$/);
  });
});

describe('the published schema', () => {
  const document = () => JSON.parse(JSON.stringify(listingsDocument('upcoming', today)));
  const entry = {
    id: 'show:x',
    type: 'show',
    title: 'X',
    url: 'https://www.example.edu/artistseries/shows/x/',
    start: '2027-03-06T19:30',
    days: ['2027-03-06'],
    dateText: 'Saturday, March 6, 2027',
    timeText: '7:30 pm',
    venue: 'Main Hall',
    status: 'scheduled',
    statusText: null,
    price: 'Free',
    free: true,
    accessibility: [],
    topics: ['music'],
  };

  it('accepts a well-formed entry', () => {
    expect(validate({ ...document(), entries: [entry] })).toBe(true);
  });

  it.each([
    ['an unknown status', { status: 'maybe' }],
    ['an unknown service', { accessibility: ['sign-language'] }],
    ['a start without a time', { start: '2027-03-06' }],
    ['a field the schema does not name', { colour: 'red' }],
  ])('rejects an entry with %s', (_what, change) => {
    expect(validate({ ...document(), entries: [{ ...entry, ...change }] })).toBe(false);
  });

  it('rejects a document of another version', () => {
    expect(validate({ ...document(), version: 2 })).toBe(false);
  });
});
