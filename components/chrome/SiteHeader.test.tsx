import { render, screen } from '@testing-library/react';
import { mainNavigation } from '@/lib/site/navigation';
import { site } from '@/test/support/fixture-content';
import { SiteHeader } from './SiteHeader';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('SiteHeader', () => {
  it('links the series logo to the home page', () => {
    render(
      <SiteHeader
        site={{ ...site, seriesName: 'Test Valley Artists Series' }}
        navigation={mainNavigation}
      />,
    );
    const home = screen.getByRole('link', { name: 'Test Valley Artists Series home' });
    expect(home).toHaveAttribute('href', '/');
  });

  it('names every social link, including networks without an icon, and opens them in new tabs', () => {
    const social = [
      { name: 'Facebook', url: 'https://facebook.example.com/tv' },
      { name: 'Mastodon', url: 'https://social.example.org/@tv' },
    ];
    render(<SiteHeader site={{ ...site, social }} navigation={mainNavigation} />);
    const facebook = screen.getByRole('link', { name: /^Facebook/ });
    const mastodon = screen.getByRole('link', { name: /^Mastodon/ });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example.com/tv');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(mastodon).toHaveAttribute('target', '_blank');
  });

  it('links to the search page from the header, outside the menu', () => {
    render(<SiteHeader site={site} navigation={mainNavigation} />);
    // next/link drops the trailing slash outside a build with trailingSlash: true.
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/search\/?$/),
    );
  });

  it('says since when from the record’s first season, and no year before there is one', () => {
    const { rerender } = render(
      <SiteHeader site={{ ...site, tagline: 'Music by the river' }} navigation={mainNavigation} />,
    );
    expect(screen.getByText('Music by the river')).toBeInTheDocument();
    rerender(
      <SiteHeader
        site={{ ...site, tagline: 'Music by the river' }}
        navigation={mainNavigation}
        firstSeason="2023-24"
      />,
    );
    expect(screen.getByText('Music by the river since the 2023–24 season')).toBeInTheDocument();
  });
});
