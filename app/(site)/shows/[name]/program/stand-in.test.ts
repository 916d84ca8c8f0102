/** @jest-environment node */
// The program routes' stand-in (lib/site/static-params.ts) draws the site's not-found page.
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import ProgramRoute, { generateMetadata as programMetadata } from './page';
import CardRoute, { generateMetadata as cardMetadata } from './card/page';
import LargePrintRoute, { generateMetadata as largePrintMetadata } from './large-print/page';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  findShow: jest.fn(() => undefined),
}));

describe("the program routes' stand-in", () => {
  it.each([
    ['program', ProgramRoute, programMetadata],
    ['card', CardRoute, cardMetadata],
    ['large-print program', LargePrintRoute, largePrintMetadata],
  ] as const)("draws the site's not-found page as the %s, not indexed", async (_, Page, meta) => {
    const params = Promise.resolve({ name: 'not-found' });
    expect((await Page({ params })).type).toBe(NotFoundPage);
    expect(await meta({ params })).toBe(notFoundMetadata);
  });
});
