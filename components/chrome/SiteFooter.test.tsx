import { render, screen, within } from '@testing-library/react';
import { testSite } from './__fixtures__/site';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('runs the copyright from the first season to the year of the build', () => {
    render(<SiteFooter site={testSite} currentYear={2031} />);
    expect(screen.getByText('© 2001-2031 Test Valley University')).toBeInTheDocument();
  });

  it('uses the current year when none is given', () => {
    render(<SiteFooter site={testSite} />);
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© 2001-${year} Test Valley University`,
    );
  });

  it('shows university, college, sponsor and funder logos, linking those with a site', () => {
    render(<SiteFooter site={testSite} currentYear={2031} />);
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
    render(<SiteFooter site={testSite} currentYear={2031} />);
    expect(screen.getByRole('img', { name: 'Valley Bank' })).toHaveAttribute(
      'src',
      '/artistseries/logos/bank.svg',
    );
  });

  it('gives the contact line with phone and e-mail links', () => {
    render(<SiteFooter site={testSite} currentYear={2031} />);
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
