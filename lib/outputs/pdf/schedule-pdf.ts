/**
 * A festival's film schedule as an accessible PDF, made from the same derived show the festival
 * page renders (its films and ScheduleDay list, lib/concepts/festival/rules/schedule.ts), so the two cannot disagree.
 *
 * PDF/UA-minded: tagged (Document, headings, a list per day whose label is the time), the document
 * language set, the title shown in the viewer's title bar, and Source Sans 3 (the site's typeface,
 * from the npm package `source-sans`) embedded as a subset, so any character the font has prints as
 * itself instead of a Latin-1 stand-in.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import PDFDocument from 'pdfkit';

import type { Show, Site } from '../../content/types';
import { offersSchedulePdf } from '../../concepts/festival';
import { htmlToPlainText } from '../plain-text';

/**
 * The package's static TrueType files (PDFKit embeds TTF/OTF through fontkit). Resolved from the
 * working directory, the project root for the build, its scripts and Jest, as lib/content/index.ts
 * resolves content/.
 */
export function scheduleFontFile(weight: 'Regular' | 'Bold', root = process.cwd()): string {
  return path.join(root, 'node_modules', 'source-sans', 'TTF', `SourceSans3-${weight}.ttf`);
}

/** The language of the document: the pages' <html lang> (app/(site)/layout.tsx). */
export const SCHEDULE_PDF_LANGUAGE = 'en';

/** The PDF's title: what a viewer shows in its title bar and a screen reader announces first. */
export function schedulePdfTitle(show: Pick<Show, 'title'>): string {
  return `${show.title}: Film Schedule`;
}

const MARGIN = 56;
const TIME_COLUMN = 72;

export interface SchedulePdfOptions {
  /** The project folder whose node_modules holds the font; the working directory by default. */
  root?: string;
  /** Stamped as the creation date; fixed by tests and reproducible builds. */
  created?: Date;
}

export function schedulePdf(
  show: Show,
  site: Pick<Site, 'seriesName' | 'phone' | 'email'>,
  { root, created = new Date() }: SchedulePdfOptions = {},
): Promise<Buffer> {
  const regular = scheduleFontFile('Regular', root);
  const bold = scheduleFontFile('Bold', root);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    // The types list only the PDF/A subsets; PDFKit 0.20 also takes 'PDF/UA' (pdfuaid metadata).
    subset: 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets,
    lang: SCHEDULE_PDF_LANGUAGE,
    displayTitle: true,
    // A font file from the start: PDFKit would otherwise load Helvetica, which it cannot embed.
    font: regular,
    info: {
      Title: schedulePdfTitle(show),
      Author: site.seriesName,
      Subject: `Screenings of ${show.title}, ${show.dateFormatted}`,
      CreationDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const text = (font: string, size: number, value: string, gapBefore = 0) => {
    doc.moveDown(gapBefore);
    doc.font(font).fontSize(size).text(value, MARGIN, doc.y, { width });
  };

  const document = doc.struct('Document');
  doc.addStructure(document);
  document.add(doc.struct('H1', {}, () => text(bold, 22, show.title)));
  const venue = show.venue;
  const where = [venue.name, venue.streetAddress, venue.locality].join(', ');
  document.add(
    doc.struct('P', {}, () => text(regular, 11, `${show.dateFormatted} · ${where}`, 0.4)),
  );
  document.add(doc.struct('H2', {}, () => text(bold, 16, 'Film Schedule', 1.2)));

  for (const day of show.schedule) {
    if (doc.y > bottom() - 80) doc.addPage();
    document.add(doc.struct('H3', {}, () => text(bold, 13, day.dayLabel, 0.8)));
    const list = doc.struct('L');
    document.add(list);
    for (const slot of day.slots) {
      const details = slot.films.map((ref) => {
        const film = show.films.find((f) => f.name === ref.name);
        return {
          title: ref.title,
          about: film ? [film.country, film.languageLabel, film.lengthFormatted].join(' · ') : '',
        };
      });
      if (doc.y > bottom() - 40 * Math.max(1, details.length)) doc.addPage();
      const top = doc.y + 4;
      const item = doc.struct('LI');
      list.add(item);
      item.add(
        doc.struct('Lbl', {}, () => {
          doc
            .font(bold)
            .fontSize(11)
            .text(slot.timeLabel, MARGIN, top, { width: TIME_COLUMN - 8 });
        }),
      );
      item.add(
        doc.struct('LBody', {}, () => {
          doc.y = top;
          for (const film of details) {
            doc
              .font(bold)
              .fontSize(11)
              .text(film.title, MARGIN + TIME_COLUMN, doc.y, {
                width: width - TIME_COLUMN,
              });
            if (film.about) {
              doc
                .font(regular)
                .fontSize(10)
                .text(film.about, { width: width - TIME_COLUMN });
            }
          }
        }),
      );
      item.end();
    }
    list.end();
  }

  const tickets = show.ticketInfo ? htmlToPlainText(show.ticketInfo) : '';
  if (tickets) document.add(doc.struct('P', {}, () => text(regular, 10, tickets, 1.6)));
  document.add(
    doc.struct('P', {}, () =>
      text(
        regular,
        10,
        [site.seriesName, site.phone, site.email].join('  |  '),
        tickets ? 0.6 : 1.6,
      ),
    ),
  );
  document.end();
  doc.end();
  return done;
}

/**
 * Writes the schedule PDF of every festival that offers one (offersSchedulePdf) into the export
 * folder, at the address its download link names; returns those addresses.
 */
export async function writeSchedulePdfs(
  shows: readonly Show[],
  site: Pick<Site, 'seriesName' | 'phone' | 'email'>,
  exportDir: string,
  options: SchedulePdfOptions = {},
): Promise<string[]> {
  const written: string[] = [];
  for (const show of shows) {
    if (!show.download || !offersSchedulePdf(show)) continue;
    const file = path.join(exportDir, ...show.download.split('/').filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await schedulePdf(show, site, options));
    written.push(show.download);
  }
  return written;
}
