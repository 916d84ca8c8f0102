import { render, screen, within } from '@testing-library/react';
import { makeFestival } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { FestivalLayout } from './FestivalLayout';

jest.mock('@/components/trailer/YouTubePlayer', () => ({ __esModule: true, default: () => null }));

// The festival page names access services only where a visitor can attend them: a cancelled or
// postponed festival, whose screenings share its status, has no badges
// (docs/rules/shows.md#show-status).
function festival(status: Show['status']): Show {
  const show = makeFestival({ status, accessibility: ['open-captions', 'wheelchair-seating'] });
  return { ...show, performances: show.performances.map((p) => ({ ...p, status })) };
}

function header() {
  return screen.getByRole('heading', { level: 1 }).closest('header')!;
}

describe("the festival page's access badges", () => {
  it.each(['cancelled', 'postponed'] as const)('a %s festival has none', (status) => {
    render(<FestivalLayout show={festival(status)} />);
    expect(within(header()).getByText(/^(Cancelled|Postponed)/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Accessibility services' })).toBeNull();
  });

  it.each(['scheduled', 'soldOut'] as const)('a %s festival names its services', (status) => {
    render(<FestivalLayout show={festival(status)} />);
    expect(
      within(header()).getByRole('list', { name: 'Accessibility services' }),
    ).toHaveTextContent('Open captionsWheelchair seating');
  });
});
