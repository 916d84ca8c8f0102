import { ExternalLink } from '@/components/ui/ExternalLink';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Show, Sponsor, SponsorRow } from '@/lib/content/types';
import styles from './SponsorsBlock.module.css';

/** Sponsor logo files are 550×330; each is scaled to fit its level's box. */
const LOGO_WIDTH = 550;
const LOGO_HEIGHT = 330;

function fitLogo(row: SponsorRow): { width: number; height: number } {
  const scale = Math.min(row.maxWidth / LOGO_WIDTH, row.maxHeight / LOGO_HEIGHT, 1);
  return { width: Math.round(LOGO_WIDTH * scale), height: Math.round(LOGO_HEIGHT * scale) };
}

function SponsorMark({ sponsor, row }: { sponsor: Sponsor; row: SponsorRow }) {
  const mark = sponsor.text ? (
    <span className={styles.textSponsor}>{sponsor.name}</span>
  ) : (
    <SiteImage
      className={styles.logo}
      image={{ src: sponsor.logoSrc, alt: sponsor.name, ...fitLogo(row) }}
    />
  );
  return sponsor.url ? (
    <ExternalLink href={sponsor.url} className={styles.link}>
      {mark}
    </ExternalLink>
  ) : (
    mark
  );
}

/** The sponsors of a show: one row per level, most prominent level first
 * (docs/rules/content.md#content-fields). */
export function SponsorsBlock({ show }: { show: Pick<Show, 'sponsorsHeading' | 'sponsorRows'> }) {
  const rows = show.sponsorRows.filter((row) => row.sponsors.length > 0);
  if (rows.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading" className={styles.heading}>
        {show.sponsorsHeading}
      </h2>
      {rows.map((row) => (
        <ul
          key={row.level}
          className={styles.row}
          aria-label={`Level ${row.level} sponsors`}
          data-level={row.level}
        >
          {row.sponsors.map((sponsor) => (
            <li key={sponsor.name} className={styles.item}>
              {sponsor.food ? <span className={styles.foodLabel}>Food sponsor</span> : null}
              <SponsorMark sponsor={sponsor} row={row} />
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
