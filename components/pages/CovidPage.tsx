import { telHref } from '@/components/chrome/contact-links';
import styles from './pages.module.css';

export function CovidPage({ phone }: { phone: string }) {
  return (
    <article className="container page">
      <div className="prose">
        <header className="page-header">
          <p className="eyebrow">Health and safety</p>
          <h1>COVID-19 policy</h1>
          <p className="lead">
            We want every guest to enjoy the show and feel comfortable doing so.
          </p>
        </header>
        <div className={styles.callout}>
          <p>
            <strong>Masks are optional</strong> at all of our performances and events. You are
            welcome to wear one whenever it makes you more comfortable.
          </p>
        </div>
        <h2>If you feel unwell</h2>
        <p>
          Please stay home if you are sick or have symptoms of COVID-19 or another contagious
          illness. Call us at <a href={telHref(phone)}>{phone}</a> before the show and we will do
          our best to help, for example by exchanging your tickets for a receipt for a
          tax-deductible donation.
        </p>
        <h2>Looking out for each other</h2>
        <p>
          Some members of our audience are at higher risk. Please be kind and patient with fellow
          guests, respect their choices about masks and distance, and wash or sanitize your hands
          often. Hand sanitizer is available in every lobby.
        </p>
        <p>
          This policy follows current public-health guidance and the university&rsquo;s rules. If
          either changes, we will update this page and contact ticket holders directly.
        </p>
      </div>
    </article>
  );
}
