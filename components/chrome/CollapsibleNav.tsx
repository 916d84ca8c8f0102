'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './SiteNav.module.css';

interface Props {
  /** id of the collapsible panel, for aria-controls. */
  panelId: string;
  children: ReactNode;
}

/**
 * The phone menu: a "Menu" button that shows and hides the navigation. On wide screens CSS hides
 * the button and always shows the panel, whatever the state here. The server HTML is already
 * collapsed, so phones see no jump when React starts; without JavaScript the CSS
 * `@media (scripting: none)` rule shows the panel and hides the button that could not work.
 */
export function CollapsibleNav({ panelId, children }: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu. Adjusting state while rendering (rather than in an effect) keeps
  // the old, open menu from flashing over the new page.
  const pathname = usePathname();
  const [pathWhenRendered, setPathWhenRendered] = useState(pathname);
  if (pathname !== pathWhenRendered) {
    setPathWhenRendered(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className={styles.collapsible}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg
          className={styles.toggleIcon}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="20"
          height="20"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" />
          ) : (
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.25" />
          )}
        </svg>
        Menu
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
