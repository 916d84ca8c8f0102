/**
 * Help for the fields staff meet less often, in their words, and the words of each list of
 * choices (lib/editor/presentation.ts merges it into its table).
 */
import type { PreviewTemplateName, TemplateName } from '../concepts/shows/build';
import type { VenueKind } from '../concepts/venues/build';
import { statusNames, showKindIds, showKindLabels } from '../concepts/shows';
import type { FieldPath, Presentation } from './presentation-types';
import { PRICE_HELP } from './price-help';

export const LOCAL_TIME = 'Local time at the venue (the site converts it for visitors elsewhere).';

const TEMPLATE_NAMES: Readonly<Record<TemplateName, string>> = {
  standard: 'Standard show page',
  festival: 'Festival page (films and schedule)',
  'poster-left': 'Poster on the left',
};

const CARD_NAMES: Readonly<Record<PreviewTemplateName, string>> = {
  preview: 'Standard card',
  home: 'Card with the title as a link and a colored strip',
};

/** schema.org's event types (structured data for search engines), in staff words. */
const EVENT_TYPE_NAMES = {
  Event: 'Other or mixed',
  TheaterEvent: 'Theater, dance or opera',
  MusicEvent: 'Concert',
  ScreeningEvent: 'Film screening',
  Festival: 'Festival',
  EducationEvent: 'Talk, class or workshop',
} as const;

/** The kinds of show of the listings by kind, in staff words. */
const SHOW_KIND_NAMES = Object.fromEntries(
  showKindIds.map((id) => [id, showKindLabels[id].label]),
) as Readonly<Record<(typeof showKindIds)[number], string>>;

export const VENUE_KIND_NAMES: Readonly<Record<VenueKind, string>> = {
  theater: 'Theater',
  'concert-hall': 'Concert hall',
  cinema: 'Cinema',
  library: 'Library',
  other: 'Other place',
};

/** The fields of one logo in site.json, the same for each. */
function logoFields(path: FieldPath, what: string): Record<FieldPath, Presentation> {
  return {
    [path]: { hint: `The ${what}.` },
    [`${path}.name`]: { hint: 'The name the logo shows, read out to people who cannot see it.' },
    [`${path}.src`]: {
      label: 'File',
      hint: 'The file’s path under public/, e.g. logos/university.png.',
    },
    [`${path}.url`]: { label: 'Link', hint: 'Where the logo links to (https://…); may be empty.' },
    [`${path}.width`]: { hint: 'The file’s width in pixels.' },
    [`${path}.height`]: { hint: 'The file’s height in pixels.' },
  };
}

