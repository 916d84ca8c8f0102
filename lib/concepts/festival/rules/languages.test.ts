import { isLanguageCode, languageLabel, languageName } from './languages';

describe('isLanguageCode', () => {
  it('accepts canonical BCP 47 codes of known languages, with or without a region or script', () => {
    for (const code of ['en', 'hi', 'ga', 'ka', 'no', 'pt-BR', 'zh-Hant']) {
      expect(isLanguageCode(code)).toBe(true);
    }
  });

  it('refuses names, wrong case, underscores and codes of no known language', () => {
    for (const code of ['English', 'EN', 'pt_BR', 'pt-br', 'xx', 'hn', '', 'und']) {
      expect(isLanguageCode(code)).toBe(false);
    }
  });
});

describe('languageName', () => {
  it('names a language in English', () => {
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName('ga')).toBe('Irish');
  });

  it('throws for a code that is not valid rather than printing the code', () => {
    expect(() => languageName('xx')).toThrow(RangeError);
    expect(() => languageName('en_US')).toThrow('"en_US" is not a BCP 47 language code');
  });
});

describe('languageLabel', () => {
  it('joins several spoken languages with "and"', () => {
    expect(languageLabel(['hi', 'en'])).toBe('Hindi and English');
    expect(languageLabel(['en', 'ga', 'es'])).toBe('English, Irish, and Spanish');
  });

  it('adds the subtitles after the spoken languages', () => {
    expect(languageLabel(['ar'], ['en'])).toBe('Arabic with English subtitles');
  });

  it('says nothing of subtitles when there are none', () => {
    expect(languageLabel(['ko'], [])).toBe('Korean');
  });
});
