/**
 * Fields staff rarely need, gathered under collapsed headings so that a show's form opens with
 * what every show has. The editor has no heading that leaves the data flat, so a group is an
 * object field in the editor only: the shows' file format (lib/editor/extensions.ts, through
 * lib/editor/records.ts) moves the grouped keys into it when a file is opened and back to the top
 * level when it is saved. The file keeps the shape the build reads (lib/concepts/shows/show-schema.ts and the other content schemas).
 *
 * Kept free of zod and the schemas: it also runs in the editor's page.
 */

export interface FieldGroup {
  /** The editor-only key of the group; never a field of the schema (lib/editor/config.test.ts). */
  name: string;
  label: string;
  hint: string;
  /** Top-level fields of the file, in the order the group shows them. */
  fields: readonly string[];
}

/** The groups of each collection, in the order they follow the ungrouped fields. */
export const FIELD_GROUPS: Readonly<Record<string, readonly FieldGroup[]>> = {
  shows: [
    {
      name: 'festivalGroup',
      label: 'Festival: films and screenings',
      hint: 'Only for a film festival: tick Festival, list the films, then one schedule row per screening.',
      fields: ['festival', 'shows', 'schedule'],
    },
    {
      name: 'seriesGroup',
      label: 'Series, packages and presale',
      hint: 'Masters at the university, the speaker series, special events and member presales.',
      fields: [
        'specialEvent',
        'mastersAt',
        'mastersAtTickets',
        'speakerSeries',
        'packageTickets',
        'presaleTickets',
        'presaleOpens',
      ],
    },
    {
      name: 'layoutGroup',
      label: 'Layout, colors and extra images',
      hint: 'How the card and the page are laid out. The defaults suit most shows.',
      fields: [
        'template',
        'previewTemplate',
        'backgroundColor',
        'titleColor',
        'infoColor',
        'logoImage',
        'descriptionImage',
        'posterInfo',
        'subsubtitle',
      ],
    },
    {
      name: 'wordingGroup',
      label: 'Page address, season and hand-written dates',
      hint: 'Leave these empty: the site works them out from the title and the date.',
      fields: [
        'name',
        'season',
        'dateFormatted',
        'dateFormattedShort',
        'timeFormatted',
        'doorsOpen',
        'eventType',
        'kind',
      ],
    },
  ],
};

/** The groups of a collection (none for most). */
export function groupsOf(collection: string): readonly FieldGroup[] {
  return FIELD_GROUPS[collection] ?? [];
}

/** A file's flat data → the editor's, each group's fields under the group's key. */
export function nestGroups(data: Record<string, unknown>, collection: string): object {
  const out: Record<string, unknown> = { ...data };
  for (const group of groupsOf(collection)) {
    const inner: Record<string, unknown> = {};
    for (const field of group.fields) {
      if (field in out) {
        inner[field] = out[field];
        delete out[field];
      }
    }
    out[group.name] = inner;
  }
  return out;
}

/** The editor's data → the file's: each group's fields back at the top level, the group gone. */
export function flattenGroups(data: Record<string, unknown>, collection: string): object {
  const out: Record<string, unknown> = { ...data };
  for (const group of groupsOf(collection)) {
    const inner = out[group.name];
    delete out[group.name];
    if (typeof inner !== 'object' || inner === null) continue;
    for (const [field, value] of Object.entries(inner)) out[field] = value;
  }
  return out;
}
