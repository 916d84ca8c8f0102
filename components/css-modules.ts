/**
 * Every CSS module that a bundle built apart from Next imports, declared once, by its path from
 * the project's root, with the class names Next gave it (docs/architecture.md#one-name-per-css-class):
 * the islands' bundle (lib/build/islands-bundle.ts) and the editor's previews
 * (lib/build/editor-previews-bundle.ts) take these names, and the styles from the export's own
 * stylesheets, so a class has one name in the HTML, the islands and the editor. Only Next's build
 * knows the names: app/island-styles.json/route.ts writes this map into the export for the
 * post-build steps, and a module either bundle imports that is missing here stops the build,
 * naming it and this file. No browser bundle includes this list.
 */
import picksPicks from '@/components/picks/picks.module.css';
import searchSiteSearch from '@/components/search/SiteSearch.module.css';
import trailerVideoPlayer from '@/components/trailer/VideoPlayer.module.css';
import listingsListings from '@/components/listings/listings.module.css';
import accessibilityAccessRequests from '@/components/accessibility/AccessRequests.module.css';
import accessibilityAccessibilityBadges from '@/components/accessibility/AccessibilityBadges.module.css';
import accessibilityAudioIntroduction from '@/components/accessibility/AudioIntroduction.module.css';
import archiveArchive from '@/components/archive/archive.module.css';
import cardsCards from '@/components/cards/cards.module.css';
import filmsFilms from '@/components/films/films.module.css';
import givingClubMembers from '@/components/giving/ClubMembers.module.css';
import pagesEducationPage from '@/components/pages/EducationPage.module.css';
import pagesFaqPage from '@/components/pages/FaqPage.module.css';
import pagesPages from '@/components/pages/pages.module.css';
import performancesPerformanceList from '@/components/performances/PerformanceList.module.css';
import pricesPrices from '@/components/prices/prices.module.css';
import sensorySensory from '@/components/sensory/sensory.module.css';
import showInfoGoodToKnow from '@/components/show-info/GoodToKnow.module.css';
import showInfoShowFacts from '@/components/show-info/ShowFacts.module.css';
import showInfoShowPoster from '@/components/show-info/ShowPoster.module.css';
import showInfoSpecialEvent from '@/components/show-info/SpecialEvent.module.css';
import showInfoStatusBanner from '@/components/show-info/StatusBanner.module.css';
import showPageLayouts from '@/components/show-page/layouts.module.css';
import sponsorsSponsorsBlock from '@/components/sponsors/SponsorsBlock.module.css';
import ticketsTickets from '@/components/tickets/tickets.module.css';
import trailerTrailerAccessNote from '@/components/trailer/TrailerAccessNote.module.css';
import venuesVisualStory from '@/components/venues/VisualStory.module.css';
import venuesVenues from '@/components/venues/venues.module.css';

export const cssModuleNames: Record<string, Record<string, string>> = {
  // The islands' (components/islands/registry.ts).
  'components/picks/picks.module.css': picksPicks,
  'components/search/SiteSearch.module.css': searchSiteSearch,
  'components/trailer/VideoPlayer.module.css': trailerVideoPlayer,
  'components/listings/listings.module.css': listingsListings,
  // The editor's previews' (components/editor/), beyond the islands'.
  'components/accessibility/AccessRequests.module.css': accessibilityAccessRequests,
  'components/accessibility/AccessibilityBadges.module.css': accessibilityAccessibilityBadges,
  'components/accessibility/AudioIntroduction.module.css': accessibilityAudioIntroduction,
  'components/archive/archive.module.css': archiveArchive,
  'components/cards/cards.module.css': cardsCards,
  'components/films/films.module.css': filmsFilms,
  'components/giving/ClubMembers.module.css': givingClubMembers,
  'components/pages/EducationPage.module.css': pagesEducationPage,
  'components/pages/FaqPage.module.css': pagesFaqPage,
  'components/pages/pages.module.css': pagesPages,
  'components/performances/PerformanceList.module.css': performancesPerformanceList,
  'components/prices/prices.module.css': pricesPrices,
  'components/sensory/sensory.module.css': sensorySensory,
  'components/show-info/GoodToKnow.module.css': showInfoGoodToKnow,
  'components/show-info/ShowFacts.module.css': showInfoShowFacts,
  'components/show-info/ShowPoster.module.css': showInfoShowPoster,
  'components/show-info/SpecialEvent.module.css': showInfoSpecialEvent,
  'components/show-info/StatusBanner.module.css': showInfoStatusBanner,
  'components/show-page/layouts.module.css': showPageLayouts,
  'components/sponsors/SponsorsBlock.module.css': sponsorsSponsorsBlock,
  'components/tickets/tickets.module.css': ticketsTickets,
  'components/trailer/TrailerAccessNote.module.css': trailerTrailerAccessNote,
  'components/venues/VisualStory.module.css': venuesVisualStory,
  'components/venues/venues.module.css': venuesVenues,
};
