/**
 * The entry of the islands' script (`_islands/start-{hash}.js`, written by
 * scripts/postbuild/islands.ts): every page with an island loads it, and only those.
 */
import { startIslands } from './loader';

startIslands();
