import { ExternalLink } from '@/components/ui/ExternalLink';
import { mailtoHref, telHref } from '@/components/chrome/contact-links';
import type { Site } from '@/lib/content/types';
import styles from './pages.module.css';

type Props = {
  site: Pick<Site, 'universityName' | 'phone' | 'email' | 'boxOffice' | 'studentOrganisation'>;
};

export function StudentsPage({ site }: Props) {
  const { boxOffice, studentOrganisation } = site;
  return (
    <article className="container page">
      <header className="page-header">
        <p className="eyebrow">Students</p>
        <h1>Free tickets for students</h1>
        <p className="lead">
          Every {site.universityName} student can see every show of the season for free.
        </p>
      </header>
      <div className={styles.twoColumn}>
        <section className="prose" aria-labelledby="student-rules">
          <h2 id="student-rules">How student tickets work</h2>
          <ul className={styles.checkList}>
            <li>
              You receive <strong>1 free ticket to every event</strong> with your valid university
              ID.
            </li>
            <li>
              Show your university ID <strong>at the box office</strong> when you pick up your
              ticket, and <strong>again at the entrance</strong> on the night.
            </li>
            <li>
              Student tickets are typically released <strong>3 weeks ahead</strong> of each show.
              Popular shows go quickly, so come early.
            </li>
            <li>Tickets are physical: no print-at-home or mobile tickets are accepted.</li>
          </ul>
          <h2>Get more involved</h2>
          <p>
            Want to meet the artists, help at shows or shape the season? Join the{' '}
            <ExternalLink href={studentOrganisation.url}>{studentOrganisation.name}</ExternalLink>,
            the student organization that works with the series.
          </p>
        </section>
        <section className={styles.card} aria-labelledby="student-contact">
          <h2 id="student-contact">Box office</h2>
          <address>
            {boxOffice.name}
            {boxOffice.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <dl className={styles.definitions}>
            <dt>Hours</dt>
            <dd>{boxOffice.hours}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={mailtoHref(site.email)}>{site.email}</a>
            </dd>
          </dl>
        </section>
      </div>
    </article>
  );
}
