/**
 * The coloured band at the top of a standard or poster-left show page, and the band colours every
 * layout uses only when they keep text readable (docs/rules/shows.md#show-pages-three-layouts).
 */
import type { CSSProperties } from 'react';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import { NextPerformance } from '@/components/performances/PerformanceList';
import { ShowFacts } from '@/components/show-info/ShowFacts';
import { SpecialEventBadge } from '@/components/show-info/SpecialEvent';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import { SiteImage } from '@/components/ui/SiteImage';
import { ShowSave } from '@/components/picks/ShowSave';
import type { Show } from '@/lib/content/types';
import { badgeServices, headerColours, isRun } from '@/lib/concepts/shows';
import styles from './layouts.module.css';

/** Header band colours, only when they keep text readable (AA). */
export function bandStyle(show: Show): {
  band?: CSSProperties;
  title?: CSSProperties;
} {
  const colours = headerColours(show);
  if (!colours) return {};
  return {
    band: { background: colours.background, color: colours.info },
    title: { color: colours.title },
  };
}

/** Badge, logo, title lines and the when/where facts: the coloured header band. */
export function HeaderBand({ show }: { show: Show }) {
  const colours = bandStyle(show);
  return (
    <header
      className={`${styles.band} ${colours.band ? styles.bandCustom : ''}`}
      style={colours.band}
    >
      <SpecialEventBadge show={show} />
      {show.logoImage ? (
        <SiteImage className={styles.logoImage} image={show.logoImage} sizes="360px" />
      ) : null}
      <h1 className={styles.title} style={colours.title}>
        {show.title}
      </h1>
      <StatusBanner entry={show} />
      {show.subtitle ? <p className={styles.subtitle}>{show.subtitle}</p> : null}
      {show.subsubtitle ? <p className={styles.subsubtitle}>{show.subsubtitle}</p> : null}
      <ShowFacts
        show={show}
        withDoors
        withAddress
        when={
          isRun(show)
            ? {
                date: (
                  <NextPerformance
                    show={show}
                    render={(p) => p.dateFormatted}
                    over={show.dateFormatted}
                  />
                ),
                time: (
                  <NextPerformance
                    show={show}
                    render={(p) => p.timeFormatted}
                    over={show.timeFormatted}
                  />
                ),
              }
            : undefined
        }
      />
      {/* None for a called-off show, as on its card (docs/rules/shows.md#show-status). */}
      <AccessibilityBadges services={badgeServices(show)} />
      <ShowSave show={show} />
    </header>
  );
}
