import type { Event as SchemaEvent, Movie as SchemaMovie } from 'schema-dts';
import {
  makeEducation,
  makeEducationEvent,
  makeFestival,
  makeFilm,
  makeScreening,
  makeShow,
  fixtureContent,
  series,
  site,
} from '../../../test/support/fixture-content';
import type { TheaterEvent, WithContext } from 'schema-dts';
import {
  educationStructuredData,
  filmStructuredData,
  isoDuration,
  movie,
  showEvent,
  venueAddressLine,
} from './events';
import { seriesInfo } from '../../site/series';
import type { EventLd } from './shapes';

const ORIGIN = 'https://www.example.edu/artistseries';

describe('showEvent: Google required properties', () => {
  const event = showEvent(makeShow(), series);

  it('names the event after the show', () => {
    expect(event.name).toBe('Lanterns Over Larkspur');
  });

  it('gives the start in ISO 8601 with the venue offset', () => {
    expect(event.startDate).toBe('2027-01-23T19:30:00-05:00');
  });

  it('places the event at the venue with a full postal address', () => {
    expect(event.location).toEqual({
      '@type': 'Place',
      name: 'Joan C. Edwards Performing Arts Center',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1527 College Avenue',
        addressLocality: 'Huntington',
        addressRegion: 'WV',
        postalCode: '25703',
        addressCountry: 'US',
      },
    });
  });
});

describe('showEvent: Google recommended properties', () => {
  it('uses -05:00 for a January show and -04:00 for a June show', () => {
    expect(showEvent(makeShow({ date: '2027-01-23T19:30' }), series).startDate).toMatch(/-05:00$/);
    expect(showEvent(makeShow({ date: '2027-06-05T19:30' }), series).startDate).toBe(
      '2027-06-05T19:30:00-04:00',
    );
  });

  it('ends a show with no known end two hours after it starts', () => {
    expect(showEvent(makeShow({ date: '2027-06-05T19:30' }), series).endDate).toBe(
      '2027-06-05T21:30:00-04:00',
    );
  });

  it('marks the event scheduled and held in person', () => {
    const event = showEvent(makeShow(), series);
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
  });

  it('describes the show in plain text, without HTML', () => {
    const event = showEvent(
      makeShow({ description: '<p>Songs &amp; <strong>stories</strong></p><p>Two acts.</p>' }),
      series,
    );
    expect(event.description).toBe('Songs & stories\n\nTwo acts.');
  });

  it('links the absolute page URL with the base path and trailing slash', () => {
    const event = showEvent(makeShow(), series);
    expect(event.url).toBe(`${ORIGIN}/shows/lanterns_over_larkspur/`);
  });

  it("lists the poster's 16:9, 4:3 and 1:1 copies, widest first, as absolute URLs", () => {
    expect(showEvent(makeShow(), series).image).toEqual([
      `${ORIGIN}/shows/lanterns_over_larkspur/poster.share-16x9.jpg`,
      `${ORIGIN}/shows/lanterns_over_larkspur/poster.share-4x3.jpg`,
      `${ORIGIN}/shows/lanterns_over_larkspur/poster.share-1x1.jpg`,
    ]);
  });

  it('names the series as organizer, with its URL and the university', () => {
    expect(showEvent(makeShow(), series).organizer).toEqual({
      '@type': 'Organization',
      name: 'Ridgeline Artists Series',
      url: `${ORIGIN}/`,
      parentOrganization: {
        '@type': 'CollegeOrUniversity',
        name: 'Ohio River University',
        url: 'https://www.example.edu/',
      },
    });
  });

  it('lists performers as people or performing groups', () => {
    const event = showEvent(
      makeShow({ performers: ['Callum Brennock', 'The Wren Hollow String Quartet'] }),
      series,
    );
    expect(event.performer).toEqual([
      { '@type': 'Person', name: 'Callum Brennock' },
      { '@type': 'PerformingGroup', name: 'The Wren Hollow String Quartet' },
    ]);
  });

  it('names a person without the instrument listed after the name', () => {
    const event = showEvent(
      makeShow({ performers: ['Ines Varga, viola', 'Rev. Martin Hale, Jr.'] }),
      series,
    );
    expect(event.performer).toEqual([
      { '@type': 'Person', name: 'Ines Varga' },
      { '@type': 'Person', name: 'Rev. Martin Hale, Jr.' },
    ]);
  });

  it('leaves performer out when none is known', () => {
    expect(showEvent(makeShow({ performers: [] }), series)).not.toHaveProperty('performer');
  });
});

