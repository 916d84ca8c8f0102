import Link from 'next/link';
import { SiteImage } from '@/components/ui/SiteImage';
import { searchLink, type NavItem } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import type { Site } from '@/lib/types';
import { SiteNav } from './SiteNav';
import { SocialLinks } from './SocialLinks';
import styles from './SiteHeader.module.css';

interface Props {
  site: Pick<Site, 'seriesName' | 'tagline' | 'social' | 'logos'>;
  navigation: readonly NavItem[];
}

export function SiteHeader({ site, navigation }: Props) {
  const logo = site.logos.series;
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link href={routes.home()} className={styles.logoLink}>
          <SiteImage
            src={logo.src}
            alt={`${site.seriesName} home`}
            width={logo.width}
            height={logo.height}
            className={styles.logo}
            priority
          />
        </Link>
        <p className={styles.tagline}>{site.tagline}</p>
        <SocialLinks links={site.social} />
        <Link href={searchLink.href} className={styles.searchLink}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
            <circle
              cx="10.5"
              cy="10.5"
              r="6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <path
              d="M15.5 15.5 21 21"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {searchLink.label}
        </Link>
      </div>
      <SiteNav items={navigation} />
    </header>
  );
}
