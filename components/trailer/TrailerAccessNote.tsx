/**
 * What a trailer offers people who cannot hear or see it, in a sentence or two under the player
 * (docs/rules/shows.md#trailers): whether it has captions, a link to the audio-described version or
 * the statement that the soundtrack carries everything, and a link to a transcript. Full sentences,
 * so the words read as the page's voice and not as a note to staff. A server component: the words
 * are in the HTML before any script, and the player stays an island.
 */
import type { TrailerAccess } from '@/lib/concepts/shows/build';
import { ExternalLink } from '@/components/ui/ExternalLink';
import styles from './TrailerAccessNote.module.css';

export function TrailerAccessNote({ access }: { access: TrailerAccess }) {
  return (
    <p className={styles.note}>
      {access.captions ? 'The trailer has captions.' : 'The trailer has no captions.'}
      {access.describedVersion ? (
        <>
          {' An '}
          <ExternalLink href={access.describedVersion}>
            audio-described version<span className="visually-hidden"> of the trailer</span>
          </ExternalLink>
          {' is available.'}
        </>
      ) : access.soundtrackCarriesAll ? (
        ' It needs no audio description: the soundtrack says everything.'
      ) : null}
      {access.transcript ? (
        <>
          {' Read its '}
          <ExternalLink href={access.transcript}>
            transcript<span className="visually-hidden"> of the trailer</span>
          </ExternalLink>
          .
        </>
      ) : null}
    </p>
  );
}
