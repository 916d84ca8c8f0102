/** @jest-environment node */
// Which person pages the build writes (lib/site/static-params.ts).
import { getPeople } from '@/lib/content';
import { fixtureContent } from '@/test/support/fixture-content';
import { generateStaticParams } from './page';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  getPeople: jest.fn(),
}));

describe('the person pages', () => {
  it('writes a page for each person', () => {
    const people = [...fixtureContent.people.values()].slice(0, 2);
    expect(people).toHaveLength(2);
    jest.mocked(getPeople).mockReturnValue(people);
    expect(generateStaticParams()).toEqual(people.map((person) => ({ id: person.id })));
  });

  it('writes only the stand-in when the archive has no people, so the build goes on', () => {
    jest.mocked(getPeople).mockReturnValue([]);
    expect(generateStaticParams()).toEqual([{ id: 'not-found' }]);
  });
});
