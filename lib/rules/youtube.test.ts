import { youtubeVideoId } from './youtube';

describe('youtubeVideoId', () => {
  it('reads the v parameter of a watch link', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('cuts the id at the first ampersand', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=abc123XYZ_-&t=42s&list=PL1')).toBe(
      'abc123XYZ_-',
    );
  });

  it('finds v when it is not the first parameter', () => {
    expect(youtubeVideoId('https://youtube.com/watch?feature=share&v=Zz9-8yY7')).toBe('Zz9-8yY7');
  });

  it('reads youtu.be short links', () => {
    expect(youtubeVideoId('https://youtu.be/Ab_Cd-123?si=tracking')).toBe('Ab_Cd-123');
  });

  it('reads /embed/ links, including the no-cookie domain', () => {
    expect(youtubeVideoId('https://www.youtube.com/embed/Qq1Ww2Ee3')).toBe('Qq1Ww2Ee3');
    expect(youtubeVideoId('https://www.youtube-nocookie.com/embed/Qq1Ww2Ee3?rel=0')).toBe(
      'Qq1Ww2Ee3',
    );
  });

  it('returns undefined for links that are not YouTube videos', () => {
    expect(youtubeVideoId('https://vimeo.com/123456')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/channel/UC123')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch')).toBeUndefined();
    expect(youtubeVideoId('https://notyoutube.com/watch?v=abc')).toBeUndefined();
    expect(youtubeVideoId('')).toBeUndefined();
    expect(youtubeVideoId('not a link')).toBeUndefined();
  });
});
