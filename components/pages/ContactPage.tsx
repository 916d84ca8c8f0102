import { mailtoHref, telHref } from '@/components/chrome/contact-links';
import type { Site } from '@/lib/content/types';
import styles from './pages.module.css';

type Props = {
  site: Pick<Site, 'seriesName' | 'phone' | 'fax' | 'email' | 'postalAddress' | 'boxOffice'>;
};

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <span key={line}>
      {index > 0 ? <br /> : null}
      {line}
    </span>
  ));
}

export function ContactPage({ site }: Props) {
  return (
    <article className="container page">
      <header className="page-header">
        <h1>Contact us</h1>
        <p className="lead">
          Questions about tickets, seating or the season? We&rsquo;re happy to help.
        </p>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="contact-office">
          <h2 id="contact-office">Office</h2>
          <dl className={styles.definitions}>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </dd>
            <dt>Fax</dt>
            <dd>{site.fax}</dd>
            <dt>E-mail</dt>
            <dd>
              <a href={mailtoHref(site.email)}>{site.email}</a>
            </dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="contact-mail">
          <h2 id="contact-mail">Postal address</h2>
          <address>
            <Lines lines={site.postalAddress.lines} />
          </address>
        </section>
        <section className={styles.card} aria-labelledby="contact-box-office">
          <h2 id="contact-box-office">Box office</h2>
          <p>
            <strong>Hours:</strong> {site.boxOffice.hours}
          </p>
          <address>
            <Lines lines={[site.boxOffice.name, ...site.boxOffice.addressLines]} />
          </address>
        </section>
      </div>
    </article>
  );
}
