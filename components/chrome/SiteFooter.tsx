import Link from 'next/link';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SiteImage } from '@/components/ui/SiteImage';
import type { NavItem } from '@/lib/site/navigation';
import type { Logo, Site } from '@/lib/content/types';
import { mailtoHref, telHref } from './contact-links';
import styles from './SiteFooter.module.css';

type FooterSite = Pick<
  Site,
  | 'seriesName'
  | 'universityName'
  | 'phone'
  | 'email'
  | 'postalAddress'
  | 'logos'
  | 'copyrightStartYear'
  | 'donationUrl'
>;

interface Props {
  site: FooterSite;
  /** Links to the site's own pages (lib/site/navigation.ts footerNavigation). */
  links?: readonly NavItem[];
  /** The year the page was built; the static export is rebuilt at least every season. */
  currentYear?: number;
}

function LogoImage({ logo }: { logo: Logo }) {
  const image = <SiteImage image={{ ...logo, alt: logo.name }} className={styles.logo} />;
  return logo.url ? (
    <ExternalLink href={logo.url} className={styles.logoLink}>
      {image}
    </ExternalLink>
  ) : (
    image
  );
}

function LogoGroup({ heading, logos }: { heading: string; logos: Logo[] }) {
  if (logos.length === 0) return null;
  return (
    <section className={styles.group} aria-label={heading}>
      <h2 className={styles.groupHeading}>{heading}</h2>
      <ul className={styles.logos}>
        {logos.map((logo) => (
          <li key={logo.src}>
            <LogoImage logo={logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter({ site, links = [], currentYear = new Date().getFullYear() }: Props) {
  const { logos } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {links.length > 0 ? (
          <nav aria-label="Site">
            <ul className={styles.linkList}>
              {links.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} prefetch={false}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {/* The donation call to action is in the footer as well as the header (docs/rules/site.md#every-page). */}
        <p className={styles.donate}>
          <span>The series relies on friends like you.</span>
          <ExternalLink href={site.donationUrl} className="button button--accent button--small">
            Make a Donation
          </ExternalLink>
        </p>
        <ul className={`${styles.logos} ${styles.institution}`} aria-label="Presented by">
          <li>
            <LogoImage logo={logos.university} />
          </li>
          <li>
            <LogoImage logo={logos.college} />
          </li>
        </ul>
        <LogoGroup heading="Season sponsors" logos={logos.sponsors} />
        <LogoGroup heading="Funded in part by" logos={logos.funders} />
        <address className={styles.contact}>
          <span>{site.postalAddress.lines.join(', ')}</span>
          <span>
            Phone <a href={telHref(site.phone)}>{site.phone}</a>
          </span>
          <span>
            E-mail <a href={mailtoHref(site.email)}>{site.email}</a>
          </span>
        </address>
        <p className={styles.copyright}>
          © {site.copyrightStartYear}-{currentYear} {site.universityName}
        </p>
      </div>
    </footer>
  );
}
