/**
 * Reads content/news.json, staff's own announcements (./news-schema.ts). The file is optional: a
 * content folder without it has no notes. A bad entry is a content problem naming the file, the
 * note and the field, as everywhere else (docs/rules/calendars.md#whats-new).
 */
import fs from 'node:fs';
import path from 'node:path';

import { newsSchema, type RawNewsNote } from './news-schema';
import { displayName, parseWith, readJson, type Reader } from '../../content/read';

export const NEWS_FILE = 'news.json';

export function loadNews(reader: Reader): RawNewsNote[] {
  const absolute = path.join(reader.contentDir, NEWS_FILE);
  if (!fs.existsSync(absolute)) return [];
  const json = readJson(reader, absolute);
  if (!json.ok) return [];
  const file = displayName(reader, absolute);
  const notes = parseWith(reader, file, newsSchema, json.data, (p) =>
    typeof p[0] === 'number'
      ? { entry: `announcement ${p[0] + 1}`, field: p.slice(1) }
      : { entry: 'announcements', field: p },
  );
  return notes ?? [];
}
