/**
 * @jest-environment node
 *
 * The what's-new feeds (docs/rules/calendars.md#whats-new) are served like the other data files on
 * every host: revalidated on each read, as XML and JSON with their charset, never as a download
 * or as text. Their addresses come from lib/site/routes.ts, so a renamed feed is checked too.
 */
import { routes } from '../lib/site/routes';
import { CONTENT_TYPES, headersFor, RULES } from './headers';
import { nginxLocations } from './targets';

const basePath = '/artistseries';
const feeds = [routes.news.atom(), routes.news.json()];

function extension(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

describe('the what’s-new feeds on every host', () => {
  it('fall under the data files’ rule, so every host revalidates them', () => {
    for (const feed of feeds) {
      expect(headersFor(`${basePath}${feed}`, { basePath })['Cache-Control']).toBe('no-cache');
    }
  });

  it('have an XML and a JSON content type that nginx names for their extensions', () => {
    const locations = nginxLocations({ basePath, rules: RULES });
    expect(CONTENT_TYPES[extension(routes.news.atom())]).toMatch(/^application\/(atom\+)?xml$/);
    expect(CONTENT_TYPES[extension(routes.news.json())]).toMatch(/^application\/(feed\+)?json$/);
    for (const feed of feeds) {
      const type = CONTENT_TYPES[extension(feed)] ?? 'none';
      expect(locations).toContain(`${type} `);
    }
  });
});
