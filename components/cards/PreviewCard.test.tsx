import { render, screen, within } from '@testing-library/react';
import { CompactCard } from './CompactCard';
import { HomeCard } from './HomeCard';
import { PreviewCard } from './PreviewCard';
import { artsCenter, makeFilm, makeShow, plainVenue } from '@/test/support/fixture-content';

describe('PreviewCard', () => {
  it('offers Purchase Tickets, opening the ticket seller in a new tab, when the show has a ticket link', () => {
    render(<PreviewCard show={makeShow({ tickets: 'https://tickets.example.com/song' })} />);
    const link = screen.getByRole('link', { name: /purchase tickets/i });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/song');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Purchase Tickets button when the ticket link is empty', () => {
    render(<PreviewCard show={makeShow({ tickets: '' })} />);
    expect(screen.queryByRole('link', { name: /purchase tickets/i })).not.toBeInTheDocument();
  });

  it('links More Info to the show page through its url field', () => {
    render(<PreviewCard show={makeShow({ url: '/shows/custom_target' })} />);
    expect(screen.getByRole('link', { name: /more info/i })).toHaveAttribute(
      'href',
      '/shows/custom_target',
    );
  });

  it('shows the title, subtitle, date, time, location, description and poster info', () => {
    render(
      <PreviewCard
        show={makeShow({
          title: 'An Evening of Song',
          dateFormatted: 'Sunday, February 14, 2027',
          timeFormatted: '7:30 pm',
          venue: plainVenue,
          subtitle: 'Songs of the river',
          posterInfo: 'Running time about two hours',
          description: '<p>A recital of <strong>art songs</strong>.</p>',
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'An Evening of Song' });
    expect(within(card).getByRole('heading', { name: 'An Evening of Song' })).toBeInTheDocument();
    expect(within(card).getByText('Songs of the river')).toBeInTheDocument();
    expect(within(card).getByText('Sunday, February 14, 2027')).toBeInTheDocument();
    expect(within(card).getByText('7:30 pm')).toBeInTheDocument();
    expect(within(card).getByText('Alderton Theatre')).toBeInTheDocument();
    expect(within(card).getByText('art songs')).toBeInTheDocument();
    expect(within(card).getByText('Running time about two hours')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Poster for An Evening of Song' })).toBeVisible();
  });

  it('captions the poster with its poster info', () => {
    render(
      <PreviewCard
        show={makeShow({ title: 'An Evening of Song', posterInfo: 'Running time about two hours' })}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(
      within(figure).getByRole('img', { name: 'Poster for An Evening of Song' }),
    ).toBeVisible();
    // The caption is the figure's own (HTML's figcaption), so it names the poster it sits under.
    expect(within(figure).getByText('Running time about two hours').tagName).toBe('FIGCAPTION');
  });

  it('notes the cash-only parking garage only at the venue that has one', () => {
    const { rerender } = render(<PreviewCard show={makeShow({ venue: artsCenter })} />);
    expect(screen.getByText(/parking garage next to the facility/i)).toBeInTheDocument();

    rerender(<PreviewCard show={makeShow({ venue: plainVenue })} />);
    expect(screen.queryByText(/parking/i)).not.toBeInTheDocument();
  });

  it('marks a special event with a badge', () => {
    const { rerender } = render(<PreviewCard show={makeShow({ specialEvent: true })} />);
    expect(screen.getByText('Special Event')).toBeInTheDocument();

    rerender(<PreviewCard show={makeShow({ specialEvent: false })} />);
    expect(screen.queryByText('Special Event')).not.toBeInTheDocument();
  });

  it('gives speaker-series shows a packages note with a package ticket button', () => {
    render(
      <PreviewCard
        show={makeShow({
          speakerSeries: true,
          packageTickets: 'https://tickets.example.com/speaker-package',
        })}
      />,
    );
    expect(screen.getByText(/save with a series package/i)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /purchase series package/i });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/speaker-package');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has no packages note for a show outside the speaker series', () => {
    render(
      <PreviewCard
        show={makeShow({ packageTickets: 'https://tickets.example.com/speaker-package' })}
      />,
    );
    expect(screen.queryByRole('link', { name: /series package/i })).not.toBeInTheDocument();
  });

  it('loads the first poster eagerly and the others lazily', () => {
    render(
      <>
        <PreviewCard show={makeShow({ name: 'first', title: 'First' })} priority />
        <PreviewCard show={makeShow({ name: 'second', title: 'Second' })} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Poster for First' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByRole('img', { name: 'Poster for Second' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });
});

describe('HomeCard', () => {
  it('links the title to the show and lists the films with their countries', () => {
    const show = makeShow({
      title: 'Short Film Tour',
      url: '/shows/short_film_tour',
      films: [
        makeFilm({ name: 'paper_boats', title: 'Paper Boats', country: 'Canada' }),
        makeFilm({ name: 'holler', title: 'Holler', country: 'United States' }),
      ],
    });
    render(<HomeCard show={show} />);
    expect(screen.getByRole('heading', { name: 'Short Film Tour' })).toContainElement(
      screen.getByRole('link', { name: 'Short Film Tour' }),
    );
    expect(screen.getByRole('link', { name: 'Short Film Tour' })).toHaveAttribute(
      'href',
      '/shows/short_film_tour',
    );
    const films = screen.getAllByRole('listitem');
    expect(films).toHaveLength(2);
    expect(within(films[0]!).getByRole('link', { name: 'Paper Boats' })).toHaveAttribute(
      'href',
      '/show/paper_boats',
    );
    expect(within(films[0]!).getByText('Canada')).toBeInTheDocument();
    expect(within(films[1]!).getByText('United States')).toBeInTheDocument();
  });

  it('shows the description image when the show has one', () => {
    render(
      <HomeCard
        show={makeShow({
          descriptionImage: {
            src: '/shows/an_evening_of_song/stage.jpg',
            width: 1200,
            height: 800,
            alt: 'The stage lit for the concert',
          },
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'The stage lit for the concert' })).toBeInTheDocument();
  });
});

describe('CompactCard', () => {
  it('shows only the title as a link to the show, with no ticket or detail text', () => {
    render(
      <CompactCard
        show={makeShow({
          name: 'an_evening_of_song',
          title: 'An Evening of Song',
          url: '/shows/an_evening_of_song',
          description: '<p>A recital of art songs.</p>',
          tickets: 'https://tickets.example.com/x',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'An Evening of Song' })).toHaveAttribute(
      'href',
      '/shows/an_evening_of_song',
    );
    expect(screen.queryByRole('link', { name: /purchase tickets/i })).not.toBeInTheDocument();
    expect(screen.queryByText('A recital of art songs.')).not.toBeInTheDocument();
  });

  it('marks the show being viewed', () => {
    render(<CompactCard show={makeShow({ title: 'An Evening of Song' })} current />);
    expect(screen.getByRole('link', { name: 'An Evening of Song' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
