import { render, screen, within } from '@testing-library/react';
import { partEntries, SeasonList } from './SeasonList';

const entries = [
  { href: '/people/ines_varga/2002-03/', label: '2002–03 Season', holds: '1 appearance' },
  { href: '/people/ines_varga/2001-02/', label: '2001–02 Season', holds: '2 appearances' },
];

describe('SeasonList', () => {
  it('names its region by its heading, at the level given', () => {
    render(<SeasonList id="earlier" heading="Earlier seasons" level={3} entries={entries} />);
    expect(screen.getByRole('region', { name: 'Earlier seasons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Earlier seasons' })).toBeVisible();
  });

  it('links each entry by what it covers and says what it holds', () => {
    render(<SeasonList id="earlier" heading="Earlier seasons" level={2} entries={entries} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2002–03 Season: 1 appearance',
      '2001–02 Season: 2 appearances',
    ]);
    expect(within(items[1]!).getByRole('link', { name: '2001–02 Season' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/people\/ines_varga\/2001-02\/?$/),
    );
  });

  it('names the page being read without linking it', () => {
    const [first, second] = entries;
    render(
      <SeasonList
        id="parts"
        heading="By date"
        level={2}
        entries={[first!, { ...second!, current: true }]}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('2001–02 Season')).toHaveAttribute('aria-current', 'page');
  });

  it('draws nothing without entries', () => {
    const { container } = render(
      <SeasonList id="earlier" heading="Earlier seasons" level={3} entries={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('partEntries', () => {
  const at = (day: string) => ({ show: { day } });

  it('names each part by its first and last day in any order, the current one marked', () => {
    const parts = [[at('2025-01-15'), at('2024-09-01')], [at('2025-05-31')]];
    expect(
      partEntries(
        parts,
        1,
        (index) => `/part/${index}/`,
        (items) => String(items.length),
      ),
    ).toEqual([
      {
        href: '/part/0/',
        label: 'September 1, 2024 – January 15, 2025',
        holds: '2',
        current: false,
      },
      { href: '/part/1/', label: 'May 31, 2025', holds: '1', current: true },
    ]);
  });
});
