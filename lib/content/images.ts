/**
 * Images and downloads that content points to: each must be a real, readable file in public/, and
 * its real width and height (read from the file's header, not typed by staff) size the page's
 * <img> and choose the responsive variants, so a poster of any size is drawn and offered right.
 */
import fs from 'node:fs';
import path from 'node:path';

import { imageSize } from 'image-size';

import type { ImageSize } from './types';
import type { Reader } from './read';

/** The file in public/ a site path ("/sponsors/x.jpg?v=2") names. */
export function publicFile(publicDir: string, sitePath: string): string {
  const [pathOnly = ''] = sitePath.split(/[?#]/);
  return path.join(publicDir, ...pathOnly.split('/').filter(Boolean));
}

/** A name for the file that whoever fixes it can find: relative to the project when inside it. */
function shownPath(reader: Reader, absolute: string): string {
  for (const base of [reader.projectDir, process.cwd()]) {
    const relative = path.relative(base, absolute);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
      return relative.split(path.sep).join('/');
    }
  }
  return absolute;
}

export interface FieldRef {
  file: string;
  entry: string;
  field: string;
}

/** Reads the file, or records why it cannot be used and returns undefined. */
function readPublicFile(reader: Reader, at: FieldRef, sitePath: string): Buffer | undefined {
  const absolute = publicFile(reader.publicDir, sitePath);
  const shown = shownPath(reader, absolute);
  let data: Buffer;
  try {
    data = fs.readFileSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    reader.problems.push({
      ...at,
      message:
        code === 'ENOENT'
          ? `${shown} does not exist`
          : `${shown} cannot be read (${code ?? String(error)})`,
    });
    return undefined;
  }
  if (data.length === 0) {
    reader.problems.push({ ...at, message: `${shown} is an empty file (0 bytes)` });
    return undefined;
  }
  return data;
}

/**
 * The real size of an image in public/, as a browser draws it (EXIF rotation applied). A missing,
 * empty or unreadable file is a problem naming the field; the result is then undefined.
 */
export function readImageSize(
  reader: Reader,
  at: FieldRef,
  sitePath: string,
): ImageSize | undefined {
  const data = readPublicFile(reader, at, sitePath);
  if (!data) return undefined;
  try {
    const found = imageSize(data);
    // Orientations 5–8 are quarter turns: the browser swaps the stored width and height.
    const turned = (found.orientation ?? 1) >= 5;
    const size = turned
      ? { width: found.height, height: found.width }
      : { width: found.width, height: found.height };
    if (!(size.width > 0 && size.height > 0)) throw new Error('no width or height in the file');
    return size;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    reader.problems.push({
      ...at,
      message: `${shownPath(reader, publicFile(reader.publicDir, sitePath))} is not an image the site can read (${reason})`,
    });
    return undefined;
  }
}

/** A download (PDF…) must exist and not be empty. */
export function checkPublicFile(reader: Reader, at: FieldRef, sitePath: string): void {
  readPublicFile(reader, at, sitePath);
}
