import { render, screen } from '@testing-library/react';
import { venueDay } from '@/lib/time/venue-clock';
import { SeriesPackageButton } from './SeriesPackageButton';

jest.mock('@/lib/time/venue-clock', () => ({
  ...jest.requireActual('@/lib/time/venue-clock'),
  venueDay: jest.fn(),
}));
const visitorDay = jest.mocked(venueDay);

const shows = [
  {
    name: 'autumn_talk',
    day: '2026-09-24',
    date: '2026-09-24T19:30',
    speakerSeries: true,
    packageTickets: 'https://tickets.example.com/package-autumn',
  },
  {
    name: 'winter_talk',
    day: '2027-02-11',
    date: '2027-02-11T19:30',
    speakerSeries: true,
    packageTickets: 'https://tickets.example.com/package-winter',
  },
];

describe('SeriesPackageButton', () => {
  it('links to the package of the first upcoming series show', () => {
    visitorDay.mockReturnValue('2026-10-01');
    render(<SeriesPackageButton shows={shows} buildDay="2026-09-01" timeZone="America/New_York" />);
    const link = screen.getByRole('link', { name: /purchase series package/i });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/package-winter');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is absent once no series show is upcoming', () => {
    visitorDay.mockReturnValue('2027-06-01');
    render(<SeriesPackageButton shows={shows} buildDay="2026-09-01" timeZone="America/New_York" />);
    expect(screen.queryByRole('link', { name: /series package/i })).not.toBeInTheDocument();
  });
});
