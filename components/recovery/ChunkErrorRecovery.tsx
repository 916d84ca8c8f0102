'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError, mayAutoReload, recordAutoReload } from './chunk-error';
import styles from './ChunkErrorRecovery.module.css';

interface Props {
  error: unknown;
  /** Re-renders the failed segment; useless for a missing chunk, fine for a passing glitch. */
  reset?: () => void;
  /** Injected by tests; the browser's reload otherwise. */
  reload?: () => void;
  /** Injected by tests; the tab's sessionStorage otherwise. */
  storage?: Storage | null;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function reloadPage() {
  window.location.reload();
}

/**
 * What app/(site)/error.tsx and app/global-error.tsx show. A page left open across a deploy asks for a
 * chunk the server no longer has; re-rendering cannot fix that, a reload can. So a chunk error
 * reloads the page once by itself; if that does not help (or for any other error), the visitor
 * gets a short explanation and a Reload button.
 */
export function ChunkErrorRecovery({ error, reset, reload = reloadPage, storage }: Props) {
  const chunkError = isChunkLoadError(error);
  // Decided once, on the first render, so the message does not flash between the two states.
  const [autoReload] = useState(
    () => chunkError && mayAutoReload(storage === undefined ? sessionStore() : storage, Date.now()),
  );

  useEffect(() => {
    if (!autoReload) return;
    if (recordAutoReload(storage === undefined ? sessionStore() : storage, Date.now())) reload();
  }, [autoReload, reload, storage]);

  if (autoReload) {
    return (
      <div className={styles.panel} role="status">
        <p>Loading the latest version of this page…</p>
      </div>
    );
  }

  return (
    <div className={styles.panel} role="alert">
      <h2 className={styles.heading}>
        {chunkError ? 'This page has been updated' : 'Something went wrong'}
      </h2>
      <p>
        {chunkError
          ? 'A newer version of the site was published while this page was open. Reload the page to continue.'
          : 'Part of this page could not be shown. Reloading the page usually fixes it.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => reload()}>
          Reload
        </button>
        {!chunkError && reset ? (
          <button type="button" className={styles.secondary} onClick={() => reset()}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
