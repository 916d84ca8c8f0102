import { render, screen } from '@testing-library/react';
import Link from './link';
import { withBasePath } from '@/lib/site/paths';

describe("the stand-in for next/link in the islands' and the editor's bundles", () => {
  it('writes a page address under the base path, as the site’s links are', () => {
    render(<Link href="/faq/">FAQ</Link>);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe(
      withBasePath('/faq/'),
    );
  });

  it('leaves an in-page link as it is', () => {
    render(<Link href="#schedule">Schedule</Link>);
    expect(screen.getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('#schedule');
  });

  it('drops the router’s props instead of writing them into the markup', () => {
    render(
      <Link href="/faq/" prefetch={false} scroll={false} replace>
        FAQ
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.getAttributeNames().sort()).toEqual(['href']);
  });
});