describe('showEvent offers', () => {
  it('offers tickets at the seller link, in stock, with the range of known prices', () => {
    const event = showEvent(makeShow({ price: { min: 35, max: 75 } }), series);
    expect(event.offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://tickets.example.com/ridgeline/lanterns',
      availability: 'https://schema.org/InStock',
      lowPrice: 35,
      highPrice: 75,
      priceCurrency: 'USD',
    });
  });

  it('states no price when the price is unknown (never a default 0)', () => {
    const event = showEvent(makeShow({ price: undefined }), series);
    expect(event.offers).toBeDefined();
    expect(event.offers).not.toHaveProperty('price');
    expect(event.offers).not.toHaveProperty('priceCurrency');
  });

  it('has no offers without a tickets link', () => {
    const event = showEvent(makeShow({ tickets: '', price: { min: 20 } }), series);
    expect(event).not.toHaveProperty('offers');
  });
});

describe('showEvent type', () => {
  it.each([
    ['TheaterEvent', 'TheaterEvent'],
    ['MusicEvent', 'MusicEvent'],
    ['ScreeningEvent', 'ScreeningEvent'],
    ['EducationEvent', 'EducationEvent'],
    ['Event', 'Event'],
  ] as const)('maps eventType %s to @type %s', (eventType, expected) => {
    expect(showEvent(makeShow({ eventType }), series)['@type']).toBe(expected);
  });

  it('makes every festival a Festival', () => {
    expect(showEvent(makeFestival({ eventType: 'Event' }), series)['@type']).toBe('Festival');
  });

  it('presents the films of a touring screening program as Movies', () => {
    const event = showEvent(
      makeShow({ eventType: 'ScreeningEvent', films: [makeFilm({ screenings: [] })] }),
      series,
    );
    expect(event.workPresented).toEqual([
      expect.objectContaining({ '@type': 'Movie', name: 'The Quiet Hours' }),
    ]);
  });
});

describe('festival', () => {
  const festival = showEvent(makeFestival(), series);

  it('ends when its last film ends', () => {
    // The Quiet Hours: 20 March 13:00 + 101 min.
    expect(festival.endDate).toBe('2027-03-20T14:41:00-04:00');
  });

  it('ends at the close of its last day when it has no schedule', () => {
    const event = showEvent(makeFestival({ films: [] }), series);
    expect(event.endDate).toBe('2027-03-20T23:59:00-04:00');
  });

  it('lists one ScreeningEvent per screening', () => {
    expect(festival.subEvent).toHaveLength(3);
    expect(festival.subEvent?.map((e) => [e['@type'], e.name, e.startDate])).toEqual([
      ['ScreeningEvent', "The Ferryman's Daughter", '2027-03-18T18:00:00-04:00'],
      ['ScreeningEvent', "The Ferryman's Daughter", '2027-03-19T21:15:00-04:00'],
      ['ScreeningEvent', 'The Quiet Hours', '2027-03-20T13:00:00-04:00'],
    ]);
  });

  it('gives each screening the venue, the running time and the film as a Movie', () => {
    const [screening] = festival.subEvent ?? [];
    expect(screening?.location.name).toBe('Alderton Theatre');
    expect(screening?.endDate).toBe('2027-03-18T19:44:00-04:00');
    expect(screening?.workPresented).toEqual({
      '@type': 'Movie',
      name: "The Ferryman's Daughter",
      url: `${ORIGIN}/show/the_ferrymans_daughter/`,
      description: 'A nurse keeps a small clinic running through the polar night.',
      image: `${ORIGIN}/shows/film_festival/films/the_ferrymans_daughter.jpg`,
      inLanguage: ['en', 'ga'],
      countryOfOrigin: { '@type': 'Country', name: 'Ireland' },
      duration: 'PT1H44M',
    });
  });

  it('gives the spoken and subtitle languages as BCP 47 codes', () => {
    const movie = festival.subEvent?.[2]?.workPresented;
    expect(movie).toMatchObject({ inLanguage: 'no', subtitleLanguage: 'en' });
  });

  it("lists each screening's images in the three shapes, made from the film's poster", () => {
    expect(festival.subEvent?.[2]?.image).toEqual([
      `${ORIGIN}/shows/film_festival/films/the_quiet_hours.share-16x9.jpg`,
      `${ORIGIN}/shows/film_festival/films/the_quiet_hours.share-4x3.jpg`,
      `${ORIGIN}/shows/film_festival/films/the_quiet_hours.share-1x1.jpg`,
    ]);
  });
});

describe('filmStructuredData', () => {
  it('gives a scheduled film one ScreeningEvent per screening, pointing at its festival', () => {
    const festival = makeFestival();
    const film = makeFilm({
      screenings: [makeScreening({ day: '2027-03-18' }), makeScreening({ day: '2027-03-20' })],
    });
    const data = filmStructuredData(film, festival, series);
    const events: EventLd[] = Array.isArray(data) ? data : [];
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      '@type': 'ScreeningEvent',
      startDate: '2027-03-20T18:00:00-04:00',
      offers: { url: 'https://tickets.example.com/ridgeline/festival' },
      superEvent: { '@type': 'Festival', '@id': `${ORIGIN}/shows/film_festival/#event` },
    });
  });

  it('describes a film with no scheduled screening as a Movie, not an event', () => {
    const data = filmStructuredData(makeFilm({ screenings: [] }), makeShow(), series);
    expect(data).toMatchObject({ '@type': 'Movie', duration: 'PT1H41M' });
  });
});

