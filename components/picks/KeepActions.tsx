'use client';

import styles from './picks.module.css';

interface Props {
  /** What is kept, in the buttons' words: "my schedule", "my picks". */
  noun: string;
  /** The share link: this page with the kept ids in its fragment. */
  shareUrl: string;
  onDownload: () => void;
  /** Where the outcome of copying is announced (the parent's status region). */
  onStatus: (message: string) => void;
}

/**
 * The download and share actions under the list a visitor keeps (PicksList): the festival's My
 * schedule and the My picks page offer the same two.
 */
export function KeepActions({ noun, shareUrl, onDownload, onStatus }: Props) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      onStatus('Link copied.');
    } catch {
      onStatus('Copying is not allowed here: copy the link above instead.');
    }
  }

  return (
    <>
      <p className="button-row">
        <button type="button" className="button button--primary button--small" onClick={onDownload}>
          Download {noun} (.ics)
        </button>
      </p>
      <p className={styles.share}>
        <a href={shareUrl} className={styles.shareLink}>
          Link to share {noun}
        </a>{' '}
        <button type="button" className={styles.textButton} onClick={copy}>
          Copy link
        </button>
      </p>
    </>
  );
}
