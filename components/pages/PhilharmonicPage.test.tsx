import { render, screen, within } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Club } from '@/lib/concepts/club/build';
import { PhilharmonicPage } from './PhilharmonicPage';

/** The fixture club (test/fixtures/content/members.json): Leaders $1,000+, Benefactors $500–$999, Patrons $250–$499, Friends $200–$249. */
const club = fixtureContent.club as Club;

function renderPage(given: Club | null = club) {
  render(
    <PhilharmonicPage
      seriesName="Test Valley Artists Series"
      phone="(555) 555-0123"
      donationUrl="https://giving.example.edu/tv"
      club={given ?? undefined}
    />,
  );
}

describe('PhilharmonicPage', () => {
  it('explains that the series must raise 85% of its funding from the community', () => {
    renderPage();
    expect(screen.getByRole('article')).toHaveTextContent(
      /must receive 85% of its funding from the community/,
    );
  });

  it('tabulates the four giving levels from Leaders down to Friends', () => {
    renderPage();
    const table = screen.getByRole('table', { name: /membership levels/i });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Leaders$1,000 and above',
      'Benefactors$500–$999',
      'Patrons$250–$499',
      'Friends$200–$249',
    ]);
  });

  it('lists the member benefits staff wrote', () => {
    renderPage({ ...club, benefits: ['Post-show receptions', 'A backstage tour'] });
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(/post-show receptions/i);
    expect(article).toHaveTextContent(/a backstage tour/i);
  });

  it('takes the community share and the levels from content', () => {
    renderPage({
      ...club,
      communityFundingPercent: 70,
      levels: [
        { id: 'circle', name: 'Circle', minimum: 2500 },
        { id: 'friends', name: 'Friends', minimum: 100 },
      ],
      members: [],
    });
    expect(screen.getByRole('article')).toHaveTextContent(/must receive 70% of its funding/);
    const rows = within(screen.getByRole('table', { name: /membership levels/i }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Circle$2,500 and above', 'Friends$100–$2,499']);
  });

  it('names the members who opted in, by level, with no amounts', () => {
    renderPage();
    const members = screen.getByRole('region', { name: 'Philharmonic Club members' });
    const leaders = within(members).getByRole('list', { name: 'Leaders' });
    expect(
      within(leaders)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ansel Brightwater', 'Zora Abernethy']);
    expect(members).not.toHaveTextContent('Quill Hidden');
    expect(members).not.toHaveTextContent('$');
    // A level nobody is named in has no heading.
    expect(within(members).queryByRole('heading', { name: 'Benefactors' })).toBeNull();
  });

  it('shows no table and no names without a club file', () => {
    renderPage(null);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Philharmonic Club members' })).toBeNull();
  });

  it('offers a phone contact and the donation link', () => {
    renderPage();
    expect(screen.getAllByRole('link', { name: /555-0123/ })[0]).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
    expect(screen.getByRole('link', { name: /Make a Donation/ })).toHaveAttribute(
      'href',
      'https://giving.example.edu/tv',
    );
  });
});
