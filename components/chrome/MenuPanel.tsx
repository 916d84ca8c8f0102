'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './SiteNav.module.css';

/**
 * The phone menu's panel: a native popover (docs/product-rules.md#navigation). The browser opens
 * and closes it from the Menu button, closes it on Escape or a tap outside, and tells assistive
 * technology whether it is expanded, all without JavaScript: before React has loaded, when the
 * scripts fail, and with scripting off. React adds only what a native popover cannot know:
 * choosing a link navigates inside the app (no page load), so the menu closes itself then.
 * It never toggles the popover on a tap, so a tap at the moment React takes over is handled once,
 * by the browser.
 */
export function MenuPanel({ id, children }: { id: string; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  // Back and forward change the page without a tap in the menu. Only a change: when React first
  // runs, a menu the visitor opened while the page loaded stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closePopover(panelRef.current);
  }, [pathname]);

  // An open popover stays in the top layer; on a window widened past the phone layout the panel
  // is the plain navigation row instead, so the popover state must not linger.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_LAYOUT);
    const closeWhenWide = () => {
      if (wide.matches) closePopover(panelRef.current);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      closePopover(panelRef.current);
    }
  }

  return (
    <div ref={panelRef} id={id} popover="auto" className={styles.panel} onClick={closeOnLink}>
      {children}
    </div>
  );
}

/** Where SiteNav.module.css switches to the wide navigation row. */
const WIDE_LAYOUT = '(min-width: 48rem)';

function closePopover(panel: HTMLElement | null) {
  // Browsers without the popover API show the panel as a plain block: nothing to close.
  if (!panel || typeof panel.hidePopover !== 'function') return;
  try {
    panel.hidePopover();
  } catch {
    // Older browsers throw when it is already closed, which is the state wanted.
  }
}
