/**
 * The content editor's configuration (Sveltia CMS, served at {basePath}/admin/), generated from
 * the zod schemas of the content files (lib/content/load.ts reads each with its own) so that the editor and the build cannot drift apart:
 * every field of a schema becomes an editor field (lib/editor/fields.ts) with the schema's
 * required/optional, enum values, patterns and defaults (lib/editor/config.test.ts holds the two
 * together). What the editor cannot express (a rescheduled show needs its previous date, a name
 * used once in the archive, images that exist…) is refused by `npm run validate` in the
 * pull-request check before a change reaches `main` (docs/EDITING.md).
 *
 * Here: the collections staff see (shows; pages and settings) and the backend they save through.
 */
import type { CmsConfig, Collection, Field } from '@sveltia/cms';

import { fieldFor, fieldsFor, type GenerateOptions } from './fields';
import { EDITOR_PATHS } from './presentation';
import { RECORD_FORMATS, ROOT_RECORDS } from './records';
import { newsSchema } from '../concepts/news/build';
import { clubSchema } from '../concepts/club/build';
import { personSchema, workSchema } from '../concepts/archive/build';
import { educationSchema } from '../concepts/education/build';
import { showSchema } from '../concepts/shows/build';
import { faqSchema, siteSchema } from '../content/site-schema';
import { venueSchema, venuesSchema, pastVenueSchema } from '../concepts/venues/build';

export {
  EDITOR_PATHS,
  FIELD_ORDER,
  FILE_ONLY_FIELDS,
  PRESENTATION,
  type FieldPath,
} from './presentation';

export type EditorBackend =
  { name: 'github'; repo: string; branch: string; base_url?: string } | { name: 'test-repo' };

export interface EditorOptions extends GenerateOptions {
  backend: EditorBackend;
  /** The public site, for the editor's "view on site" link. */
  siteUrl?: string;
}

function showsCollection(options: GenerateOptions): Collection {
  return {
    name: 'shows',
    label: 'Shows',
    label_singular: 'Show',
    description: 'One file per show, past and upcoming. The home page lists the upcoming ones.',
    folder: EDITOR_PATHS.shows,
    // JSON whose record fields (the festival schedule) open as rows: lib/editor/extensions.ts.
    extension: RECORD_FORMATS.shows.extension,
    format: RECORD_FORMATS.shows.name,
    create: true,
    identifier_field: 'title',
    // The file is named like the page (lib/concepts/shows/rules/slug.ts): lowercase, spaces to underscores.
    slug: '{{title}}',
    media_folder: EDITOR_PATHS.showImages,
    public_folder: '',
    summary: '{{title}} — {{date}}',
    sortable_fields: {
      fields: ['date', 'title'],
      default: { field: 'date', direction: 'descending' },
    },
    fields: fieldsFor(showSchema, 'shows', options),
  };
}

/**
 * People and groups, one file each named by its id (docs/archive.md): shows pick them by name
 * with a relation field, so a person is typed once and every appearance links to one page.
 */
function peopleCollection(options: GenerateOptions): Collection {
  return {
    name: 'people',
    label: 'People',
    label_singular: 'Person or group',
    description:
      'Performers, ensembles, speakers, composers… Each has a page listing every show they took part in.',
    folder: EDITOR_PATHS.people,
    extension: 'json',
    format: 'json',
    create: true,
    identifier_field: 'name',
    // The file's name is the id shows store and the page's address: never rename it.
    slug: '{{name}}',
    media_folder: EDITOR_PATHS.portraits,
    public_folder: '',
    summary: '{{name}} ({{kind}})',
    sortable_fields: { fields: ['name'], default: { field: 'name', direction: 'ascending' } },
    fields: fieldsFor(personSchema, 'people', options),
  };
}

function worksCollection(options: GenerateOptions): Collection {
  return {
    name: 'works',
    label: 'Works',
    label_singular: 'Work',
    description: 'Pieces, plays and dances performed in the series, each with its own page.',
    folder: EDITOR_PATHS.works,
    extension: 'json',
    format: 'json',
    create: true,
    identifier_field: 'title',
    slug: '{{title}}',
    summary: '{{title}}',
    sortable_fields: { fields: ['title'], default: { field: 'title', direction: 'ascending' } },
    fields: fieldsFor(workSchema, 'works', options),
  };
}

/**
 * Halls the series once played in, one file each named by its id (docs/rules/visiting.md#past-venues):
 * the history import adds them; staff correct a name or a town, or add one for an older show.
 */
