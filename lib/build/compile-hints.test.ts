import { COMPILE_HINT, MIN_HINTED_BYTES, startupChunks, withCompileHint } from './compile-hints';

/** A chunk of the given size, shaped as Turbopack writes them. */
const chunkOf = (bytes: number) =>
  `(globalThis.TURBOPACK||[]).push([1,()=>{${' '.repeat(bytes)}}]);`.slice(0, bytes);

describe('withCompileHint', () => {
  it('puts the hint on the first line, before a large chunk', () => {
    const chunk = chunkOf(MIN_HINTED_BYTES);
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
  });

  it('leaves a small chunk as it is: its compilation costs less than the bytes', () => {
    const chunk = chunkOf(MIN_HINTED_BYTES - 1);
    expect(withCompileHint(chunk)).toBe(chunk);
  });

  it('adds it once however often the step runs', () => {
    const once = withCompileHint(chunkOf(MIN_HINTED_BYTES));
    expect(withCompileHint(once)).toBe(once);
    expect(once.split(COMPILE_HINT)).toHaveLength(2);
  });
});

describe('startupChunks', () => {
  it('keeps the loader chunks, once each, relative to the export folder', () => {
    const urls = [
      '/artistseries/_next/static/boot/ab12.js',
      '/artistseries/_next/static/chunks/b.js',
      '/artistseries/_next/static/chunks/a.js',
      '/artistseries/_next/static/chunks/b.js',
    ];
    expect(startupChunks(urls, '/artistseries')).toEqual([
      '_next/static/chunks/a.js',
      '_next/static/chunks/b.js',
    ]);
  });

  it('works for a site at the host root', () => {
    expect(startupChunks(['/_next/static/chunks/a.js'], '')).toEqual(['_next/static/chunks/a.js']);
  });

  it('ignores files outside the chunks folder', () => {
    expect(startupChunks(['/elsewhere/chunks/a.js', '/x/_next/static/css/a.css'], '/x')).toEqual(
      [],
    );
  });
});
