/**
 * The en-US dictionary the proofreading check spells with: cspell's American English word list
 * (the npm package @cspell/dict-en_us, read from node_modules, so the check runs offline), plus the
 * project's word list (content/words.txt) and the names the content gives (people, venues, works).
 * docs/testing.md#proofreading says why each.
 */
import { getDefaultSettings, getDictionary } from 'cspell-lib';
import type { IsKnown } from './rules';

/**
 * Whether a word is American English or one of the given words. A capitalized or all-capital word
 * may be a lower-case dictionary word at the start of a sentence or in a heading; a lower-case word
 * must be in the dictionary in lower case ("wren", not only "Wren").
 */
export async function americanEnglish(extraWords: readonly string[]): Promise<IsKnown> {
  // The default settings hold the bundled dictionaries' definitions; only these two are used.
  const defaults = await getDefaultSettings();
  const dictionary = await getDictionary({
    dictionaryDefinitions: defaults.dictionaryDefinitions,
    language: 'en-US',
    dictionaries: ['en_us', 'en-common-misspellings'],
    words: [...extraWords],
  });
  const known = new Map<string, boolean>();
  return (word) => {
    let answer = known.get(word);
    if (answer === undefined) {
      answer =
        !dictionary.isForbidden(word) &&
        (dictionary.has(word, { ignoreCase: false }) ||
          (/^\p{Lu}/u.test(word) && dictionary.has(word.toLowerCase(), { ignoreCase: false })) ||
          (/^\p{Lu}/u.test(word) &&
            dictionary.has(word[0] + word.slice(1).toLowerCase(), { ignoreCase: false })));
      known.set(word, answer);
    }
    return answer;
  };
}