describe('education events', () => {
  const [event] = educationStructuredData(makeEducation(), series);

  it('are free EducationEvents with a price of 0 USD', () => {
    expect(event).toMatchObject({
      '@type': 'EducationEvent',
      isAccessibleForFree: true,
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/education-and-enrichment/`,
      },
    });
  });

  it('give the room and venue, the start with offset and a default two-hour end', () => {
    expect(event?.location.name).toBe('Recital Hall, Joan C. Edwards Performing Arts Center');
    expect(event?.startDate).toBe('2026-10-08T18:00:00-04:00');
    expect(event?.endDate).toBe('2026-10-08T20:00:00-04:00');
  });

  it('use the stated end time when there is one', () => {
    const [timed] = educationStructuredData(
      makeEducation([makeEducationEvent({ date: '2027-02-04', endTime: '19:15' })]),
      series,
    );
    expect(timed?.endDate).toBe('2027-02-04T19:15:00-05:00');
  });

  it('append the extra information to the plain-text description', () => {
    const [withExtra] = educationStructuredData(
      makeEducation([makeEducationEvent({ extraInfo: 'Reception to follow.' })]),
      series,
    );
    expect(withExtra?.description).toBe('Songs, stories & history.\n\nReception to follow.');
  });
});

describe('movie', () => {
  it('leaves dateCreated out when content knows only the year', () => {
    expect(movie(makeFilm({ year: 2025 }))).not.toHaveProperty('dateCreated');
  });

  it('gives no subtitle language for a film shown without subtitles', () => {
    expect(movie(makeFilm({ language: ['hi', 'en'], subtitles: [] }))).toMatchObject({
      inLanguage: ['hi', 'en'],
    });
    expect(movie(makeFilm({ subtitles: [] }))).not.toHaveProperty('subtitleLanguage');
  });
});

// The builders' output is checked against schema.org's vocabulary as Google publishes it in
// TypeScript (schema-dts): these assignments fail `tsc` when a property schema.org defines gets a
// value of a type it does not allow there (a PerformingGroup as a Movie's director, a type
// schema.org does not have). The assertions keep each one a running test.
describe('schema.org types (schema-dts)', () => {
  it('a show, a festival with its screenings and an education event are schema.org Events', () => {
    const events: SchemaEvent[] = [
      showEvent(makeShow(), series),
      showEvent(makeFestival(), series),
      ...educationStructuredData(makeEducation(), series),
    ];
    expect(events.map((event) => (event as { '@type': string })['@type'])).toEqual([
      'TheaterEvent',
      'Festival',
      'EducationEvent',
    ]);
  });

  it('a film page is a list of ScreeningEvents or, unscheduled, a Movie', () => {
    const festival = makeFestival();
    const scheduled = filmStructuredData(makeFilm(), festival, series);
    const screenings: SchemaEvent[] = Array.isArray(scheduled) ? scheduled : [];
    const unscheduled = filmStructuredData(makeFilm({ screenings: [] }), festival, series);
    const film: SchemaMovie | undefined = Array.isArray(unscheduled) ? undefined : unscheduled;
    expect(screenings).toHaveLength(1);
    expect(film).toMatchObject({ '@type': 'Movie' });
  });
});

describe('helpers', () => {
  it('writes running times as ISO 8601 durations', () => {
    expect(isoDuration(102)).toBe('PT1H42M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
  });

  it('reads the series from the site configuration', () => {
    expect(seriesInfo(site)).toEqual(series);
  });
});

describe('showEvent status (docs/rules/shows.md#show-status)', () => {
  it.each([
    ['scheduled', 'https://schema.org/EventScheduled'],
    ['soldOut', 'https://schema.org/EventScheduled'],
    ['cancelled', 'https://schema.org/EventCancelled'],
    ['postponed', 'https://schema.org/EventPostponed'],
  ] as const)('a %s show is %s, with its start and place kept', (status, eventStatus) => {
    const event = showEvent(makeShow({ status }), series);
    expect(event.eventStatus).toBe(eventStatus);
    expect(event.startDate).toBe('2027-01-23T19:30:00-05:00');
    expect(event.location.address).toMatchObject({ streetAddress: '1527 College Avenue' });
    expect(event).not.toHaveProperty('previousStartDate');
  });

  it('a rescheduled show gives the new start and the previous one with its own offset', () => {
    const event = showEvent(
      makeShow({ status: 'rescheduled', previousDate: '2026-11-01T19:30' }),
      series,
    );
    expect(event.eventStatus).toBe('https://schema.org/EventRescheduled');
    expect(event.startDate).toBe('2027-01-23T19:30:00-05:00');
    expect(event.previousStartDate).toBe('2026-11-01T19:30:00-05:00');
  });

  it('gives a screening its festival’s status', () => {
    const festival = makeFestival({ status: 'cancelled' });
    const events = filmStructuredData(makeFilm(), festival, series) as EventLd[];
    expect(events[0]?.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('gives an education event its status and previous start', () => {
    const [event] = educationStructuredData(
      makeEducation([
        makeEducationEvent({
          status: 'rescheduled',
          previousDate: '2026-10-01T18:00',
          previousDateFormatted: 'Thursday, October 1, 2026, 6:00 pm',
        }),
      ]),
      series,
    );
    expect(event?.eventStatus).toBe('https://schema.org/EventRescheduled');
    expect(event?.previousStartDate).toBe('2026-10-01T18:00:00-04:00');
  });

  it('offers nothing at a cancelled education event', () => {
    const [event] = educationStructuredData(
      makeEducation([makeEducationEvent({ status: 'cancelled' })]),
      series,
    );
    expect(event).not.toHaveProperty('offers');
  });
});

describe('showEvent offers by status and sale date', () => {
  const onSale = { onSaleInstant: '2026-12-01T15:00:00.000Z' };

  it('is a pre-order, valid from the public sale, before the sale opens', () => {
    const event = showEvent(makeShow(onSale), series, new Date('2026-11-30T12:00:00Z'));
    expect(event.offers?.availability).toBe('https://schema.org/PreOrder');
    expect(event.offers?.validFrom).toBe('2026-12-01T10:00:00-05:00');
  });

  it('is in stock once the public sale has opened, still saying since when', () => {
    const event = showEvent(makeShow(onSale), series, new Date('2026-12-01T15:00:00Z'));
    expect(event.offers?.availability).toBe('https://schema.org/InStock');
    expect(event.offers?.validFrom).toBe('2026-12-01T10:00:00-05:00');
  });

  it('is sold out when the show is', () => {
    const event = showEvent(makeShow({ status: 'soldOut' }), series);
    expect(event.offers?.availability).toBe('https://schema.org/SoldOut');
  });

  it.each(['cancelled', 'postponed'] as const)('offers nothing for a %s show', (status) => {
    expect(showEvent(makeShow({ status }), series)).not.toHaveProperty('offers');
  });

  it('gives every ticketed fixture show that still sells an offer', () => {
    const ticketed = fixtureContent.shows.filter(
      (show) => show.tickets && show.status !== 'cancelled' && show.status !== 'postponed',
    );
    expect(ticketed.length).toBeGreaterThan(0);
    for (const show of ticketed) expect(showEvent(show, series).offers).toBeDefined();
  });
});

describe('schema-dts accepts the events', () => {
  it('types a rescheduled show with a pre-order as a schema.org TheaterEvent', () => {
    const event = showEvent(
      makeShow({
        status: 'rescheduled',
        previousDate: '2026-11-01T19:30',
        onSaleInstant: '2026-12-01T15:00:00.000Z',
      }),
      series,
      new Date('2026-11-30T12:00:00Z'),
    );
    // A compile-time check: tsc rejects this file if the builders drift from schema.org's types.
    // '@type' is set to one member because schema-dts types each Event subtype on its own, and
    // the nested events are left out for the same reason.
    const flat: Omit<EventLd, 'subEvent' | 'superEvent' | 'workPresented'> = event;
    const typed: WithContext<TheaterEvent> = {
      '@context': 'https://schema.org',
      ...flat,
      '@type': 'TheaterEvent',
    };
    expect(typed.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
  });
});

describe('a show at a past venue (docs/rules/visiting.md#past-venues)', () => {
  const grangeHall = {
    id: 'grange_hall',
    name: 'Grange Hall',
    locality: 'Millbrook',
    country: 'US',
    historyOnly: true as const,
  };

  it('is held at a Place with the town the archive knows, and no street address', () => {
    const event = showEvent(makeShow({ venue: grangeHall, location: grangeHall.name }), series);
    expect(event.location).toEqual({
      '@type': 'Place',
      name: 'Grange Hall',
      address: { '@type': 'PostalAddress', addressLocality: 'Millbrook', addressCountry: 'US' },
    });
  });

  it('is one line for a calendar: the hall and its town', () => {
    expect(venueAddressLine(grangeHall)).toBe('Grange Hall, Millbrook');
    expect(venueAddressLine(grangeHall, 'Upper Room')).toBe('Upper Room, Grange Hall, Millbrook');
  });
});
