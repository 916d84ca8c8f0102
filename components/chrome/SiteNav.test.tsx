import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { mainNavigation } from '@/lib/navigation';
import { SiteNav } from './SiteNav';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedUsePathname = jest.mocked(usePathname);

beforeEach(() => {
  mockedUsePathname.mockReturnValue('/faq/');
});

function renderNav() {
  return render(<SiteNav items={mainNavigation} />);
}

describe('phone menu', () => {
  it('starts collapsed once scripts run: the button says not expanded and the links are hidden', () => {
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  it('points the button at the panel it controls', () => {
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panelId = button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? '')).toContainElement(
      screen.getByRole('list', { hidden: true }),
    );
  });

  it('opens on click and closes on a second click', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shows' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the page changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');

    mockedUsePathname.mockReturnValue('/contact/');
    rerender(<SiteNav items={mainNavigation} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('main navigation links', () => {
  it('lists every section in the specified order', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
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

  it('marks only the current page with aria-current="page"', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shows' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it('marks Shows on the home page and on a show detail page', async () => {
    const user = userEvent.setup();
    mockedUsePathname.mockReturnValue('/');
    const { rerender } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Shows' })).toHaveAttribute('aria-current', 'page');

    mockedUsePathname.mockReturnValue('/shows/hamilton/');
    rerender(<SiteNav items={mainNavigation} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Shows' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });
});

describe('server HTML and the no-JavaScript fallback', () => {
  it('ships the menu collapsed, as phones show it once React runs, so nothing jumps', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteNav items={mainNavigation} />);
    document.body.append(container);

    const button = within(container).getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(container).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    container.remove();
  });

  it('has a scripting:none style rule that shows the hidden panel and hides the button', () => {
    // jsdom applies no stylesheets, so read the rule: it is what keeps phones usable without JS.
    const css = readFileSync(path.join(__dirname, 'SiteNav.module.css'), 'utf8');
    const block = /@media \(scripting: none\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(block).toMatch(/\.toggle \{\s*display: none;/);
    expect(block).toMatch(/\.panel\[hidden\] \{\s*display: block;/);
  });
});
