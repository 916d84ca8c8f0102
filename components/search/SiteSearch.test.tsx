import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchFilterChoices } from '@/lib/outputs/search/browser/search-names';
import { SiteSearch, type PagefindApi } from './SiteSearch';

const filters: SearchFilterChoices[] = [
  { name: 'season', label: 'Season', anyLabel: 'All seasons', values: ['2026–27', '2023–24'] },
];

/** A stand-in for pagefind.js: one page per query, and what it was asked. */
function fakePagefind() {
  const calls: Array<{ term: string | null; filters: Record<string, string> | undefined }> = [];
  const api: PagefindApi = {
    options: jest.fn(() => Promise.resolve()),
    debouncedSearch: (term, options) => {
      calls.push({ term, filters: options.filters });
      return Promise.resolve({
        results: [
          {
            id: 'en_1',
            data: () =>
              Promise.resolve({
                url: '/artistseries/shows/winter_lights/',
                excerpt: '<mark>Winter</mark> Lights &lt;live&gt;',
                meta: { title: 'Winter Lights', detail: 'Saturday, December 12, 2026' },
                filters: { category: ['Performances'], season: ['2026–27'] },
              }),
          },
        ],
      });
    },
  };
  return { api, calls };
}

function renderSearch(api: PagefindApi) {
  const load = jest.fn(() => Promise.resolve(api));
  render(
    <SiteSearch
      bundleUrl="/artistseries/pagefind/pagefind.js"
      baseUrl="/artistseries/"
      filters={filters}
      load={load}
    />,
  );
  return load;
}

// The box writes its words into the address: each test starts from a plain one.
beforeEach(() => window.history.replaceState(null, '', '/artistseries/search/'));

describe('SiteSearch', () => {
  it('lists each result as a link with its kind, season and date, and announces the count', async () => {
    const { api } = fakePagefind();
    renderSearch(api);
    await userEvent.type(screen.getByLabelText('Search shows, films, talks and events'), 'winter');
    const link = await screen.findByRole('link', { name: 'Winter Lights' });
    expect(link).toHaveAttribute('href', '/artistseries/shows/winter_lights/');
    expect(screen.getByText('Performances · 2026–27 · Saturday, December 12, 2026')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “winter”');
    expect(api.options).toHaveBeenCalledWith(
      expect.objectContaining({ baseUrl: '/artistseries/' }),
    );
  });

  it('searches by a filter alone, passing the value the pages were tagged with', async () => {
    const { api, calls } = fakePagefind();
    renderSearch(api);
    await userEvent.selectOptions(screen.getByLabelText('Season'), '2023–24');
    await screen.findByRole('link', { name: 'Winter Lights' });
    expect(calls.at(-1)).toEqual({ term: null, filters: { season: '2023–24' } });
  });

  it('has a Search button that runs the search again at once, results staying live', async () => {
    const { api, calls } = fakePagefind();
    renderSearch(api);
    const box = screen.getByLabelText('Search shows, films, talks and events');
    await userEvent.type(box, 'lights');
    await screen.findByRole('link', { name: 'Winter Lights' });
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)).toEqual({ term: 'lights', filters: {} });
    // Enter in the box submits the same form.
    await userEvent.type(box, '{Enter}');
    expect(calls.length).toBe(before + 2);
  });

  it('loads nothing until the visitor searches', () => {
    const load = renderSearch(fakePagefind().api);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});

describe('SiteSearch and the address (?q=)', () => {
  const BOX = 'Search shows, films, talks and events';

  it('starts with the words of ?q= in the box and shows their results', async () => {
    window.history.replaceState(null, '', '/artistseries/search/?q=lights');
    const { api, calls } = fakePagefind();
    renderSearch(api);
    expect(await screen.findByRole('link', { name: 'Winter Lights' })).toBeVisible();
    expect(screen.getByLabelText(BOX)).toHaveValue('lights');
    expect(calls).toEqual([{ term: 'lights', filters: {} }]);
  });

  it('starts empty and searches nothing when the address has no ?q=', () => {
    window.history.replaceState(null, '', '/artistseries/search/?q=');
    const load = renderSearch(fakePagefind().api);
    expect(screen.getByLabelText(BOX)).toHaveValue('');
    expect(load).not.toHaveBeenCalled();
  });

  it('writes what the visitor types into ?q=, replacing the entry rather than adding one', async () => {
    window.history.replaceState(null, '', '/artistseries/search/');
    const entries = window.history.length;
    renderSearch(fakePagefind().api);
    await userEvent.type(screen.getByLabelText(BOX), 'jazz trio');
    expect(window.location.pathname).toBe('/artistseries/search/');
    expect(window.location.search).toBe('?q=jazz+trio');
    expect(window.history.length).toBe(entries);
  });

  it('drops ?q= from the address when the box is emptied', async () => {
    window.history.replaceState(null, '', '/artistseries/search/?q=jazz');
    renderSearch(fakePagefind().api);
    await userEvent.clear(screen.getByLabelText(BOX));
    expect(window.location.search).toBe('');
  });
});
