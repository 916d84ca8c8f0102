import { render, screen, within } from '@testing-library/react';
import { makeLogo, site } from '@/test/support/fixture-content';
import { SiteFooter } from './SiteFooter';

const copyrightSite = {
  ...site,
  universityName: 'Test Valley University',
  copyrightStartYear: 2001,
};

// A sponsor with a website and a funder without one, so the linking rule shows.
const logoSite = {
  ...site,
  logos: {
    ...site.logos,
    university: makeLogo('Test Valley University', 'logos/university.svg'),
    college: makeLogo('College of Fine Arts', 'logos/college.svg'),
    sponsors: [makeLogo('Valley Bank', 'logos/bank.svg', 'https://bank.example.com/')],
    funders: [makeLogo('Arts Council', 'logos/council.svg')],
  },
};

describe('SiteFooter', () => {
  it('runs the copyright from the first season to the year of the build', () => {
    render(<SiteFooter site={copyrightSite} currentYear={2031} />);
    expect(screen.getByText('© 2001-2031 Test Valley University')).toBeInTheDocument();
  });

  it('repeats the donation call to action, opening the giving page in a new tab', () => {
    render(<SiteFooter site={{ ...site, donationUrl: 'https://giving.example.edu/test' }} />);
    const donate = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: /Make a Donation/,
    });
    expect(donate).toHaveAttribute('href', 'https://giving.example.edu/test');
    expect(donate).toHaveAttribute('target', '_blank');
  });

  it('uses the current year when none is given', () => {
    render(<SiteFooter site={copyrightSite} />);
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© 2001-${year} Test Valley University`,
    );
  });

  it('shows university, college, sponsor and funder logos, linking those with a site', () => {
    render(<SiteFooter site={logoSite} currentYear={2031} />);
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      'Test Valley University',
      'College of Fine Arts',
      'Valley Bank',
      'Arts Council',
    ]) {
      expect(within(footer).getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Valley Bank/ })).toHaveAttribute(
      'href',
      'https://bank.example.com/',
    );
    expect(screen.queryByRole('link', { name: /Arts Council/ })).not.toBeInTheDocument();
  });

  it('serves logo files from under the base path', () => {
    render(<SiteFooter site={logoSite} currentYear={2031} />);
    expect(screen.getByRole('img', { name: 'Valley Bank' })).toHaveAttribute(
      'src',
      '/artistseries/logos/bank.svg',
    );
  });

  it('gives the contact line with phone and e-mail links', () => {
    render(<SiteFooter site={site} currentYear={2031} />);
    expect(screen.getByRole('link', { name: '(555) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
    expect(screen.getByRole('link', { name: 'series@example.edu' })).toHaveAttribute(
      'href',
      'mailto:series@example.edu',
    );
  });
});

describe('SiteFooter links', () => {
  it("lists the site's own pages as plain links, so every page is reachable without the menu", () => {
    render(
      <SiteFooter
        site={site}
        links={[
          { label: 'FAQ', href: '/faq/' },
          { label: 'COVID-19 Policy', href: '/covid/' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/faq\/?$/),
    );
    expect(within(nav).getByRole('link', { name: 'COVID-19 Policy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/covid\/?$/),
    );
  });
});
