/** @jest-environment node */
// Which month calendars the build writes (lib/site/static-params.ts).
import { getListingScope } from '@/lib/concepts/listings/node';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import MonthCalendarPage, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/lib/concepts/listings/node', () => ({
  ...jest.requireActual('@/lib/concepts/listings/node'),
  getListingScope: jest.fn(),
}));

function scope(months: string[]) {
  jest.mocked(getListingScope).mockReturnValue({ months, topicsOffered: [], pageIds: [] });
}

describe('the month calendars', () => {
  it('writes a page for each month an event takes place in', () => {
    scope(['2027-01', '2027-02']);
    expect(generateStaticParams()).toEqual([{ month: '2027-01' }, { month: '2027-02' }]);
  });

  it('writes only the stand-in between seasons, with nothing announced, so the build goes on', () => {
    scope([]);
    expect(generateStaticParams()).toEqual([{ month: 'not-found' }]);
  });

  it("draws the site's not-found page at the stand-in, not indexed", async () => {
    scope([]);
    const params = Promise.resolve({ month: 'not-found' });
    expect((await MonthCalendarPage({ params })).type).toBe(NotFoundPage);
    expect(await generateMetadata({ params })).toBe(notFoundMetadata);
  });
});
