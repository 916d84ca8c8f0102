import { SafeHtml } from '@/components/ui/SafeHtml';
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
            </details>
          ))}
        </div>
      </div>
    </article>
  );
}
