/**
 * Reads content/members.json, the Philharmonic Club (./club-schema.ts). Optional: a content folder
 * without it has no club levels or members to show. A bad entry is a content problem naming the
 * file, the member or level, and the field.
 */
import fs from 'node:fs';
import path from 'node:path';

import { clubSchema, type Club } from './club-schema';
import { displayName, parseWith, readJson, type Reader } from '../../content/read';

export const CLUB_FILE = 'members.json';

export function loadClub(reader: Reader): Club | undefined {
  const absolute = path.join(reader.contentDir, CLUB_FILE);
  if (!fs.existsSync(absolute)) return undefined;
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const file = displayName(reader, absolute);
  return parseWith(reader, file, clubSchema, json.data, (p) =>
    (p[0] === 'members' || p[0] === 'levels') && typeof p[1] === 'number'
      ? { entry: `${p[0] === 'members' ? 'member' : 'level'} ${p[1] + 1}`, field: p.slice(2) }
      : { entry: 'Philharmonic Club', field: p },
  );
}
