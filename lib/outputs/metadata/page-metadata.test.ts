/**
 * @jest-environment node
 */
import { pageMetadata } from './page-metadata';
import { routes } from '../../site/routes';

describe('every page’s metadata', () => {
  it('announces the what’s-new feeds as Atom and as JSON Feed (docs/rules/calendars.md#whats-new)', () => {
    const types = pageMetadata({ title: 'FAQ', description: 'Questions.', path: '/faq/' })
      .alternates?.types as Record<string, Array<{ url: string }>> | undefined;
    expect(types?.['application/atom+xml']?.map((link) => link.url)).toEqual([routes.news.atom()]);
    expect(types?.['application/feed+json']?.map((link) => link.url)).toEqual([routes.news.json()]);
  });
});
