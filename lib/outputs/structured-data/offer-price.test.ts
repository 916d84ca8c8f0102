// The price of a schema.org offer (docs/rules/tickets.md#prices), checked against schema-dts's
// types at compile time and against Google's event guidance at run time.
import type { AggregateOffer, Event as SchemaEvent, Offer } from 'schema-dts';
import { showStructuredData } from './show-page';
import { educationStructuredData, showEvent } from './events';
import type { EventLd } from './shapes';
import { offerPrice } from './offer-price';
import {
  fixtureContent,
  makeEducation,
  makeEducationEvent,
  makeShow,
  series,
} from '@/test/support/fixture-content';

describe('the price of an offer', () => {
  it('is an Offer with its price when there is one price', () => {
    const offer: Offer = offerPrice({ min: 25 });
    expect(offer).toEqual({ '@type': 'Offer', price: 25, priceCurrency: 'USD' });
  });

  it('is an Offer with one price when min and max are the same', () => {
    expect(offerPrice({ min: 30, max: 30 })).toEqual({
      '@type': 'Offer',
      price: 30,
      priceCurrency: 'USD',
    });
  });

  it('is an AggregateOffer with its lowest and highest price for a range', () => {
    const result = offerPrice({ min: 18, max: 42.5 });
    if (result['@type'] !== 'AggregateOffer') throw new Error(`got ${result['@type']}`);
    const offer: AggregateOffer = result;
    expect(offer).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 18,
      highPrice: 42.5,
      priceCurrency: 'USD',
    });
  });

  it('is an AggregateOffer from the floor, with no top, for pay what you can', () => {
    expect(offerPrice({ min: 5, payWhatYouCan: true })).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 5,
      priceCurrency: 'USD',
    });
  });

  it('is an Offer at 0 for a free event', () => {
    expect(offerPrice({ free: true })).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
    });
    expect(offerPrice({ min: 0 })).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
  });

  it('states no price and no currency when the price is unknown', () => {
    expect(offerPrice(undefined)).toEqual({ '@type': 'Offer' });
    expect(offerPrice({ free: false })).toEqual({ '@type': 'Offer' });
  });
});

describe('prices in the events', () => {
  it('does not call pay what you can from 0 free', () => {
    const event = showEvent(makeShow({ price: { min: 0, payWhatYouCan: true } }), series);
    expect(event).not.toHaveProperty('isAccessibleForFree');
    expect(event.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 0 });
  });

  it('gives a free show an offer at 0 and says it is free', () => {
    const event = showEvent(makeShow({ price: { free: true } }), series);
    expect(event.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
    expect(event.isAccessibleForFree).toBe(true);
  });

  it('gives a show priced from 0 to 0 an offer at 0 and says it is free', () => {
    const event = showEvent(makeShow({ price: { min: 0, max: 0 } }), series);
    expect(offerPrice({ min: 0, max: 0 })).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
    });
    expect(event.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
    expect(event.isAccessibleForFree).toBe(true);
  });

  it('does not call a show priced from 0 to 1 free', () => {
    const event = showEvent(makeShow({ price: { min: 0, max: 1 } }), series);
    expect(event.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 0, highPrice: 1 });
    expect(event).not.toHaveProperty('isAccessibleForFree');
  });

  it('does not call a show of unknown price free', () => {
    const event = showEvent(makeShow({ price: undefined }), series);
    expect(event).not.toHaveProperty('isAccessibleForFree');
    expect(event.offers).not.toHaveProperty('price');
    expect(event.offers).not.toHaveProperty('priceCurrency');
    expect(event.offers).not.toHaveProperty('lowPrice');
  });

  it('gives each performance of a run its own price, a free one free', () => {
    const run = fixtureContent.shows.find((show) => show.performances.length > 1);
    if (!run) throw new Error('the fixture content has no run');
    const performances = run.performances.map((p, index) =>
      index === 0 ? { ...p, price: { free: true } } : { ...p, price: { min: 18, max: 42 } },
    );
    const events = showStructuredData(
      { ...run, tickets: 'https://tickets.example.com/run', performances },
      series,
      new Date('2020-01-01T12:00:00Z'),
    ) as EventLd[];
    const selling = events.filter((event) => event.offers);
    expect(selling.length).toBeGreaterThan(0);
    for (const event of selling) {
      const index = events.indexOf(event);
      if (index === 0) {
        expect(event.offers).toMatchObject({ '@type': 'Offer', price: 0 });
        expect(event.isAccessibleForFree).toBe(true);
      } else {
        expect(event.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 18 });
        expect(event).not.toHaveProperty('isAccessibleForFree');
      }
    }
  });

  it('types a show with a range of prices as a schema.org Event', () => {
    // A compile-time check as in ./events.test.ts: nested events left out.
    const flat: Omit<EventLd, 'subEvent' | 'superEvent' | 'workPresented'> = showEvent(
      makeShow({ price: { min: 18, max: 42 } }),
      series,
    );
    const typed: SchemaEvent = { ...flat, '@type': 'Event' };
    expect(typed.offers).toMatchObject({ '@type': 'AggregateOffer' });
  });

  it('gives an education event without an image of its own the series image, in the three event shapes', () => {
    const [event] = educationStructuredData(
      makeEducation([makeEducationEvent({ image: undefined })]),
      series,
      '/share/series.jpg',
    );
    expect(event?.image).toEqual([
      `${series.url}share/series.share-16x9.jpg`,
      `${series.url}share/series.share-4x3.jpg`,
      `${series.url}share/series.share-1x1.jpg`,
    ]);
  });

  it('keeps an education event free, at a price of 0', () => {
    const [event] = educationStructuredData(makeEducation([makeEducationEvent()]), series);
    expect(event).toMatchObject({
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
  });
});
