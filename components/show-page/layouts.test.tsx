import { render, screen, within } from '@testing-library/react';
import { downloadLabel } from '@/lib/concepts/shows';
import { FestivalLayout } from './FestivalLayout';
import { PosterLeftLayout } from './PosterLeftLayout';
import { ShowLayout } from './ShowLayout';
import { StandardLayout } from './StandardLayout';
import {
  artsCenter,
  makeFestival,
  makeFilm,
  makeRunWithGuest,
  makeShow,
} from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';

jest.mock('@/components/trailer/YouTubePlayer', () => ({ __esModule: true, default: () => null }));

const site = { seriesName: 'Ridgeline Artists Series', mastersSeriesName: 'Masters at Ohio River' };

/** A festival as the facade delivers it: the download label follows the title rule in lib/concepts/shows/rules/show-display.ts. */
function festivalWithDownload(overrides: Partial<Show> = {}): Show {
  const title = overrides.title ?? 'Ridgeline International Film Festival';
  return makeFestival({
    name: 'festival',
    title,
    dateFormatted: 'March 18–20, 2027',
    download: '/downloads/festival.pdf',
    downloadLabel: downloadLabel(title),
    ...overrides,
  });
}

describe('StandardLayout', () => {
  it('puts the elements in the documented order', () => {
    const show = makeShow({
      title: 'An Evening of Song',
      dateFormatted: 'Sunday, February 14, 2027',
      timeFormatted: '7:30 pm',
      description: '<p>A recital of art songs.</p>',
      posterInfo: 'Ninety minutes, no intermission',
      mastersAt: true,
      mastersAtTickets: 'https://tickets.example.com/masters',
      specialEvent: true,
      subtitle: 'Subtitle line',
      subsubtitle: 'Sub-subtitle line',
      venue: artsCenter,
      location: artsCenter.name,
      tickets: 'https://tickets.example.com/show',
      ticketInfo: '<p>Ticket info text</p>',
      content: '<p>Content block text</p>',
      website: 'https://artist.example.com/',
      program: 'https://program.example.com/',
    });
    const { container } = render(<StandardLayout show={show} {...site} />);
    const text = container.textContent ?? '';
    const order = [
      'Ninety minutes, no intermission',
      'Part of Masters at Ohio River',
      'Special Event',
      'An Evening of Song',
      'Subtitle line',
      'Sub-subtitle line',
      'Sunday, February 14, 2027',
      '7:30 pm',
      'Doors generally open',
      'Joan C. Edwards Performing Arts Center',
      'parking garage',
      'not part of the Ridgeline Artists Series subscription',
      'A recital of art songs.',
      'Ticket info text',
      'Purchase Tickets',
      'Content block text',
      'Visit the official website',
      'View the printed program',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('names the printed program apart from the site’s program page, and says when it is a PDF', () => {
    const show = makeShow({ program: 'https://program.example.com/quartet.pdf' });
    render(<StandardLayout show={show} {...site} />);
    expect(screen.getByRole('link', { name: /^View the printed program \(PDF\)/ })).toHaveAttribute(
      'href',
      'https://program.example.com/quartet.pdf',
    );
  });

  it('has exactly one h1, the show title', () => {
    render(<StandardLayout show={makeShow({ title: 'An Evening of Song' })} {...site} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An Evening of Song');
  });

  it('flags a special event as not part of the series subscription', () => {
    const { rerender } = render(
      <StandardLayout show={makeShow({ specialEvent: true })} {...site} />,
    );
    expect(
      screen.getByText(/not part of the Ridgeline Artists Series subscription/i),
    ).toBeInTheDocument();

    rerender(<StandardLayout show={makeShow({ specialEvent: false })} {...site} />);
    expect(screen.queryByText(/not part of the/i)).not.toBeInTheDocument();
  });

  it('promotes the Masters package with its ticket button only for Masters shows', () => {
    const { rerender } = render(
      <StandardLayout
        show={makeShow({ mastersAt: true, mastersAtTickets: 'https://tickets.example.com/m' })}
        {...site}
      />,
    );
    expect(screen.getByRole('link', { name: /purchase package tickets/i })).toHaveAttribute(
      'href',
      'https://tickets.example.com/m',
    );

    rerender(<StandardLayout show={makeShow({ mastersAt: false })} {...site} />);
    expect(screen.queryByText(/masters at ohio river/i)).not.toBeInTheDocument();
  });

  it('does not promote the Masters package on a called-off show or a run with no night left', () => {
    const masters = { mastersAt: true, mastersAtTickets: 'https://tickets.example.com/m' };
    const { rerender } = render(
      <StandardLayout show={makeShow({ ...masters, status: 'cancelled' })} {...site} />,
    );
    expect(screen.queryByText(/part of masters at ohio river/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /purchase package/i })).not.toBeInTheDocument();

    const base = makeRunWithGuest(masters);
    const nightsCancelled = base.performances.map((p) => ({ ...p, status: 'cancelled' as const }));
    rerender(<StandardLayout show={{ ...base, performances: nightsCancelled }} {...site} />);
    expect(screen.queryByText(/part of masters at ohio river/i)).not.toBeInTheDocument();

    const oneNightLeft = [
      ...nightsCancelled.slice(1),
      { ...nightsCancelled[0]!, status: 'scheduled' as const },
    ];
    rerender(<StandardLayout show={{ ...base, performances: oneNightLeft }} {...site} />);
    expect(screen.getByText(/part of masters at ohio river/i)).toBeInTheDocument();
  });

  it('embeds the trailer when there is a YouTube id, else links to the trailer', () => {
    const { rerender } = render(
      <StandardLayout
        show={makeShow({
          trailer: 'https://www.youtube.com/watch?v=abcdefghijk',
          youtubeVideoId: 'abcdefghijk',
        })}
        {...site}
      />,
    );
    expect(screen.getByRole('link', { name: /play trailer/i })).toBeInTheDocument();

    rerender(
      <StandardLayout
        show={makeShow({ trailer: 'https://video.example.com/trailer' })}
        {...site}
      />,
    );
    expect(screen.queryByRole('link', { name: /play trailer/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /watch the trailer/i })).toHaveAttribute(
      'href',
      'https://video.example.com/trailer',
    );
  });
});

describe('PosterLeftLayout', () => {
  it('shows the same details as the standard page beside the poster', () => {
    render(
      <PosterLeftLayout
        show={makeShow({
          title: 'An Evening of Song',
          venue: artsCenter,
          tickets: 'https://tickets.example.com/x',
        })}
        {...site}
      />,
    );
    expect(screen.getByRole('img', { name: 'Poster for An Evening of Song' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An Evening of Song');
    expect(screen.getByText(/parking garage/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /purchase tickets/i })).toBeInTheDocument();
  });
});

describe('ShowLayout', () => {
  it('renders the layout the show names in its template', () => {
    const { rerender } = render(<ShowLayout show={festivalWithDownload()} {...site} />);
    expect(screen.getByRole('link', { name: /download festival/i })).toBeInTheDocument();

    rerender(<ShowLayout show={makeShow({ template: 'standard' })} {...site} />);
    expect(screen.queryByRole('link', { name: /download festival/i })).not.toBeInTheDocument();
  });
});

describe('FestivalLayout', () => {
  it("embeds the festival's own trailer under 'Festival Trailer', else links to it", () => {
    const { rerender } = render(
      <FestivalLayout
        show={festivalWithDownload({
          trailer: 'https://www.youtube.com/watch?v=festival123',
          youtubeVideoId: 'festival123',
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Festival Trailer' });
    expect(within(section).getByRole('link', { name: /play trailer/i })).toBeInTheDocument();

    rerender(
      <FestivalLayout show={festivalWithDownload({ trailer: 'https://video.example.com/fest' })} />,
    );
    expect(screen.queryByRole('region', { name: 'Festival Trailer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /watch the trailer/i })).toHaveAttribute(
      'href',
      'https://video.example.com/fest',
    );
  });

  it('lists the access services to request screening by screening', () => {
    const festival = festivalWithDownload({ accessibility: ['open-captions'] });
    const screenings = festival.schedule.flatMap((day) => day.slots).length;
    // The festival's first day, so every screening is still to come and its request listed.
    jest.useFakeTimers({ now: new Date(`${festival.schedule[0]!.day}T12:00:00Z`) });
    try {
      render(<FestivalLayout show={festival} />);
    } finally {
      jest.useRealTimers();
    }
    const requests = screen.getByRole('region', { name: 'Access services to request' });
    expect(screenings).toBeGreaterThan(1);
    expect(within(requests).getAllByText(/^Open captions: /)).toHaveLength(screenings);
  });

  it("labels the download 'Download Festival Schedule' for an international festival", () => {
    render(
      <FestivalLayout
        show={festivalWithDownload({ title: 'Ridgeline International Film Festival' })}
      />,
    );
    const link = screen.getByRole('link', { name: /download festival schedule/i });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/downloads\/festival\.pdf$/));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("labels the download 'Download Festival Brochure' otherwise", () => {
    render(
      <FestivalLayout show={festivalWithDownload({ title: 'Ridgeline Documentary Weekend' })} />,
    );
    expect(screen.getByRole('link', { name: /download festival brochure/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /festival schedule/i })).not.toBeInTheDocument();
  });

  it('lists each film with poster link, description, country, language, length, screenings and trailer', () => {
    const film = makeFilm({
      name: 'the_quiet_hours',
      title: 'The Quiet Hours',
      description: '<p>A nurse keeps a clinic open through the polar night.</p>',
      country: 'Norway',
      language: ['no'],
      subtitles: [],
      lengthFormatted: '1 hr 41 min',
      schedule: ['Saturday, March 20 - 1:00 pm'],
      trailer: 'https://www.youtube.com/watch?v=quiethours1',
    });
    render(<FestivalLayout show={festivalWithDownload({ films: [film] })} />);
    const item = screen.getByRole('article', { name: 'The Quiet Hours' });
    expect(within(item).getByRole('link', { name: 'Poster for The Quiet Hours' })).toHaveAttribute(
      'href',
      '/show/the_quiet_hours',
    );
    expect(within(item).getByText(/polar night/)).toBeInTheDocument();
    expect(within(item).getByText('Norway')).toBeInTheDocument();
    expect(within(item).getByText('Norwegian')).toBeInTheDocument();
    expect(within(item).getByText('1 hr 41 min')).toBeInTheDocument();
    expect(within(item).getByText('Saturday, March 20 - 1:00 pm')).toBeInTheDocument();
    const trailer = within(item).getByRole('link', { name: /watch trailer/i });
    expect(trailer).toHaveAttribute('href', 'https://www.youtube.com/watch?v=quiethours1');
    expect(trailer).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the Film Schedule grouped by day, then by time, naming the films', () => {
    const show = festivalWithDownload({
      schedule: [
        {
          day: '2027-03-18',
          dayLabel: 'Thursday, March 18',
          slots: [
            {
              time: '18:00',
              timeLabel: '6:00 pm',
              films: [{ name: 'ferry', title: 'The Ferryman', url: '/show/ferry' }],
            },
            {
              time: '20:30',
              timeLabel: '8:30 pm',
              films: [{ name: 'winters', title: 'Seven Winters', url: '/show/winters' }],
            },
          ],
        },
        {
          day: '2027-03-19',
          dayLabel: 'Friday, March 19',
          slots: [
            {
              time: '16:00',
              timeLabel: '4:00 pm',
              films: [{ name: 'harvest', title: 'Last Harvest', url: '/show/harvest' }],
            },
          ],
        },
      ],
    });
    render(<FestivalLayout show={show} />);
    const sidebar = screen.getByRole('complementary', { name: 'Film Schedule' });
    const days = within(sidebar).getAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(['Thursday, March 18', 'Friday, March 19']);
    const text = sidebar.textContent ?? '';
    const order = [
      'Thursday, March 18',
      '6:00 pm',
      'The Ferryman',
      '8:30 pm',
      'Seven Winters',
      'Friday, March 19',
      '4:00 pm',
      'Last Harvest',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(within(sidebar).getByRole('link', { name: 'Last Harvest' })).toHaveAttribute(
      'href',
      '/show/harvest',
    );
  });
});
