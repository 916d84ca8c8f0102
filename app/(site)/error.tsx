'use client';

import { ChunkErrorRecovery } from '@/components/recovery/ChunkErrorRecovery';

/** Errors inside a page: the site's header and footer stay, the page area explains and recovers. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return <ChunkErrorRecovery error={error} reset={reset} />;
}
