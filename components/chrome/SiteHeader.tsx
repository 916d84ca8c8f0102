import Link from 'next/link';
import { SiteImage } from '@/components/ui/SiteImage';
import { searchLink, type NavItem } from '@/lib/site/navigation';
import { routes } from '@/lib/site/routes';
import type { SeasonId, Site } from '@/lib/content/types';
import { sinceWords } from '@/lib/concepts/archive';
import { SiteNav } from './SiteNav';
import { SocialLinks } from './SocialLinks';
import styles from './SiteHeader.module.css';

interface Props {
  site: Pick<Site, 'seriesName' | 'tagline' | 'social' | 'logos'>;
  navigation: readonly NavItem[];
  /** The record's first season, for the tagline's "since" (docs/rules/seasons.md#what-the-history-counts). */
  firstSeason?: SeasonId;
}

export function SiteHeader({ site, navigation, firstSeason }: Props) {
  const logo = site.logos.series;
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link href={routes.home()} className={styles.logoLink}>
          <SiteImage
            image={{ ...logo, alt: `${site.seriesName} home` }}
            className={styles.logo}
            priority
          />
        </Link>
        <p className={styles.tagline}>
          {site.tagline}
          {sinceWords(firstSeason)}
        </p>
        <SocialLinks links={site.social} />
      </div>
      <SiteNav items={navigation} search={searchLink} />
    </header>
  );
}