function pastVenuesCollection(options: GenerateOptions): Collection {
  return {
    name: 'past-venues',
    label: 'Past venues',
    label_singular: 'Past venue',
    description:
      'Halls the series once played in that have no visit page: a past show names one as its venue. Shown by name and town, never linked.',
    folder: EDITOR_PATHS.pastVenues,
    extension: 'json',
    format: 'json',
    create: true,
    identifier_field: 'name',
    // The file's name is the id past shows store: never rename it.
    slug: '{{name}}',
    summary: '{{name}}',
    sortable_fields: { fields: ['name'], default: { field: 'name', direction: 'ascending' } },
    fields: fieldsFor(pastVenueSchema, 'past-venues', options),
  };
}

/**
 * venues.json is a map from id to venue; the editor lists one row per venue, its id first, so
 * staff can add one (lib/editor/records.ts turns the rows back into the map).
 */
function venuesField(options: GenerateOptions): Field {
  const { key, row } = ROOT_RECORDS.venues;
  const idField = fieldFor(key, venuesSchema._zod.def.keyType, `venues.${key}`, options);
  return {
    name: 'venues',
    label: 'Venues',
    label_singular: row,
    hint: 'Every place a show or event takes place; shows choose theirs by name.',
    widget: 'list',
    // The file is the map itself, not an object holding it.
    root: true,
    summary: '{{name}} ({{id}})',
    collapsed: true,
    fields: [...(idField ? [idField] : []), ...fieldsFor(venueSchema, 'venues', options)],
  } as Field;
}

function settingsCollection(options: GenerateOptions): Collection {
  return {
    name: 'settings',
    label: 'Pages and settings',
    files: [
      {
        name: 'education',
        label: 'Education & Enrichment',
        file: EDITOR_PATHS.education,
        format: 'json',
        fields: fieldsFor(educationSchema, 'education', options),
      },
      {
        name: 'faq',
        label: 'FAQ',
        file: EDITOR_PATHS.faq,
        format: 'json',
        fields: [
          {
            name: 'items',
            label: 'Questions',
            label_singular: 'Question',
            hint: 'The questions of the FAQ page, in the order shown.',
            widget: 'list',
            // The file is the list itself, not an object holding it.
            root: true,
            min: 1,
            summary: '{{question}}',
            fields: fieldsFor(faqSchema.element, 'faq', options),
          },
        ],
      },
      {
        name: 'news',
        label: 'What’s new: announcements',
        file: EDITOR_PATHS.news,
        format: 'json',
        fields: [
          {
            name: 'items',
            label: 'Announcements',
            label_singular: 'Announcement',
            hint: 'Your own news for the What’s new feeds, beside what the site announces by itself (a show announced, on sale, sold out, cancelled, moved).',
            widget: 'list',
            // The file is the list itself, not an object holding it.
            root: true,
            summary: '{{date}} — {{title}}',
            fields: fieldsFor(newsSchema.element, 'news', options),
          },
        ],
      },
      {
        name: 'members',
        label: 'Philharmonic Club',
        file: EDITOR_PATHS.members,
        format: 'json',
        fields: fieldsFor(clubSchema, 'members', options),
      },
      {
        name: 'site',
        label: 'Site settings',
        file: EDITOR_PATHS.site,
        format: 'json',
        fields: fieldsFor(siteSchema, 'site', options),
      },
      {
        name: 'venues',
        label: 'Venues',
        file: EDITOR_PATHS.venues,
        format: RECORD_FORMATS.venues.name,
        fields: [venuesField(options)],
      },
    ],
  };
}

/**
 * The commit status that carries a pull request's preview address (set by the preview job of
 * .github/workflows/ci.yml): the editor shows it as the entry's preview link.
 */
export const PREVIEW_STATUS_CONTEXT = 'Site preview';

/** The whole configuration, for the GitHub backend in production or the test backend. */
export function editorConfig(options: EditorOptions): CmsConfig {
  return {
    backend: {
      ...options.backend,
      ...(options.backend.name === 'github'
        ? {
            // Every change becomes a pull request, so the pull-request check validates it first.
            commit_messages: {
              create: 'Add {{collection}} “{{slug}}” (editor)',
              update: 'Update {{collection}} “{{slug}}” (editor)',
              delete: 'Delete {{collection}} “{{slug}}” (editor)',
              uploadMedia: 'Upload “{{path}}” (editor)',
              deleteMedia: 'Delete “{{path}}” (editor)',
            },
            // The entry view links the pull request's preview (docs/EDITING.md#preview-of-a-change).
            preview_context: PREVIEW_STATUS_CONTEXT,
          }
        : {}),
    },
    publish_mode: 'editorial_workflow',
    media_folder: '/public',
    // Show artwork comes from staff, never from stock-photo services (which would also be
    // requests the editor's policy blocks).
    media_libraries: { stock_assets: { providers: [] } },
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '_' },
    collections: [
      showsCollection(options),
      peopleCollection(options),
      worksCollection(options),
      pastVenuesCollection(options),
      settingsCollection(options),
    ],
  } as CmsConfig;
}
