/** @jest-environment node */
// The show file's `kind` (lib/concepts/shows/rules/show-kinds.ts), as the loader reads it: a closed list whose
// mistakes stop the build naming the file, the show and the field.
import {
  concertEntry,
  concertFile,
  failure,
  load,
  validFiles,
  withChange,
} from '../../../test/support/content-folder';
import { showKindIds } from './rules/show-kinds';

describe('a show’s kind', () => {
  it('is kept as the file writes it', () => {
    const files = withChange('shows/b_concert.json', (s) => {
      s.kind = 'dance';
    });
    const shows = load(files).shows;
    expect(shows.find((item) => item.sourceFile.endsWith('b_concert.json'))?.kind).toBe('dance');
  });

  it('is left out by most files', () => {
    expect(load(validFiles()).shows.every((item) => item.kind === undefined)).toBe(true);
  });

  it('names the file, the show and the field of a kind not in the list', () => {
    const message = failure(
      withChange('shows/b_concert.json', (s) => {
        s.kind = 'opera';
      }),
    );
    expect(message).toContain(`${concertFile} › ${concertEntry} › kind:`);
    expect(message).toContain('opera');
    for (const id of showKindIds) expect(message).toContain(id);
  });
});
