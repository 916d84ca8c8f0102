import { listFragment, listFromFragment } from './share-fragment';

const isWord = (id: string) => /^[a-z:#]+$/.test(id);

describe('a list in a share fragment', () => {
  it('reads back what it writes, with or without the "#"', () => {
    const hash = listFragment('picks', ['show:a', 'show:b']);
    expect(listFromFragment(hash, 'picks', isWord)).toEqual(['show:a', 'show:b']);
    expect(listFromFragment(hash.replace(/^#/, ''), 'picks', isWord)).toEqual(['show:a', 'show:b']);
  });

  it('keeps a "#" inside the list: only the leading one is the fragment’s', () => {
    expect(listFromFragment('#picks=a#b', 'picks', isWord)).toEqual(['a#b']);
  });

  it('reads nothing from a fragment of another name, even one as long', () => {
    expect(listFromFragment('#plans=show:a', 'picks', isWord)).toEqual([]);
    expect(listFromFragment('#xpicks=show:a', 'picks', isWord)).toEqual([]);
  });

  it('skips a part that does not decode and keeps the others, once each', () => {
    expect(listFromFragment('#picks=show:a,%E0%A4%A,show:b,show:a', 'picks', isWord)).toEqual([
      'show:a',
      'show:b',
    ]);
  });
});
