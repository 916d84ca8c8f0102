import { render } from '@testing-library/react';
import { findShow, getSeries, getSite } from '@/lib/content';
import { EducationStructuredData, FilmStructuredData, ShowStructuredData } from './StructuredData';
import {
  makeEducation,
  makeFestival,
  makeFilm,
  makeShow,
  series,
  site,
} from '@/test/support/fixture-content';

jest.mock('@/lib/content', () => ({
  getSite: jest.fn(),
  getSeries: jest.fn(),
  findShow: jest.fn(),
}));

const festival = makeFestival();

beforeEach(() => {
  jest.mocked(getSite).mockReturnValue(site);
  jest.mocked(getSeries).mockReturnValue(series);
  jest
    .mocked(findShow)
    .mockImplementation((name) => (name === festival.name ? festival : undefined));
});

function jsonLd(container: HTMLElement) {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '');
}

describe('ShowStructuredData', () => {
  it("renders the show's event with its subtype and the series as organizer", () => {
    const { container } = render(
      <ShowStructuredData show={makeShow({ eventType: 'MusicEvent' })} />,
    );
    const data = jsonLd(container);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('MusicEvent');
    expect(data.organizer.name).toBe('Ridgeline Artists Series');
  });

  it('renders a festival with its screenings as subEvents', () => {
    const { container } = render(<ShowStructuredData show={festival} />);
    const data = jsonLd(container);
    expect(data['@type']).toBe('Festival');
    expect(data.subEvent).toHaveLength(3);
  });
});

describe('FilmStructuredData', () => {
  it("renders each screening of the film, linked to its festival's event", () => {
    const film = festival.films[0] ?? makeFilm();
    const { container } = render(<FilmStructuredData film={film} />);
    const data = jsonLd(container);
    expect(data['@graph']).toHaveLength(2);
    expect(data['@graph'][0].superEvent['@id']).toBe(
      'https://www.example.edu/artistseries/shows/film_festival/#event',
    );
  });
});

describe('EducationStructuredData', () => {
  it('renders every education event as a free EducationEvent', () => {
    const { container } = render(<EducationStructuredData education={makeEducation()} />);
    const [event] = jsonLd(container)['@graph'];
    expect(event['@type']).toBe('EducationEvent');
    expect(event.isAccessibleForFree).toBe(true);
  });
});