/** Help for the other fields, and more for some above, in the words staff use. */
export const MORE_HELP: Record<FieldPath, Presentation> = {
  'shows.title': { hint: 'As it appears on the poster. The page address is made from it.' },
  'shows.subtitle': { hint: 'A line under the title, e.g. the company or “A new musical”.' },
  'shows.subsubtitle': { label: 'Second subtitle', hint: 'A further line under the subtitle.' },
  'shows.dateFormatted': {
    label: 'Date as written (optional)',
    hint: 'Leave empty: the site writes the date. Only for wording it cannot make, e.g. “Every Friday in March”.',
  },
  'shows.dateFormattedShort': {
    label: 'Short date as written (optional)',
    hint: 'Leave empty: the site writes it. The short form on cards.',
  },
  'shows.timeFormatted': {
    label: 'Time as written (optional)',
    hint: 'Leave empty: the site writes the start time.',
  },
  'shows.doorsOpen': {
    hint: 'Leave empty for “Doors generally open one hour before performance time”.',
  },
  'shows.location': {
    hint: 'Where the show takes place. A new venue is added under Venues first; a hall the series no longer uses, for a past show, under Past venues (listed last, marked “past venue”).',
  },
  'shows.presaleTickets': {
    label: 'Member presale link',
    hint: 'Offered only before the public sale opens, so it needs Public sale opens.',
  },
  'shows.presaleOpens': {
    label: 'Member presale opens',
    hint: 'Optional, venue time. Visitors who ask to be reminded get a second reminder at this time. Needs the Member presale link.',
  },
  'shows.mastersAt': {
    label: 'Promote the Masters package',
    hint: 'Shows the Masters at the university package on this show’s page.',
  },
  'shows.mastersAtTickets': {
    label: 'Masters package tickets link',
    hint: 'Where the Masters package is sold (https://…).',
  },
  'shows.speakerSeries': {
    label: 'Part of the speaker series',
    hint: 'Lists the show on the speaker series page.',
  },
  'shows.packageTickets': {
    label: 'Series package tickets link',
    hint: 'Where the speaker series package is sold (https://…).',
  },
  'shows.website': {
    label: 'Artist website',
    hint: 'The artist’s or company’s own site (https://…).',
  },
  'shows.trailer': {
    label: 'Trailer (YouTube link)',
    hint: 'A YouTube link. The page shows its still picture until a visitor presses play.',
  },
  'shows.description': {
    hint: 'What the show is, for the show page and the card.',
  },
  'shows.descriptionImage': {
    label: 'Image in the description',
    hint: 'A picture beside the description, and what it shows for screen readers.',
  },
  'shows.descriptionImage.file': {
    label: 'Picture',
    hint: 'Any size; the site makes the copies it needs.',
  },
  'shows.descriptionImage.alt': {
    label: 'Text for screen readers',
    hint: 'What the picture shows, in a sentence.',
  },
  'shows.posterInfo': {
    label: 'Poster credit',
    hint: 'A line under the poster, e.g. the designer.',
  },
  'shows.posterAlt': {
    label: 'Poster: text for screen readers',
    hint: 'What the poster shows. Empty means the title is read out.',
  },
  'shows.photos': { hint: 'Production photos shown on the show page, in this order.' },
  'shows.photos.file': { label: 'Photo', hint: 'Any size; the site makes the copies it needs.' },
  'shows.photos.alt': {
    label: 'Text for screen readers',
    hint: 'What the photo shows, in a sentence.',
  },
  'shows.photos.credit': { hint: 'The photographer, e.g. “Photo: Dana Reyes”.' },
  'shows.logoImage': {
    label: 'Show logo',
    hint: 'A title logo shown instead of the title text on the page.',
  },
  'shows.logoImage.file': { label: 'Logo', hint: 'Any size; the site makes the copies it needs.' },
  'shows.logoImage.alt': { label: 'Text for screen readers', hint: 'Usually the title.' },
  'shows.content': {
    label: 'More about the show',
    hint: 'Further text under the description on the show page (HTML).',
  },
  'shows.ticketInfo': {
    label: 'Ticket information',
    hint: 'Prices, discounts and how to buy, beside the ticket button (HTML).',
  },
  'shows.program': {
    label: 'Printed program link',
    hint: 'A link to a program hosted elsewhere (https://…).',
  },
  'shows.specialEvent': {
    hint: 'Not part of the series package: the page says so.',
  },
  'shows.backgroundColor': {
    label: 'Page background color',
    hint: 'Leave empty for the site’s color.',
  },
  'shows.titleColor': { label: 'Title color', hint: 'Leave empty for the site’s color.' },
  'shows.infoColor': { label: 'Date and venue color', hint: 'Leave empty for the site’s color.' },
  'shows.previewTemplate': {
    label: 'Card style',
    options: CARD_NAMES,
    hint: 'How the show’s card looks on the home page.',
  },
  'shows.template': {
    label: 'Page layout',
    options: TEMPLATE_NAMES,
    hint: 'The festival layout needs Festival ticked.',
  },
  'shows.sponsorsHeading': { hint: 'The heading over the sponsors, e.g. “Sponsored By”.' },
  'shows.sponsors': { hint: 'Sponsors shown on the show page, by level.' },
  'shows.sponsors.name': { hint: 'As the sponsor writes it; also read out for a logo.' },
  'shows.sponsors.level': {
    hint: '1 is the largest; 5 is the food sponsor. Logos are grouped by level.',
  },
  'shows.sponsors.text': { label: 'Name as text', hint: 'Show the name instead of a logo.' },
  'shows.sponsors.food': { label: 'Food sponsor', hint: 'The sponsor of the food (level 5).' },
  'shows.sponsors.url': { label: 'Link', hint: 'The sponsor’s site (https://…); may be empty.' },
  'shows.festival': {
    label: 'This is a festival',
    hint: 'A festival lists films and screenings instead of performances.',
  },
  'shows.shows': { label: 'Films', hint: 'Each film of the festival, with its own page.' },
  'shows.shows.name': {
    label: 'Page name (optional)',
    hint: 'Leave empty: made from the film’s title.',
  },
  'shows.shows.title': { hint: 'The film’s title; schedule rows name the film by it.' },
  'shows.shows.country': { hint: 'Country of production, e.g. India.' },
  'shows.shows.language': { label: 'Spoken languages', hint: 'Codes such as en, hi, pt-BR.' },
  'shows.shows.subtitles': {
    label: 'Subtitle languages',
    hint: 'Codes such as en; empty means no subtitles.',
  },
  'shows.shows.lengthMinutes': { label: 'Length (minutes)', hint: 'The running time.' },
  'shows.shows.trailer': { label: 'Trailer (YouTube link)', hint: 'Optional.' },
  'shows.shows.director': { hint: 'Optional.' },
  'shows.shows.year': { hint: 'Year of release; optional.' },
  'shows.shows.advisories': { hint: 'What a viewer should know before booking.' },
  'shows.shows.advisoryNote': {
    label: 'Advisory note',
    hint: 'Plain text: more about an advisory.',
  },
  'shows.schedule.day': { hint: 'The day of the screening.' },
  'shows.schedule.film': { hint: 'The film’s title exactly as under Films.' },
  'shows.eventType': {
    label: 'Kind of event',
    options: EVENT_TYPE_NAMES,
    hint: 'Tells search engines what kind of event this is.',
  },
  'shows.kind': {
    label: 'Kind of show (for the listings)',
    options: SHOW_KIND_NAMES,
    hint: 'Which “What’s on” list the show is in. Leave empty to follow the kind of event (concert: music; theatre; film; speaker series: talk); choose Dance for a dance company.',
  },
  'shows.performances.previousDate': {
    hint: `Only when this performance is rescheduled: the date first announced. ${LOCAL_TIME}`,
  },
  'shows.performances.presaleTickets': {
    label: 'Member presale link',
    hint: 'Leave empty to use the show’s.',
  },
  'shows.performances.accessibility': {
    label: 'Accessibility services of this performance',
    hint: 'Services at this performance only.',
  },
  ...PRICE_HELP,
  'shows.digitalProgram.works': { hint: 'The works performed, in order.' },
  'shows.digitalProgram.works.title': { hint: 'The work’s title.' },
  'shows.digitalProgram.works.composer': { hint: 'Composer or author.' },
  'shows.digitalProgram.works.durationMinutes': {
    label: 'Length (minutes)',
    hint: 'About how long.',
  },
  'shows.digitalProgram.works.detail': { hint: 'Movements or a short line under the title.' },
  'shows.digitalProgram.cast': { hint: 'Performers and their parts.' },
  'shows.digitalProgram.cast.name': {
    hint: 'The performer, typed in full, when they have no page under People.',
  },
  'shows.digitalProgram.cast.role': { label: 'Part', hint: 'Role or instrument, e.g. viola.' },
  'shows.digitalProgram.credits': { hint: 'Creative and production credits.' },
  'shows.digitalProgram.credits.role': { hint: 'E.g. Lighting design.' },
  'shows.digitalProgram.credits.name': {
    hint: 'Who did it, typed in full, when they have no page under People.',
  },
  'shows.digitalProgram.notes': { label: 'Program notes', hint: 'Notes about the works (HTML).' },
  'education.programName': { label: 'Program name', hint: 'The heading of the Education page.' },
  'education.season': {
    hint: 'The season the events belong to, as 2026–27 (any dash or the full second year is fine: the site writes 2026–27).',
  },
  'education.intro': { label: 'Introduction', hint: 'The text at the top of the page (HTML).' },
  'education.professor': { hint: 'The professor who leads the program.' },
  'education.professor.name': { hint: 'Full name.' },
  'education.professor.title': { hint: 'Their title, e.g. Professor of Theater.' },
  'education.professor.bio': { label: 'Biography', hint: 'A short biography (HTML).' },
  'education.events': { hint: 'Talks, classes and workshops, each with its date and place.' },
  'education.events.name': { label: 'Title', hint: 'The event’s title.' },
  'education.events.subtitle': { hint: 'A line under the title.' },
  'education.events.endTime': { hint: `Optional. ${LOCAL_TIME}` },
  'education.events.location': { label: 'Venue', hint: 'Where the event takes place.' },
  'education.events.room': { hint: 'Room or hall inside the venue, e.g. Recital Hall.' },
  'education.events.description': { hint: 'What the event is (HTML).' },
  'education.events.image.alt': {
    label: 'Text for screen readers',
    hint: 'What the picture shows, in a sentence.',
  },
  'education.events.extraInfo': { label: 'Extra line', hint: 'E.g. “Free; no tickets needed”.' },
  'education.events.highlighted': {
    hint: 'Draws the event in a gold-bordered box, for a special occasion.',
  },
  'education.events.status': {
    options: statusNames,
    hint: 'Cancelled, postponed (new date not known) or rescheduled (then fill in Previous date).',
  },
  'education.events.previousDate': {
    hint: `Only when rescheduled: the date and time first announced. ${LOCAL_TIME}`,
  },
  'education.events.accessibility': {
    label: 'Accessibility services',
    hint: 'Services this event offers.',
  },
  'faq.question': { hint: 'The question as a visitor would ask it.' },
  'faq.answer': { hint: 'The answer (HTML).' },
  'news.title': {
    label: 'Headline',
    hint: 'What a feed reader lists, e.g. “The box office moves for the summer”.',
  },
  'news.date': {
    label: 'Announced on',
    hint: `Its place in the What’s new feeds, newest first. ${LOCAL_TIME}`,
  },
  'news.text': { label: 'Announcement', hint: 'A few plain sentences (no formatting).' },
  'news.link': {
    label: 'Link (optional)',
    hint: 'Where readers learn more (https://…). Empty: the home page.',
  },
  'site.seriesName': { hint: 'The series’ full name, in headings and page titles.' },
  'site.seriesShortName': { hint: 'Short name at the end of page titles.' },
  'site.tagline': {
    hint: 'The line under the series name on the home page; the site adds "since" the first season of the record.',
  },
  'site.universityName': { hint: 'The university’s full name.' },
  'site.collegeName': { hint: 'The college that runs the series.' },
  'site.mastersSeriesName': {
    label: 'Masters package name',
    hint: 'e.g. Masters at the university.',
  },
  'site.timeZone': {
    hint: 'The venues’ time zone, e.g. America/New_York. Dates in content are in it.',
  },
  'site.phone': { hint: 'The box office phone, written (304) 555-0123.' },
  'site.fax': { hint: 'Written (304) 555-0124.' },
  'site.email': { label: 'E-mail', hint: 'The box office e-mail address.' },
  'site.postalAddress': { hint: 'The series’ postal address.' },
  'site.postalAddress.lines': { label: 'Address lines', hint: 'One line each.' },
  'site.boxOffice': { hint: 'The box office, shown in the footer and on the visit page.' },
  'site.boxOffice.name': { hint: 'e.g. Box Office.' },
  'site.boxOffice.addressLines': { hint: 'One line each.' },
  'site.boxOffice.hours': { label: 'Opening hours', hint: 'e.g. Mon–Fri 10 am–5 pm.' },
  'site.social': { label: 'Social media', hint: 'Links in the footer.' },
  'site.social.name': { hint: 'e.g. Instagram.' },
  'site.social.url': { label: 'Link', hint: 'https://…' },
  'site.ticketSeller': { hint: 'Who sells the tickets, named beside ticket buttons.' },
  'site.ticketSeller.name': { hint: 'The seller’s name.' },
  'site.ticketSeller.url': { label: 'Link', hint: 'https://…' },
  'site.donationUrl': {
    label: 'Donation link',
    hint: 'Where the Donate button leads (https://…).',
  },
  'site.getInvolvedText': {
    label: 'Get involved text',
    hint: 'The short text of the Get involved box.',
  },
  'site.mailingListAction': {
    label: 'Mailing list sign-up address',
    hint: 'The address the mailing-list service gives for its sign-up form (https://…).',
  },
  'site.mailingListTrapField': {
    label: 'Mailing list bot-trap field',
    hint: 'The hidden field name the mailing-list service gives; ask the web team before changing.',
  },
  'site.studentOrganisation': { hint: 'The student organization credited in the footer.' },
  'site.studentOrganisation.name': { hint: 'Its name.' },
  'site.studentOrganisation.url': { label: 'Link', hint: 'https://…' },
  'site.analyticsId': {
    label: 'Analytics id',
    hint: 'Google Analytics id (G-…); empty means no analytics at all.',
  },
  'site.seasonHeading': {
    hint: 'The season over the home page’s shows, as 2026–27 Season. Any dash or the full second year is fine: the site writes every season as 2026–27 Season.',
  },
  'site.sponsorLogoVersion': {
    hint: 'Raise it after replacing a sponsor logo file, so browsers fetch the new one.',
  },
  'site.logos': { hint: 'The logos in the header and footer.' },
  ...logoFields('site.logos.series', 'series logo'),
  ...logoFields('site.logos.university', 'university logo'),
  ...logoFields('site.logos.college', 'college logo'),
  ...logoFields('site.logos.sponsors', 'sponsors’ logos in the footer'),
  ...logoFields('site.logos.funders', 'funders’ logos in the footer'),
  'site.copyrightStartYear': { hint: 'The first year in the footer’s copyright line.' },
  'site.shareImage': {
    label: 'Default sharing picture',
    hint: 'Shown when a link to a page without its own picture is shared.',
  },
  'site.shareImage.src': {
    label: 'File',
    hint: 'A .jpg or .png under public/, at least 1200×630 pixels.',
  },
  'site.shareImage.alt': { label: 'Text for screen readers', hint: 'What the picture shows.' },
  'site.visit.intro': { label: 'Introduction', hint: 'A sentence or two above the rest (HTML).' },
  'site.visit.doors': {
    label: 'Doors and arrival',
    hint: 'When doors and the box office open (HTML).',
  },
  'site.visit.lateSeating': { hint: 'What happens to someone who arrives late (HTML).' },
  'site.visit.bags': {
    label: 'Bags, food and recording',
    hint: 'Bags, food and drink, cameras (HTML).',
  },
  'site.visit.refunds': {
    label: 'Refunds and exchanges',
    hint: 'Refunds, exchanges, returns (HTML).',
  },
  'venues.name': { hint: 'The venue’s name as visitors know it.' },
  'past-venues.name': { hint: 'The hall’s name as the archive gives it, e.g. Ridgeline Armory.' },
  'past-venues.locality': { label: 'Town or city', hint: 'Optional, e.g. Ridgeline.' },
  'past-venues.region': { label: 'State', hint: 'Optional. Two letters, e.g. WV.' },
  'past-venues.country': { hint: 'Two letters; US unless abroad.' },
  'venues.streetAddress': { hint: 'e.g. 12 Mill Street.' },
  'venues.locality': { label: 'Town or city', hint: 'e.g. Ridgeline.' },
  'venues.region': { label: 'State', hint: 'Two letters, e.g. WV.' },
  'venues.postalCode': { label: 'ZIP code', hint: 'e.g. 25701.' },
  'venues.country': { hint: 'Two letters; US unless abroad.' },
  'venues.geo.latitude': { hint: 'e.g. 38.4229.' },
  'venues.geo.longitude': { hint: 'e.g. -82.4268.' },
  'venues.directions': { hint: 'Directions by car and on foot (HTML).' },
  'venues.transit': { label: 'Public transport', hint: 'Buses, trains and bicycles (HTML).' },
  'venues.parking': { hint: 'Where to park and what it costs (HTML).' },
  'venues.accessibleEntrances': { hint: 'Step-free and accessible entrances (HTML).' },
  'venues.wheelchairSeating': { hint: 'Wheelchair spaces and companion seats (HTML).' },
  'venues.assistiveListening': { hint: 'Hearing loops or receivers and where to get them (HTML).' },
  'venues.restrooms': { hint: 'Where the restrooms are (HTML).' },
  'venues.accommodations': { hint: 'How to ask for an accommodation (HTML).' },
};
