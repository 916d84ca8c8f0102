import type { Site } from '@/lib/types';

const logo = (name: string, src: string, url = '') => ({ name, src, url, width: 240, height: 80 });

/** A complete, fictional site configuration for component tests (independent of content/). */
export const testSite: Site = {
  seriesName: 'Test Valley Artists Series',
  seriesShortName: 'Test Valley Artists',
  tagline: 'Great performances in the valley',
  universityName: 'Test Valley University',
  collegeName: 'College of Fine Arts',
  mastersSeriesName: 'Masters at Test Valley',
  timeZone: 'America/New_York',
  phone: '(555) 555-0123',
  fax: '(555) 555-0124',
  email: 'series@example.edu',
  postalAddress: { lines: ['Test Valley Artists Series', '1 Campus Way', 'Valley, WV 25000'] },
  boxOffice: {
    name: 'Series Box Office',
    addressLines: ['Student Center, Room 1', 'Valley, WV 25000'],
    hours: 'Monday–Friday, noon–4 pm',
  },
  social: [
    { name: 'Facebook', url: 'https://facebook.example.com/tv' },
    { name: 'Mastodon', url: 'https://social.example.org/@tv' },
  ],
  ticketSeller: { name: 'Example Tix', url: 'https://tickets.example.com/tv' },
  donationUrl: 'https://giving.example.edu/tv',
  getInvolvedText: 'Your gift keeps the arts alive in the valley.',
  mailingListAction: 'https://lists.example.com/subscribe/post?u=abc&id=def',
  mailingListTrapField: 'b_abc_def',
  studentOrganisation: { name: 'Student Arts Club', url: 'https://club.example.edu/' },
  analyticsId: '',
  seasonHeading: '2024-2025 Season',
  sponsorLogoVersion: '1',
  logos: {
    series: logo('Test Valley Artists Series', 'logos/series.svg'),
    university: logo('Test Valley University', 'logos/university.svg', 'https://www.example.edu/'),
    college: logo('College of Fine Arts', 'logos/college.svg'),
    sponsors: [logo('Valley Bank', 'logos/bank.svg', 'https://bank.example.com/')],
    funders: [logo('Arts Council', 'logos/council.svg')],
  },
  copyrightStartYear: 2001,
};
