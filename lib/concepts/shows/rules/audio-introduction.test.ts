import { fitsTranscript } from './audio-introduction';

describe('a recording fits its transcript', () => {
  it('when it reads at a speaking pace: 120 words in a minute', () => {
    expect(fitsTranscript(60, 120)).toBe(true);
  });

  it('down to 80 words a minute and not below', () => {
    expect(fitsTranscript(60, 80)).toBe(true);
    expect(fitsTranscript(60, 79)).toBe(false);
  });

  it('up to 250 words a minute and not above', () => {
    expect(fitsTranscript(60, 250)).toBe(true);
    expect(fitsTranscript(60, 251)).toBe(false);
  });

  it('never under five seconds, however short the text', () => {
    expect(fitsTranscript(5, 10)).toBe(true);
    expect(fitsTranscript(4.9, 10)).toBe(false);
    expect(fitsTranscript(1, 2)).toBe(false);
  });

  it('never with an empty transcript', () => {
    expect(fitsTranscript(30, 0)).toBe(false);
  });
});
