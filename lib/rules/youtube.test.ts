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

  it('reads every kind of path link: /embed/, /shorts/, /live/ and /v/', () => {
    for (const kind of ['embed', 'shorts', 'live', 'v']) {
      expect(youtubeVideoId(`https://www.youtube.com/${kind}/Qq1Ww2Ee3`)).toBe('Qq1Ww2Ee3');
    }
    expect(youtubeVideoId('https://www.youtube.com/clip/Qq1Ww2Ee3')).toBeUndefined();
  });

  it('reads a watch link with a trailing slash, and short links on www.youtu.be', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch/?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtu.be/Ab_Cd-123')).toBe('Ab_Cd-123');
  });

  it('takes http and https links, and no other scheme', () => {
    expect(youtubeVideoId('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('ftp://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeVideoId('file://youtu.be/Ab_Cd-123')).toBeUndefined();
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
