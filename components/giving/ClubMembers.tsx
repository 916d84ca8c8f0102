/**
 * The Philharmonic Club's members who asked to be named, by giving level and without amounts
 * (docs/rules/tickets.md#giving-club): on every program page and on the club's page.
 */
import type { Club } from '@/lib/concepts/club/build';
import { listedMembersByLevel } from '@/lib/concepts/club';
import styles from './ClubMembers.module.css';

export function ClubMembers({
  club,
  headingLevel = 2,
  className,
}: {
  club: Pick<Club, 'levels' | 'members'> | undefined;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const groups = club ? listedMembersByLevel(club.levels, club.members) : [];
  if (groups.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const LevelHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section
      className={className ? `${styles.members} ${className}` : styles.members}
      aria-labelledby="club-members-heading"
    >
      <Heading id="club-members-heading">Philharmonic Club members</Heading>
      <p>With thanks to the members who make the season possible.</p>
      {groups.map(({ level, names }) => (
        <div key={level.id}>
          <LevelHeading id={`club-level-${level.id}`}>{level.name}</LevelHeading>
          <ul className={styles.names} aria-labelledby={`club-level-${level.id}`}>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
