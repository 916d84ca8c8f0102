'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { takeInPlaceChange } from '@/lib/site/in-place-address';

/**
 * After a client-side page change, focus would stay on the link just used (often in the menu),
 * so keyboard and screen-reader users would start the new page at the header. Move it to <main>
 * instead, as a full page load would put them at the top. Scrolling is left to Next, which resets
 * it for new pages and restores it on Back. A filter that only rewrote the address of the page
 * it changed in place (lib/site/in-place-address.ts) keeps focus on itself.
 */
export function RouteChangeFocus({ targetId = 'main' }: { targetId?: string }) {
  const pathname = usePathname();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (takeInPlaceChange(pathname)) return;
    // A link to an anchor ("/#upcoming") wants that element, which the browser handles.
    if (window.location.hash) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);

  return null;
}
