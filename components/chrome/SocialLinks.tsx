import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Site } from '@/lib/content/types';
import styles from './SiteHeader.module.css';

// Simple monochrome marks drawn for this site (not the networks' artwork), keyed by lowercase name.
const icons: Record<string, string> = {
  facebook:
    'M14 8h2.5V4.5H14c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.6v-6.5h2.6l.5-3.5h-3.1V9c0-.6.3-1 1-1z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z',
};

/** The series' social-media pages, each opening in a new tab and named for screen readers. */
export function SocialLinks({ links }: { links: Site['social'] }) {
  return (
    <ul className={styles.social} aria-label="Follow the series">
      {links.map((link) => {
        const icon = icons[link.name.toLowerCase()];
        return (
          <li key={link.url}>
            <ExternalLink href={link.url} className={styles.socialLink}>
              {icon ? (
                <>
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 24 24"
                    width="22"
                    height="22"
                  >
                    <path d={icon} fill="currentColor" fillRule="evenodd" />
                  </svg>
                  <span className="visually-hidden">{link.name}</span>
                </>
              ) : (
                link.name
              )}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
