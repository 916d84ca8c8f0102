import { fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { mainNavigation } from '@/lib/site/navigation';
import { SiteNav } from './SiteNav';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedUsePathname = jest.mocked(usePathname);

// jsdom has no popover API: the browser tests (e2e/navigation.spec.ts) open and close the real
// popover; here the menu's own code is checked against a stand-in.
const hidePopover = jest.fn();
beforeEach(() => {
  mockedUsePathname.mockReturnValue('/faq/');
  hidePopover.mockClear();
  Object.assign(HTMLElement.prototype, { hidePopover });
});

function renderNav() {
  return render(<SiteNav items={mainNavigation} />);
}

describe('phone menu', () => {
  it('is a native popover: the Menu button targets the panel that holds the links', () => {
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'FAQ' }));
  });

  it('never closes the menu itself, so one opened while the page loaded stays open', () => {
    renderNav();
    expect(hidePopover).not.toHaveBeenCalled();
  });

  it('leaves opening to the browser: pressing Menu runs no code of ours', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(hidePopover).not.toHaveBeenCalled();
  });
});

describe('main navigation links', () => {
  it('lists every section in the specified order', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Shows',
      'Speaker Series',
      'Education & Enrichment',
      'Philharmonic Club',
      'Students',
      'FAQ',
      'Subscribe',
      'Contact',
    ]);
  });

  it('marks only the current page with aria-current="page"', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shows' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it('marks Shows on the home page and on a show detail page', () => {
    mockedUsePathname.mockReturnValue('/');
    const { rerender } = renderNav();
    expect(screen.getByRole('link', { name: 'Shows' })).toHaveAttribute('aria-current', 'page');

    mockedUsePathname.mockReturnValue('/shows/hamilton/');
    rerender(<SiteNav items={mainNavigation} />);
    expect(screen.getByRole('link', { name: 'Shows' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });
});

describe('server HTML', () => {
  it('ships the menu as a popover and its button as the invoker, so it works with no script', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<SiteNav items={mainNavigation} />);
    // HTML attribute names are case-insensitive: the browser reads popoverTarget as popovertarget.
    expect(html).toMatch(/<button[^>]*popovertarget="main-menu"/i);
    expect(html).toMatch(/<div[^>]*id="main-menu"[^>]*popover="auto"/);
    expect(html).not.toContain('aria-expanded');
  });
});
