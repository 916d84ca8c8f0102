/**
 * A show's audio introduction (docs/rules/shows.md#audio-introductions): the browser's own
 * player (<audio controls>, keyboard and screen-reader ready, no script of ours) with the
 * transcript beside it, on the show page and in Tonight. Before Play only the file's first bytes
 * load (preload metadata), so the player shows the recording's length rather than 0:00;
 * the offline worker keeps the file once played (lib/outputs/offline/worker-config.ts).
 */
import { SafeHtml } from '@/components/ui/SafeHtml';
import type { Show } from '@/lib/content/types';
import { withBasePath } from '@/lib/site/paths';
import styles from './AudioIntroduction.module.css';

export function AudioIntroduction({
  show,
  headingLevel = 2,
}: {
  show: Pick<Show, 'name' | 'title' | 'audioIntroduction'>;
  headingLevel?: 2 | 3 | 4;
}) {
  const intro = show.audioIntroduction;
  if (!intro) return null;
  const Heading = `h${headingLevel}` as const;
  const id = `audio-introduction-${show.name}`;
  const src = withBasePath(intro.src);
  return (
    <section className={styles.intro} aria-labelledby={id}>
      <Heading id={id}>Audio introduction</Heading>
      <div className={styles.columns}>
        <div>
          <p>
            The set, the costumes and the characters, described before an audio-described
            performance.
          </p>
          <audio
            controls
            preload="metadata"
            src={src}
            className={styles.player}
            aria-label={`Audio introduction: ${show.title}`}
          >
            <a href={src} download>
              Download the audio introduction<span className="visually-hidden">: {show.title}</span>
            </a>
          </audio>
        </div>
        <div className={styles.transcript}>
          <p className={styles.transcriptHeading}>Transcript</p>
          <SafeHtml html={intro.transcript} />
        </div>
      </div>
    </section>
  );
}
