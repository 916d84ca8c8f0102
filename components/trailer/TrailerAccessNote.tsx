/**
 * What a trailer offers people who cannot hear or see it, in words under the player
 * (docs/rules/shows.md#trailers): "Captions", a link to the audio-described version or the
 * statement that the soundtrack carries everything, and a link to a transcript. A server
 * component: the words are in the HTML before any script, and the player stays an island.
 */
import type { TrailerAccess } from '@/lib/concepts/shows/trailer-schema';
import { ExternalLink } from '@/components/ui/ExternalLink';
import styles from './TrailerAccessNote.module.css';

export function TrailerAccessNote({ access, title }: { access: TrailerAccess; title: string }) {
  return (
    <ul className={styles.note} aria-label={`Access to the trailer of ${title}`}>
      <li>{access.captions ? 'Captions' : 'No captions'}</li>
      {access.describedVersion ? (
        <li>
          <ExternalLink href={access.describedVersion}>
            Audio-described version<span className="visually-hidden"> of the trailer</span>
          </ExternalLink>
        </li>
      ) : access.soundtrackCarriesAll ? (
        <li>No audio description needed: the soundtrack says everything</li>
      ) : null}
      {access.transcript ? (
        <li>
          <ExternalLink href={access.transcript}>
            Transcript<span className="visually-hidden"> of the trailer</span>
          </ExternalLink>
        </li>
      ) : null}
    </ul>
  );
}
