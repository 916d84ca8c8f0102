import Link from 'next/link';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { routes } from '@/lib/site/routes';
import type { FaqItem } from '@/lib/content/types';
import styles from './FaqPage.module.css';

export function FaqPage({ items }: { items: FaqItem[] }) {
  return (
    <article className="container page">
      <div className="prose">
        <header className="page-header">
          <h1>Frequently asked questions</h1>
          <p className="lead">Tickets, seating, students and what to expect on the night.</p>
        </header>
        <div className={styles.list}>
          {items.map((item) => (
            <details key={item.question} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <SafeHtml html={item.answer} className={styles.answer} />
              {/* Staff HTML links only to other sites (docs/rules/content.md#staff-html), so the
                  link to our own visit page is the site's, under its base path. */}
              {item.visitPage ? (
                <p className={styles.answer}>
                  <Link href={routes.visit()} prefetch={false}>
                    More in Plan your visit
                  </Link>
                </p>
              ) : null}
            </details>
          ))}
        </div>
      </div>
    </article>
  );
}
