/**
 * Labels and help for the access and giving fields (docs/rules/shows.md#trailers,
 * #request-by, #giving-club, #audio-introductions): a trailer's captions and description, a
 * venue's notice for services booked ahead, the Philharmonic Club's file and a show's audio
 * introduction; lib/editor/presentation.ts merges them into its table.
 */
import type { FieldPath, Presentation } from './presentation-types';

/** The trailer's statement, the same for a show (shows.) and a festival's film (shows.shows.). */
function trailerAccessHelp(prefix: string): Record<FieldPath, Presentation> {
  return {
    [`${prefix}.trailerAccess`]: {
      label: 'Trailer captions and description',
      hint: 'Required with a trailer: whether it has captions, and a described version’s link or the statement that the soundtrack says everything. The page says it in words under the trailer.',
    },
    [`${prefix}.trailerAccess.captions`]: {
      label: 'Captions made by a person',
      hint: 'On when the trailer has captions written by a person (YouTube’s automatic ones do not count). The page says “Captions” or “No captions”.',
    },
    [`${prefix}.trailerAccess.describedVersion`]: {
      label: 'Audio-described version (link)',
      hint: 'The link (https://…) to a version of the trailer with audio description. Leave empty only when the soundtrack says everything.',
    },
    [`${prefix}.trailerAccess.soundtrackCarriesAll`]: {
      label: 'The soundtrack says everything',
      hint: 'On when a listener misses nothing the pictures show (e.g. a musician talking to camera), so no described version is needed. Not together with a described version.',
    },
    [`${prefix}.trailerAccess.transcript`]: {
      label: 'Transcript (link)',
      hint: 'Optional: the link (https://…) to a text transcript of the trailer, shown as “Transcript”.',
    },
  };
}

const LEAD_DAYS_HINT =
  'Whole days before the performance day; 0 means the day itself. The page says “Request by {day}”, and after it “call instead”.';

/** A venue's lead times for the services booked ahead (docs/rules/visiting.md#request-by). */
const REQUEST_BY_HELP: Record<FieldPath, Presentation> = {
  'venues.accessRequests': {
    label: 'Access services: notice needed',
    hint: 'How long before a performance visitors must ask for ASL interpretation, captioning, audio description or a touch tour. Leave empty for 14 days.',
  },
  'venues.accessRequests.leadDays': { label: 'Days of notice', hint: LEAD_DAYS_HINT },
  'venues.accessRequests.byService': {
    label: 'Days of notice for one service',
    hint: 'Only for a service that needs more or less notice than the days above.',
  },
  'venues.accessRequests.byService.asl-interpretation': {
    label: 'ASL interpretation',
    hint: LEAD_DAYS_HINT,
  },
  'venues.accessRequests.byService.audio-description': {
    label: 'Audio description',
    hint: LEAD_DAYS_HINT,
  },
  'venues.accessRequests.byService.touch-tour': { label: 'Touch tour', hint: LEAD_DAYS_HINT },
  'venues.accessRequests.byService.open-captions': {
    label: 'Open captions',
    hint: LEAD_DAYS_HINT,
  },
};

/** The Philharmonic Club's file (docs/rules/tickets.md#giving-club). */
const CLUB_HELP: Record<FieldPath, Presentation> = {
  'members.communityFundingPercent': {
    label: 'Community funding (%)',
    hint: 'The share of the series’ funding that must come from the community, as the club’s page says it (e.g. 85).',
  },
  'members.levels': {
    label: 'Giving levels',
    hint: 'From the highest gift down. The page writes each level’s range from its minimum and the next level’s.',
  },
  'members.levels.id': {
    label: 'Level id',
    hint: 'Short lowercase name members are filed under, e.g. leaders. Never change it once members use it.',
  },
  'members.levels.name': { label: 'Name', hint: 'As shown, e.g. Leaders.' },
  'members.levels.minimum': {
    label: 'Smallest annual gift ($)',
    hint: 'Whole dollars, more than the level below’s and less than the level above’s.',
  },
  'members.benefits': {
    label: 'Member benefits',
    hint: 'One line each, shown on the Philharmonic Club page.',
  },
  'members.members': {
    label: 'Members',
    hint: 'Everyone in the club. Only those marked “Name in programs” are printed, by level and with no amounts.',
  },
  'members.members.name': {
    label: 'Name as printed',
    hint: 'Exactly as the member asked, e.g. “Avery and Jordan Pellwright”.',
  },
  'members.members.level': {
    label: 'Level id',
    hint: 'The id of one of the giving levels above (e.g. friends); any other is refused by name.',
  },
  'members.members.listed': {
    label: 'Name in programs',
    hint: 'On only when the member said yes to being named on programs and the club’s page.',
  },
};

/** A show's audio introduction (docs/rules/shows.md#audio-introductions). */
const AUDIO_INTRODUCTION_HELP: Record<FieldPath, Presentation> = {
  'shows.audioIntroduction': {
    label: 'Audio introduction',
    hint: 'A recording for blind and low-vision visitors describing the set, costumes and characters, with its transcript. Shown with a player on the show page and in Tonight.',
  },
  'shows.audioIntroduction.file': {
    label: 'Audio file',
    hint: 'An mp3, m4a, ogg, opus or wav file in the show’s folder. A file that is not there stops the build, naming it.',
  },
  'shows.audioIntroduction.transcript': {
    label: 'Transcript',
    hint: 'Everything the recording says, shown beside the player for visitors who read rather than listen.',
  },
};

export const ACCESS_HELP: Record<FieldPath, Presentation> = {
  ...CLUB_HELP,
  ...AUDIO_INTRODUCTION_HELP,
  ...trailerAccessHelp('shows'),
  ...trailerAccessHelp('shows.shows'),
  ...REQUEST_BY_HELP,
};
