'use client';

import { ChunkErrorRecovery } from '@/components/recovery/ChunkErrorRecovery';
import './tokens.css';
import './(site)/globals.css';

/** Errors in the root layout itself: replaces the whole document, so it brings its own html/body. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>Something went wrong</title>
        <main id="main">
          <ChunkErrorRecovery error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
