// Post-build: writes AVIF and WebP copies of every poster, photo and education image in the
// export at the widths lib/image-variants.ts names, so <picture> can serve small modern files
// to phones; and the landscape and square share copies of every poster (16:9, 4:3, 1:1 for
// search results, 1.91:1 for social cards), the poster scaled without distortion onto the show's
// colour. Encoded results are cached by content hash, so only new or changed images cost time,
// and at most one image per core is decoded at a time, so memory stays bounded.
//
// Usage: tsx scripts/image-variants.ts [exportDir]   (default: $NEXT_DIST_DIR or out)
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { getAllShows, getEducation } from '../lib/content';
import {
  hasVariants,
  SHARE_MARGIN,
  SHARE_SHAPES,
  shareSources,
  shareVariantPath,
  type ShareSource,
  VARIANT_FORMATS,
  variantPath,
  variantWidths,
  type VariantFormat,
} from '../lib/image-variants';
import { renderShareVariant } from './share-images';

const exportDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
const cacheDir = path.resolve('node_modules/.cache/image-variants');
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // effort 2 keeps a cold CI build fast; the files are within a few per cent of effort 4.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 74 }),
};
const SETTINGS_VERSION = 'avif50e2-webp74';
const SHARE_SETTINGS_VERSION = 'share-jpeg80-plain';

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

type Job = () => Promise<void>;

async function variantsFor(file: string): Promise<Job[]> {
  const sitePath = '/' + path.relative(exportDir, file).split(path.sep).join('/');
  if (!hasVariants(sitePath) || /-\d+w\.(avif|webp)$/.test(sitePath)) return [];
  const source = await readFile(file);
  const hash = createHash('sha256').update(source).update(SETTINGS_VERSION).digest('hex');
  const { width } = await sharp(source).metadata();
  const jobs: Job[] = [];
  for (const w of variantWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      const target = path.join(exportDir, variantPath(sitePath, w, format));
      const cached = path.join(cacheDir, `${hash.slice(0, 24)}-${w}.${format}`);
      jobs.push(async () => {
        if (!existsSync(cached)) {
          await ENCODERS[format](sharp(source).resize({ width: w })).toFile(cached);
        }
        await copyFile(cached, target);
      });
    }
  }
  return jobs;
}

async function shareJobs({ src, background, shapes }: ShareSource): Promise<Job[]> {
  const file = path.join(exportDir, ...src.split('/').filter(Boolean));
  const source = await readFile(file);
  const hash = createHash('sha256')
    .update(source)
    // The shapes and margin are part of the key: changing them in lib/ redraws every copy.
    .update(JSON.stringify({ SHARE_SETTINGS_VERSION, SHARE_SHAPES, SHARE_MARGIN, background }))
    .digest('hex');
  return shapes.map((shape) => async () => {
    const cached = path.join(cacheDir, `${hash.slice(0, 24)}-share-${shape}.jpg`);
    if (!existsSync(cached)) {
      await writeFile(cached, await renderShareVariant(source, background, shape));
    }
    await copyFile(cached, path.join(exportDir, shareVariantPath(src, shape)));
  });
}

async function main() {
  if (!existsSync(exportDir)) throw new Error(`No export at ${exportDir}: run next build first`);
  await mkdir(cacheDir, { recursive: true });
  const started = Date.now();
  const jobs: Job[] = [];
  for await (const file of walk(exportDir)) jobs.push(...(await variantsFor(file)));
  for (const source of shareSources(getAllShows(), getEducation())) {
    jobs.push(...(await shareJobs(source)));
  }
  const workers = Math.max(1, os.availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) await job();
    }),
  );
  console.log(`image variants: ${jobs.length} files in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
