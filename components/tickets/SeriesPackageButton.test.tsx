import { render, screen } from '@testing-library/react';
import { applyClock } from '@/lib/site/visitor-clock/apply';
import { SeriesPackageButton } from './SeriesPackageButton';

const shows = [
  {
    day: '2026-09-24',
    date: '2026-09-24T19:30',
    speakerSeries: true,
    packageTickets: 'https://tickets.example.com/package-autumn',
  },
  {
    day: '2027-02-11',
    date: '2027-02-11T19:30',
    speakerSeries: true,
    packageTickets: 'https://tickets.example.com/package-winter',
  },
];

function renderOn(buildDay: string) {
  return render(<SeriesPackageButton shows={shows} buildDay={buildDay} />);
}

const packageLink = () => screen.queryByRole('link', { name: /purchase series package/i });

describe('SeriesPackageButton', () => {
  it('links to the package of the first series show upcoming on the build day, in a new tab', () => {
    renderOn('2026-09-24');
    expect(packageLink()).toHaveAttribute('href', 'https://tickets.example.com/package-autumn');
    expect(packageLink()).toHaveAttribute('target', '_blank');
  });

  it("follows the visitor's day: the next show's package once the first is over", () => {
    const { container } = renderOn('2026-09-24');
    applyClock(container, Date.parse('2026-09-25T12:00:00Z'), '2026-09-25');
    expect(packageLink()).toHaveAttribute('href', 'https://tickets.example.com/package-winter');
  });

  it('is absent once no series show is upcoming, on the build day or the visitor’s', () => {
    renderOn('2027-06-01');
    expect(packageLink()).toBeNull();
    const { container } = renderOn('2027-02-11');
    applyClock(container, Date.parse('2027-02-12T12:00:00Z'), '2027-02-12');
    expect(packageLink()).toBeNull();
  });

  it('renders nothing when no show sells a package', () => {
    const { container } = render(
      <SeriesPackageButton
        shows={shows.map((show) => ({ ...show, packageTickets: ' ' }))}
        buildDay="2026-09-01"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
