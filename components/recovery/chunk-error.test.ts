import {
  isChunkLoadError,
  mayAutoReload,
  recordAutoReload,
  RELOAD_KEY,
  RELOAD_WINDOW_MS,
} from './chunk-error';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it("recognises Turbopack's ChunkLoadError by its name", () => {
    const error = new Error(
      'Failed to load chunk /artistseries/_next/static/chunks/0abc.js from module 123',
    );
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    'Loading chunk 842 failed.\n(missing: https://www.example.edu/artistseries/_next/static/chunks/842.js)',
    'Loading CSS chunk 17 failed.',
    'Failed to load chunk /artistseries/_next/static/chunks/0abc.js from module 9',
    'Failed to fetch dynamically imported module: https://www.example.edu/a.js',
    'error loading dynamically imported module: https://www.example.edu/a.js',
    'Importing a module script failed.',
  ])('recognises the message %j', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('recognises an error-like object that crossed a boundary as a plain object', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
  });

  it('does not treat ordinary errors or non-errors as chunk failures', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('the automatic reload guard', () => {
  const now = 1_800_000_000_000;

  it('allows the first automatic reload of a tab', () => {
    expect(mayAutoReload(memoryStorage(), now)).toBe(true);
  });

  it('refuses a second automatic reload soon after the first, so the page cannot loop', () => {
    const storage = memoryStorage();
    expect(recordAutoReload(storage, now)).toBe(true);
    expect(mayAutoReload(storage, now + 5_000)).toBe(false);
  });

  it('allows another automatic reload once the window has passed (a later deploy)', () => {
    const storage = memoryStorage({ [RELOAD_KEY]: String(now) });
    expect(mayAutoReload(storage, now + RELOAD_WINDOW_MS + 1)).toBe(true);
  });

  it('refuses when storage is unavailable or throws, since nothing could stop a loop', () => {
    expect(mayAutoReload(null, now)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayAutoReload(throwing, now)).toBe(false);
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordAutoReload(full, now)).toBe(false);
  });
});
