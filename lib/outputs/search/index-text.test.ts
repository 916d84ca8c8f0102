import { spacedForIndex } from './index-text';

describe('spacedForIndex', () => {
  it('puts a space between a closing and an opening tag', () => {
    expect(spacedForIndex('<dt>Date</dt><dd>Saturday</dd>')).toBe(
      '<dt>Date</dt> <dd>Saturday</dd>',
    );
  });

  it('puts a space between two opening or two closing tags', () => {
    expect(spacedForIndex('<li><a href="/x/">Quartet</a></li>')).toBe(
      '<li> <a href="/x/">Quartet</a> </li>',
    );
  });

  it('puts a space between a word and a tag that opens right after it', () => {
    expect(spacedForIndex('<dd>7:30 pm<span>Doors open at 6:30</span></dd>')).toBe(
      '<dd>7:30 pm <span>Doors open at 6:30</span> </dd>',
    );
    expect(spacedForIndex('Café<b>x</b>')).toBe('Café <b>x</b>');
  });

  it('leaves punctuation before a tag, and text after a closing tag, as they are', () => {
    expect(spacedForIndex('(<a>map</a>)')).toBe('(<a>map</a>)');
    expect(spacedForIndex('<p><a>Edwards</a>, Huntington</p>')).toBe(
      '<p> <a>Edwards</a>, Huntington</p>',
    );
  });

  it('changes nothing without adjacent tags', () => {
    expect(spacedForIndex('<p>One line</p>')).toBe('<p>One line</p>');
    expect(spacedForIndex('')).toBe('');
  });
});
