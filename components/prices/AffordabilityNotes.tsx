/**
 * A show's ways to pay less (docs/rules/tickets.md#prices), in the vocabulary's order with their
 * plain labels (lib/concepts/prices/rules/affordability.ts): on a card the labels alone, on a show page each with
 * the conditions content gives. Nothing when the show has none.
 */
import { affordabilityList, type AffordabilityNote } from '@/lib/concepts/prices';
import styles from './prices.module.css';

export function AffordabilityNotes({
  notes,
  detail,
}: {
  notes: readonly AffordabilityNote[];
  detail: boolean;
}) {
  const lines = affordabilityList(notes);
  if (lines.length === 0) return null;
  return (
    <ul
      className={detail ? styles.notes : styles.noteLabels}
      aria-label="Ways to pay less"
      data-affordability=""
    >
      {lines.map((line) => (
        <li key={line.kind}>
          {detail ? (
            <>
              <strong>{line.label}:</strong> {line.details}
            </>
          ) : (
            line.label
          )}
        </li>
      ))}
    </ul>
  );
}
