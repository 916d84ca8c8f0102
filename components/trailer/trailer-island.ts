/**
 * The trailer's island, without React (docs/architecture.md#islands): it turns a press on Play
 * (./VideoPlayer.tsx) into the player in the page. The press is answered in the same task (the
 * link gives way to "Loading the trailer…"); React and the player load after it, so a page with
 * a trailer loads no React until the visitor asks for the trailer. A press with a modifier key
 * (a new tab or window) goes to YouTube as asked.
 */
import type { TrailerProps } from './PlayingTrailer';
import styles from './VideoPlayer.module.css';

export function startTrailer(root: HTMLElement, props: Record<string, unknown>): void {
  const { videoId, title } = props as unknown as TrailerProps;
  const link = root.querySelector<HTMLAnchorElement>('a[href]');
  const frame = link?.parentElement;
  if (!link || !frame) throw new Error('the trailer island holds no Play link');
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const loading = document.createElement('p');
    loading.className = styles.loading ?? '';
    loading.textContent = 'Loading the trailer…';
    frame.replaceChildren(loading);
    // The player takes the frame over; keyboard focus, which was on Play, stays in the trailer.
    frame.tabIndex = -1;
    frame.focus();
    void import('./PlayingTrailer').then(({ playTrailer }) =>
      playTrailer(frame, { videoId, title }),
    );
  });
}
