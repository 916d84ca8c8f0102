import { render, screen } from '@testing-library/react';
import { fixtureContent, makeShow } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { HeaderBand } from './HeaderBand';

// The show page's header names access services only where a visitor can attend them: a
// cancelled or postponed show has no badges, as on its card (docs/rules/shows.md#show-status).
const services = ['asl-interpretation', 'audio-description'] as const;

function badges() {
  return screen.queryByRole('list', { name: 'Accessibility services' });
}

function single(status: Show['status']): Show {
  const show = makeShow({ status, accessibility: [...services] });
  return { ...show, performances: show.performances.map((p) => ({ ...p, status })) };
}

describe("HeaderBand's access badges", () => {
  it.each(['cancelled', 'postponed'] as const)('a %s show has none', (status) => {
    render(<HeaderBand show={single(status)} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(badges()).toBeNull();
  });

  it.each(['scheduled', 'soldOut', 'rescheduled'] as const)(
    'a %s show names its services',
    (status) => {
      render(<HeaderBand show={single(status)} />);
      expect(badges()).toHaveTextContent('ASL interpretationAudio description');
    },
  );

  describe('a run', () => {
    // The fixture run: wheelchair seating at every performance, its Saturday matinee cancelled.
    const run = fixtureContent.shows.find((show) => show.name === 'the_harbour_players');
    if (!run) throw new Error('the fixture content has no run the_harbour_players');

    it('with one performance cancelled names the services of every performance', () => {
      expect(run.performances.some((p) => p.status === 'cancelled')).toBe(true);
      render(<HeaderBand show={run} />);
      expect(badges()).toHaveTextContent('Wheelchair seating');
    });

    it('cancelled as a whole has none', () => {
      const cancelled: Show = {
        ...run,
        status: 'cancelled',
        performances: run.performances.map((p) => ({ ...p, status: 'cancelled' })),
      };
      render(<HeaderBand show={cancelled} />);
      expect(badges()).toBeNull();
    });
  });
});
