import { contrastRatio, headerColours } from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ff8504', '#ff8504')).toBeCloseTo(1, 5);
  });

  it('reads three-digit hex the same as six-digit hex', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(contrastRatio('#ffffff', '#000000'), 5);
  });

  it('finds the brand orange too weak for text on white', () => {
    expect(contrastRatio('#ff8504', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('headerColours', () => {
  it('keeps the default styling when a show gives no background colour', () => {
    expect(headerColours({ titleColor: '#ffffff' })).toBeUndefined();
  });

  it('keeps the chosen colours when they reach AA on the background', () => {
    expect(
      headerColours({ backgroundColor: '#0b2a4a', titleColor: '#ffffff', infoColor: '#f2e6c9' }),
    ).toEqual({ background: '#0b2a4a', title: '#ffffff', info: '#f2e6c9' });
  });

  it('replaces a title colour that fails AA with a readable one', () => {
    const colours = headerColours({ backgroundColor: '#ffffff', titleColor: '#ff8504' });
    expect(colours?.title).not.toBe('#ff8504');
    expect(contrastRatio(colours?.title ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('picks light text on a dark background when no text colours are given', () => {
    const colours = headerColours({ backgroundColor: '#102030' });
    expect(contrastRatio(colours?.info ?? '', '#102030')).toBeGreaterThanOrEqual(4.5);
    expect(colours?.info).toBe('#ffffff');
  });
});
