/** @jest-environment node */
// Which shows the program's routes are built for (lib/site/static-params.ts).
import { getAllShows } from '@/lib/content';
import { fixtureContent, makeShow } from '@/test/support/fixture-content';
import { programShowParams } from './program-show';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  getAllShows: jest.fn(),
}));

describe('the program routes', () => {
  const program = fixtureContent.shows.find((show) => show.digitalProgram)?.digitalProgram;
  const withProgram = makeShow({ name: 'with_program', digitalProgram: program });
  const without = makeShow({ name: 'without', digitalProgram: undefined });

  it('are built for each show with a program, and no other', () => {
    expect(withProgram.digitalProgram).toBeDefined();
    jest.mocked(getAllShows).mockReturnValue([without, withProgram]);
    expect(programShowParams()).toEqual([{ name: 'with_program' }]);
  });

  it('are built only for the stand-in when no show has a program, never for a show', () => {
    jest.mocked(getAllShows).mockReturnValue([without]);
    expect(programShowParams()).toEqual([{ name: 'not-found' }]);
  });
});
