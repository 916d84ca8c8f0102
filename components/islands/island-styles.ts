/**
 * The CSS modules the islands' components use, by their path from the project's root. The
 * islands' script is bundled apart from Next's (scripts/postbuild/islands.ts), so it must use the
 * class names Next gave these modules in the HTML: app/island-styles.json/route.ts writes this
 * map with Next's own names, and the bundle reads each module from it. A module an island imports
 * that is missing here stops the build, naming it and this file.
 */
import picks from '@/components/picks/picks.module.css';
import siteSearch from '@/components/search/SiteSearch.module.css';
import videoPlayer from '@/components/trailer/VideoPlayer.module.css';
import listings from '@/components/listings/listings.module.css';

export const islandStyles: Record<string, Record<string, string>> = {
  'components/picks/picks.module.css': picks,
  'components/search/SiteSearch.module.css': siteSearch,
  'components/trailer/VideoPlayer.module.css': videoPlayer,
  'components/listings/listings.module.css': listings,
};
