// The project's word list (content/words.txt): names and words the dictionary lacks, which staff
// extend (docs/EDITING.md#spelling). Read apart from the speller, which is an ES module only.
import { readFile } from 'node:fs/promises';

/** The project's word list: one word a line; a line starting with "#" is a comment; none when absent. */
export async function readWordList(file: string): Promise<string[]> {
  // A content folder without the file (a test's fixture) adds no words.
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
