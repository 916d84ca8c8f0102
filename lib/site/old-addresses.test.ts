import { movedProgramPages } from './old-addresses';

describe('movedProgramPages', () => {
  it('maps each old program address of a show to its new one', () => {
    expect(movedProgramPages('the_quartet', 'The Quartet')).toEqual([
      {
        from: '/shows/the_quartet/programme/',
        to: '/shows/the_quartet/program/',
        what: 'The program of The Quartet',
      },
      {
        from: '/shows/the_quartet/programme/large-print/',
        to: '/shows/the_quartet/program/large-print/',
        what: 'The large-print program of The Quartet',
      },
      {
        from: '/shows/the_quartet/programme/card/',
        to: '/shows/the_quartet/program/card/',
        what: 'The program card of The Quartet',
      },
    ]);
  });
});
