import { render, screen, within } from '@testing-library/react';
import { SponsorsBlock } from './SponsorsBlock';
import { makeShow, makeSponsor } from '@/test/support/fixture-content';
import type { SponsorRow } from '@/lib/content/types';

const rows: SponsorRow[] = [
  {
    level: 1,
    maxWidth: 275,
    maxHeight: 165,
    sponsors: [makeSponsor({ name: 'River Bank', level: 1, url: 'https://bank.example.com/' })],
  },
  {
    level: 3,
    maxWidth: 175,
    maxHeight: 105,
    sponsors: [
      makeSponsor({ name: 'Hill Radio', level: 3 }),
      makeSponsor({ name: 'The Friends of Music', level: 3, text: true }),
    ],
  },
  {
    level: 5,
    maxWidth: 125,
    maxHeight: 40,
    sponsors: [makeSponsor({ name: 'Corner Bakery', level: 5, food: true })],
  },
];

describe('SponsorsBlock', () => {
  it('uses the default heading unless the show names its own', () => {
    const { rerender } = render(<SponsorsBlock show={makeShow({ sponsorRows: rows })} />);
    expect(screen.getByRole('heading', { name: 'Sponsored By' })).toBeInTheDocument();

    rerender(
      <SponsorsBlock
        show={makeShow({ sponsorRows: rows, sponsorsHeading: 'Festival Partners' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Festival Partners' })).toBeInTheDocument();
  });

  it('renders one row per level, in the order given', () => {
    render(<SponsorsBlock show={makeShow({ sponsorRows: rows })} />);
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual([
      'Level 1 sponsors',
      'Level 3 sponsors',
      'Level 5 sponsors',
    ]);
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a text sponsor as its name instead of a logo', () => {
    render(<SponsorsBlock show={makeShow({ sponsorRows: rows })} />);
    expect(screen.getByText('The Friends of Music')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The Friends of Music' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hill Radio' })).toBeInTheDocument();
  });

  it('labels the food sponsor', () => {
    render(<SponsorsBlock show={makeShow({ sponsorRows: rows })} />);
    const foodRow = screen.getByRole('list', { name: 'Level 5 sponsors' });
    expect(within(foodRow).getByText('Food sponsor')).toBeInTheDocument();
    expect(within(foodRow).getByRole('img', { name: 'Corner Bakery' })).toBeInTheDocument();
  });

  it('sizes logos within their level box, smaller for lower levels', () => {
    render(<SponsorsBlock show={makeShow({ sponsorRows: rows })} />);
    const top = screen.getByRole('img', { name: 'River Bank' });
    const food = screen.getByRole('img', { name: 'Corner Bakery' });
    expect(Number(top.getAttribute('width'))).toBeLessThanOrEqual(275);
    expect(Number(top.getAttribute('height'))).toBeLessThanOrEqual(165);
    expect(Number(food.getAttribute('height'))).toBeLessThanOrEqual(40);
    expect(Number(food.getAttribute('width'))).toBeLessThan(Number(top.getAttribute('width')));
  });

  it('links a sponsor with a website in a new tab', () => {
    render(<SponsorsBlock show={makeShow({ sponsorRows: rows })} />);
    const link = screen.getByRole('link', { name: /river bank/i });
    expect(link).toHaveAttribute('href', 'https://bank.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders nothing for a show without sponsors', () => {
    const { container } = render(<SponsorsBlock show={makeShow({ sponsorRows: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
