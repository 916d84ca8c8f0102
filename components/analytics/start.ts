/**
 * The entry of the page-view module (`_islands/page-views-{hash}.js`, bundled by
 * lib/build/islands-bundle.ts): added to every page that carries the analytics settings.
 */
import { startPageViews } from './page-views';

startPageViews();
