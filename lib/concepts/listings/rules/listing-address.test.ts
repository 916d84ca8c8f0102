import {
  listingAddress,
  listingCount,
  listingPageIds,
  listingQueryOf,
  listingTitle,
  queryOfListingId,
  whenLabel,
} from './listing-address';
import type { ListingQuery } from './listings';

const PAGES = listingPageIds(['2027-03'], ['music', 'dance']);

describe('a listing’s address', () => {
  it('gives a single question its own page', () => {
    expect(listingAddress({ free: true }, PAGES)).toBe('/whats-on/free/');
    expect(listingAddress({ when: 'this-weekend' }, PAGES)).toBe('/whats-on/this-weekend/');
    expect(listingAddress({ when: '2027-03' }, PAGES)).toBe('/whats-on/2027-03/');
    expect(listingAddress({ topic: 'music' }, PAGES)).toBe('/whats-on/music/');
    expect(listingAddress({}, PAGES)).toBe('/whats-on/');
  });

  it('writes combined choices as parameters of /whats-on/, which read back the same', () => {
    const query: ListingQuery = { free: true, when: '2027-03', service: 'asl-interpretation' };
    const address = listingAddress(query, PAGES);
    expect(address).toBe('/whats-on/?when=2027-03&free=yes&service=asl-interpretation');
    const [path = '', search = ''] = address.split('?');
    expect(listingQueryOf(path, search)).toEqual(query);
  });

  it('reads a page’s own question and lets parameters add to it', () => {
    expect(listingQueryOf('/whats-on/free/', '')).toEqual({ free: true });
    expect(listingQueryOf('/whats-on/music', '?when=this-week')).toEqual({
      topic: 'music',
      when: 'this-week',
    });
  });

  it('leaves out what it does not know, so a mistyped link shows more, never nothing', () => {
    expect(listingQueryOf('/whats-on/', '?when=2027-13&what=opera&service=x&free=1')).toEqual({});
    expect(queryOfListingId('calendar')).toBeUndefined();
  });
});

describe('a listing page’s question', () => {
  it('is free, a window, a month or a topic, by the last segment of its address', () => {
    expect(queryOfListingId('free')).toEqual({ free: true });
    expect(queryOfListingId('this-week')).toEqual({ when: 'this-week' });
    expect(queryOfListingId('2027-03')).toEqual({ when: '2027-03' });
    expect(queryOfListingId('dance')).toEqual({ topic: 'dance' });
  });

  it('is asked on /whats-on/ with parameters when the question has no page of its own', () => {
    expect(listingAddress({ topic: 'theatre' }, PAGES)).toBe('/whats-on/?what=theatre');
    expect(listingAddress({ when: '2027-04' }, PAGES)).toBe('/whats-on/?when=2027-04');
  });

  it('reads each parameter alone', () => {
    expect(listingQueryOf('/whats-on/', '?what=dance')).toEqual({ topic: 'dance' });
    expect(listingQueryOf('/whats-on/', '?free=yes')).toEqual({ free: true });
    expect(listingQueryOf('/whats-on/', '?service=touch-tour')).toEqual({ service: 'touch-tour' });
    expect(listingQueryOf('/whats-on/', '?when=this-weekend')).toEqual({ when: 'this-weekend' });
  });

  it('is every choice for a page outside /whats-on/', () => {
    expect(listingQueryOf('/accessibility/free/', '')).toEqual({});
  });

  it('writes a topic beside the other choices', () => {
    expect(listingAddress({ topic: 'music', free: true }, PAGES)).toBe(
      '/whats-on/?what=music&free=yes',
    );
  });
});

describe('a listing’s words', () => {
  it('name a window or a month', () => {
    expect(whenLabel('this-weekend')).toBe('This weekend');
    expect(whenLabel('2027-03')).toBe('March 2027');
  });

  it('count the events to come, none and one included', () => {
    expect(listingCount(0)).toBe('No events to come');
    expect(listingCount(1)).toBe('1 event to come');
    expect(listingCount(2)).toBe('2 events to come');
  });

  it('do not say "free" twice for a topic that is free already', () => {
    expect(listingTitle({ free: true, topic: 'education' })).toBe('Free education and enrichment');
  });
});

describe('a listing’s title', () => {
  it('says what a single question holds', () => {
    expect(listingTitle({})).toBe('What’s on');
    expect(listingTitle({ free: true })).toBe('Free events');
    expect(listingTitle({ when: 'this-weekend' })).toBe('What’s on this weekend');
    expect(listingTitle({ when: '2027-03' })).toBe('What’s on in March 2027');
  });

  it('says every choice of a combination', () => {
    expect(
      listingTitle({ free: true, topic: 'music', when: '2027-03', service: 'asl-interpretation' }),
    ).toBe('Free music in March 2027 with ASL interpretation');
  });
});
