'use client';

import { useEffect } from 'react';
import { EARLY_CLICKS_KEY, type EarlyClicks } from '@/lib/early-clicks';

/**
 * React starts after the page has loaded and painted (scripts/defer-hydration.ts). A visitor who
 * pressed "Menu" or "Play trailer" before that would otherwise have to press it again: the page's
 * loader recorded those presses, and this presses the same buttons once React handles them. It
 * sits in the root layout, so its effect runs when the whole page has hydrated, and only once: a
 * later client-side page change keeps the layout mounted.
 */
export function ReplayEarlyClicks() {
  useEffect(() => {
    const early = (window as unknown as Partial<Record<string, EarlyClicks>>)[EARLY_CLICKS_KEY];
    if (!early || early.hydrated) return;
    early.hydrated = true;
    for (const button of early.clicks.splice(0)) {
      if (button.isConnected) button.click();
    }
  }, []);

  return null;
}
