// The project's word list (content/words.txt): names and words the dictionary lacks, which staff
// extend (docs/EDITING.md#spelling). Read apart from the speller, which is an ES module only.
import { readFile } from 'node:fs/promises';

/** The project's word list: one word a line; a line starting with "#" is a comment. */
export async function readWordList(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
