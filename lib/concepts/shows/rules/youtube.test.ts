import {
  PAGE_LANGUAGE,
  youtubeCaptionParams,
  youtubeEmbedUrl,
  youtubeVideoId,
  youtubeWatchUrl,
} from './youtube';

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

describe('the trailer asks for captions in the page’s language', () => {
  it('gives the player cc_load_policy=1 and the language', () => {
    expect(youtubeCaptionParams('fr')).toEqual({ cc_load_policy: 1, cc_lang_pref: 'fr' });
  });

  it('asks in the pages’ own language when none is given', () => {
    expect(youtubeCaptionParams().cc_lang_pref).toBe(PAGE_LANGUAGE);
  });

  it('asks for captions in the watch link Play leads to before the player starts', () => {
    const url = new URL(youtubeWatchUrl('abc123XYZ_-', 'pt-BR'));
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/watch');
    expect(url.searchParams.get('v')).toBe('abc123XYZ_-');
    expect(url.searchParams.get('cc_load_policy')).toBe('1');
    expect(url.searchParams.get('cc_lang_pref')).toBe('pt-BR');
  });

  it('asks for captions in the privacy-enhanced embed address', () => {
    const url = new URL(youtubeEmbedUrl('abc123XYZ_-', 'en'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ_-');
    expect(url.searchParams.get('cc_load_policy')).toBe('1');
    expect(url.searchParams.get('cc_lang_pref')).toBe('en');
  });
});
