import { inVocabularyOrder, type AccessibilityService } from '@/lib/concepts/venues';
import styles from './AccessibilityBadges.module.css';

/**
 * The accessibility services of a show or event as labelled badges
 * (docs/rules/visiting.md#accessibility-services): words, not colour or symbols alone, in a list a
 * screen reader names, so "Accessibility services, 2 items: ASL interpretation, …" is heard.
 */
export function AccessibilityBadges({
  services,
  className,
}: {
  services: readonly AccessibilityService[];
  className?: string;
}) {
  if (services.length === 0) return null;
  return (
    <ul
      className={className ? `${styles.badges} ${className}` : styles.badges}
      aria-label="Accessibility services"
    >
      {inVocabularyOrder(services).map((service) => (
        <li key={service.id} className={styles.badge}>
          {service.label}
        </li>
      ))}
    </ul>
  );
}
