/**
 * Writes placeholders into public/. Existing files are left alone: once the real poster or photo
 * has been dropped in, a later run must not overwrite it. `force` redraws every placeholder (the
 * drawing is deterministic, so unchanged content gives byte-identical files).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { publicFile } from '../../content/images';
import type { Placeholder } from './plan';

export interface WriteResult {
  written: string[];
  kept: string[];
}

export async function writePlaceholders(
  list: readonly Placeholder[],
  publicDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<WriteResult> {
  const result: WriteResult = { written: [], kept: [] };
  for (const item of list) {
    // The file the loader reads for that path, so the build finds what was drawn.
    const file = publicFile(publicDir, item.path);
    if (!force && existsSync(file)) {
      result.kept.push(item.path);
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await item.draw());
    result.written.push(item.path);
  }
  return result;
}
