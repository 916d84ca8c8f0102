// Post-build: writes AVIF and WebP copies of every poster, photo and education image in the
// export at the widths lib/outputs/images/browser/image-variants.ts names, so <picture> can serve small modern files
// to phones; and the landscape and square share copies of every poster (16:9, 4:3, 1:1 for
// search results, 1.91:1 for social cards), the poster scaled without distortion onto the show's
// colour.
//
// Encoded files are cached in IMAGE_CACHE_DIR under a name made from the source file's content
// and everything that shapes the output (format, width, encoder options, share shape, margin and
// colour, the libvips version), never from the file's path or date: a poster moved or copied to
// another show is not encoded again, and a changed option encodes afresh. The CI workflows keep
// that folder between runs (actions/cache), so a nightly build encodes only new or changed images.
// One image is handled per core at a time, read when its turn comes, so memory stays bounded
// however many shows the archive holds.
//
// Usage: tsx scripts/postbuild/write-image-variants.ts [exportDir]   (default: $NEXT_DIST_DIR or out)
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { constants, copyFile, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { getAllShows, getEducation, getSite } from '../../lib/content';
import {
  hasVariants,
  SHARE_MARGIN,
  SHARE_SHAPES,
  shareSources,
  shareVariantPath,
  type ShareShape,
  type ShareSource,
  VARIANT_FORMATS,
  variantPath,
  variantWidths,
  type VariantFormat,
} from '../../lib/outputs/images/browser/image-variants';
import { mapBounded } from '../../lib/build/bounded';
import { IMAGE_CACHE_DIR } from '../../lib/build/image-cache';
import { renderShareVariant, SHARE_JPEG } from '../../lib/outputs/images';

// effort 2 keeps a cold CI build fast; the files are within a few per cent of effort 4.
export const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74 },
} as const satisfies Record<VariantFormat, object>;

const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(ENCODER_OPTIONS.avif),
  webp: (image) => image.webp(ENCODER_OPTIONS.webp),
};

/** The cache file name of a source's AVIF/WebP copy at one width. */
export function variantCacheName(
  source: Buffer,
  width: number,
  format: VariantFormat,
  libvips: string = sharp.versions.vips,
): string {
  const key = { width, format, options: ENCODER_OPTIONS[format], libvips };
  const hash = createHash('sha256').update(source).update(JSON.stringify(key)).digest('hex');
  return `${hash.slice(0, 32)}-${width}.${format}`;
}

/** The cache file name of a source's share copy in one shape on one colour. */
export function shareCacheName(
  source: Buffer,
  shape: ShareShape,
  background: string | undefined,
  libvips: string = sharp.versions.vips,
): string {
  const key = {
    shape,
    canvas: SHARE_SHAPES[shape],
    margin: SHARE_MARGIN,
    background: background ?? null,
    jpeg: SHARE_JPEG,
    libvips,
  };
  const hash = createHash('sha256').update(source).update(JSON.stringify(key)).digest('hex');
  return `${hash.slice(0, 32)}-share-${shape}.jpg`;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

interface Counts {
  written: number;
  encoded: number;
}

/** Cache files being made now: two images with the same content are encoded once. */
const making = new Map<string, Promise<void>>();

/** Makes the cache file with `make` unless it is there; true when it was made now. */
async function ensureCached(cached: string, make: () => Promise<Buffer>): Promise<boolean> {
  if (existsSync(cached)) return false;
  const underway = making.get(cached);
  if (underway) {
    await underway;
    return false;
  }
  const made = (async () => {
    // Written under a temporary name and renamed: a build stopped halfway leaves no half file
    // that a later build would take for a finished one.
    const partial = `${cached}.${process.pid}.part`;
    await writeFile(partial, await make());
    await rename(partial, cached);
  })();
  making.set(cached, made);
  await made;
  return true;
}

/**
 * Puts the cached file (made first if needed) at its place in the export: a copy, never a hard
 * link (GitHub Pages rejects an artifact holding links), cloned where the file system can.
 */
async function fromCache(
  cacheDir: string,
  name: string,
  target: string,
  counts: Counts,
  make: () => Promise<Buffer>,
) {
  const cached = path.join(cacheDir, name);
  if (await ensureCached(cached, make)) counts.encoded += 1;
  await copyFile(cached, target, constants.COPYFILE_FICLONE);
  counts.written += 1;
}

/** Every width and format of one image of the export (read only when its turn comes). */
async function writeVariants(exportDir: string, cacheDir: string, file: string, counts: Counts) {
  const sitePath = '/' + path.relative(exportDir, file).split(path.sep).join('/');
  const source = await readFile(file);
  const { width } = await sharp(source).metadata();
  for (const w of variantWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      await fromCache(
        cacheDir,
        variantCacheName(source, w, format),
        path.join(exportDir, variantPath(sitePath, w, format)),
        counts,
        () => ENCODERS[format](sharp(source).resize({ width: w })).toBuffer(),
      );
    }
  }
}

async function writeShareCopies(
  exportDir: string,
  cacheDir: string,
  { src, background, shapes }: ShareSource,
  counts: Counts,
) {
  const source = await readFile(path.join(exportDir, ...src.split('/').filter(Boolean)));
  for (const shape of shapes) {
    await fromCache(
      cacheDir,
      shareCacheName(source, shape, background),
      path.join(exportDir, shareVariantPath(src, shape)),
      counts,
      () => renderShareVariant(source, background, shape),
    );
  }
}

async function main() {
  const exportDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
  const cacheDir = path.resolve(IMAGE_CACHE_DIR);
  if (!existsSync(exportDir)) throw new Error(`No export at ${exportDir}: run next build first`);
  await mkdir(cacheDir, { recursive: true });
  const started = Date.now();
  const images: string[] = [];
  for await (const file of walk(exportDir)) {
    const sitePath = '/' + path.relative(exportDir, file).split(path.sep).join('/');
    if (hasVariants(sitePath) && !/-\d+w\.(avif|webp)$/.test(sitePath)) images.push(file);
  }
  const counts: Counts = { written: 0, encoded: 0 };
  const workers = Math.max(1, os.availableParallelism());
  await mapBounded(images, workers, (file) => writeVariants(exportDir, cacheDir, file, counts));
  await mapBounded(
    shareSources(getAllShows(), getEducation(), getSite().shareImage.src),
    workers,
    (source) => writeShareCopies(exportDir, cacheDir, source, counts),
  );
  console.log(
    `image variants: ${counts.written} files (${counts.encoded} encoded, the rest from the ` +
      `cache) in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
