import { isCurrentItem, mainNavigation, type NavItem } from './navigation';

const item = (href: string): NavItem => ({ label: href, href });

describe('isCurrentItem', () => {
  it('matches the home item only on the home page, not on every page below it', () => {
    expect(isCurrentItem(item('/'), '/')).toBe(true);
    expect(isCurrentItem(item('/'), '/faq/')).toBe(false);
  });

  it('treats a path with or without the trailing slash as the same page', () => {
    expect(isCurrentItem(item('/faq/'), '/faq')).toBe(true);
    expect(isCurrentItem(item('/faq/'), '/faq/')).toBe(true);
  });

  it('matches pages below a section but not a section whose name merely starts the same', () => {
    expect(isCurrentItem(item('/students/'), '/students/tickets/')).toBe(true);
    expect(isCurrentItem(item('/show/'), '/shows/x/')).toBe(false);
  });

  it('counts show, film and festival pages as part of Shows', () => {
    const shows = mainNavigation.find((entry) => entry.label === 'Shows');
    expect(shows).toBeDefined();
    if (!shows) return;
    expect(isCurrentItem(shows, '/shows/hamilton/')).toBe(true);
    expect(isCurrentItem(shows, '/show/some-film/')).toBe(true);
    expect(isCurrentItem(shows, '/festival/')).toBe(true);
    expect(isCurrentItem(shows, '/speaker-series/')).toBe(false);
  });

  it('uses trailing-slash hrefs, as the export writes folder/index.html', () => {
    for (const entry of mainNavigation) expect(entry.href.endsWith('/')).toBe(true);
  });
});
