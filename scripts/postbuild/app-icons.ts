// Post-build step: writes the manifest's PNG icons (lib/outputs/images/app-icons.ts) into the
// export from app/icon.svg, and checks each came out at its size.
//
// Usage: tsx scripts/postbuild/app-icons.ts [--dir out]
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { appIcons, maskableSvg } from '../../lib/outputs/images';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });

async function main() {
  const iconSvg = await readFile(path.join('app', 'icon.svg'), 'utf8');
  for (const icon of appIcons()) {
    const file = path.join(values.dir, icon.path);
    await mkdir(path.dirname(file), { recursive: true });
    const source =
      icon.purpose === 'maskable'
        ? sharp(Buffer.from(maskableSvg(iconSvg, icon.size)))
        : sharp(Buffer.from(iconSvg), { density: (72 * icon.size) / 64 }).resize(icon.size);
    const { width, height } = await source.png().toFile(file);
    if (width !== icon.size || height !== icon.size) {
      throw new Error(`${file} came out ${width}×${height}, not ${icon.size}×${icon.size}`);
    }
  }
  console.log(`app icons: ${appIcons().length} written`);
}

main().catch((error: unknown) => {
  console.error(`app-icons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
