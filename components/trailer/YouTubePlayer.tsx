'use client';

// react-player with its YouTube player alone. Its default export registers every player it knows
// (hls.js, dash.js, Mux, Vimeo and more), each a lazy chunk the build writes although no page
// loads it: about 1.9 MB of files for nothing. Trailers are YouTube videos only
// (lib/concepts/shows/rules/youtube.ts), so the player list here is that one entry, built the way react-player
// builds its own (node_modules/react-player/dist/players.js and index.js).
import { lazy } from 'react';
import { createReactPlayer } from 'react-player/ReactPlayer';
import { canPlay } from 'react-player/patterns';
import type { PlayerEntry } from 'react-player/players';

const youtube: PlayerEntry = {
  key: 'youtube',
  name: 'YouTube',
  canPlay: canPlay.youtube,
  // The same wrapper react-player's own list lazy-loads; its declared props differ from
  // react-player's only in detail (width as a number), which react-player passes on as given.
  player: lazy(() => import('youtube-video-element/react')) as unknown as PlayerEntry['player'],
};

const YouTubePlayer = createReactPlayer([youtube], youtube);
export default YouTubePlayer;
