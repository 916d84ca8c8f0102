/**
 * Recognises the errors a browser raises when code the open page still needs is gone from the
 * server (a deploy replaced the content-hashed chunks): Turbopack's and webpack's ChunkLoadError,
 * and the native messages of a failed dynamic import in Chromium, Firefox and Safari.
 */
const CHUNK_MESSAGES = [
  /Loading (?:CSS )?chunk [\w/.-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const message = 'message' in error ? error.message : undefined;
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** sessionStorage key: when this tab last reloaded itself to recover from a missing chunk. */
export const RELOAD_KEY = 'artistseries:chunk-reload-at';
/** A second missing chunk within this time means reloading did not help: stop and ask. */
export const RELOAD_WINDOW_MS = 10 * 60 * 1000;

type ReadableStore = Pick<Storage, 'getItem'>;
type WritableStore = Pick<Storage, 'setItem'>;

/**
 * Whether an automatic reload may be tried now: only if this tab has not done one recently, so a
 * chunk that is missing for good cannot make the page reload forever. Without usable storage
 * (blocked by the browser) the answer is no, for the same reason.
 */
export function mayAutoReload(storage: ReadableStore | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    return !Number.isFinite(last) || last <= 0 || now - last > RELOAD_WINDOW_MS || now < last;
  } catch {
    return false;
  }
}

export function recordAutoReload(storage: WritableStore | null, now: number): boolean {
  if (!storage) return false;
  try {
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
