/**
 * The facade's side of what's new (docs/rules/calendars.md#whats-new): the show files' versions
 * with their commit dates (./versions.ts) when the build reads the history, else each file as it
 * is (CONTENT_HISTORY=files: every show is announced at the build's date, and no change between
 * versions can be known), turned into announcements (./announcements.ts) with staff's notes.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  newestFirst,
  noteAnnouncement,
  showAnnouncements,
  type Announcement,
  type DatedVersion,
} from './announcements';
import { readDatedVersions } from './versions';
import type { Show, Site, Venue } from '../../content/types';
import type { RawNewsNote } from './news-schema';

/** Feed readers keep what they have seen: the feeds carry the newest announcements only. */
export const ANNOUNCEMENTS_LIMIT = 50;

export function announcementsOf(
  // The parts of lib/content/load.ts's bundle it reads, named here: the loader imports this
  // module through the room's Node door, so naming its bundle would close a circle.
  content: {
    shows: Show[];
    news: RawNewsNote[];
    venues: ReadonlyMap<string, Venue>;
    site: Site;
  },
  contentDir: string,
  history: 'git' | 'files',
  when: { now: Date; undatedAt: Date },
): Announcement[] {
  const fileOf = (show: Show) => path.join(contentDir, 'shows', path.basename(show.sourceFile));
  const versions: ReadonlyMap<string, DatedVersion[]> =
    history === 'git' ? readDatedVersions(contentDir, content.shows.map(fileOf)) : new Map();
  const options = {
    timeZone: content.site.timeZone,
    venueName: (id: string) => content.venues.get(id)?.name,
    ...when,
  };
  return newestFirst(
    [
      ...content.shows.flatMap((show) =>
        showAnnouncements(
          show,
          versions.get(fileOf(show)) ?? [{ text: fs.readFileSync(fileOf(show), 'utf8') }],
          options,
        ),
      ),
      ...content.news.map((note) => noteAnnouncement(note, content.site.timeZone)),
    ],
    ANNOUNCEMENTS_LIMIT,
  );
}
