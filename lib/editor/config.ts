/**
 * The content editor's configuration (Sveltia CMS, served at {basePath}/admin/), generated from
 * the zod schemas of lib/content/schemas.ts so that the editor and the build cannot drift apart: every
 * field of a schema becomes an editor field with the schema's required/optional, enum values,
 * patterns and defaults (lib/editor/config.test.ts holds the two together). What the editor
 * cannot express (a rescheduled show needs its previous date, a name used once in the archive,
 * images that exist…) is refused by `npm run validate` in the pull-request check before a change
 * reaches `main` (docs/EDITING.md).
 *
 * The walk reads zod's own definitions (`_zod.def`); the test compares the result with zod's
 * JSON Schema output, an independent reading of the same schemas.
 */
import type { BooleanField, CmsConfig, Collection, Field, SelectField } from '@sveltia/cms';
import { z } from 'zod';

import { CLASH_FIELDS } from './clash-widgets';
import { groupsOf } from './groups';
import {
  EDITOR_PATHS,
  FIELD_ORDER,
  FILE_ONLY_FIELDS,
  PRESENTATION,
  type FieldPath,
} from './presentation';
import {
  defOf,
  emptyOr,
  enumValues,
  maxLength,
  numberBounds,
  patternMessage,
  stringPatterns,
  unwrap,
  type Schema,
} from './schema-walk';
import { accessibilityServices } from '../rules/accessibility';
import { advisoryIds, advisoryLabels } from '../rules/advisories';
import { isRecordPath, RECORD_FIELDS, RECORD_FORMATS, ROOT_RECORDS } from './records';
import { ALLOWED_TAGS } from '../content/sanitize';
import {
  educationSchema,
  faqSchema,
  fileName,
  hexColour,
  html,
  httpUrl,
  isoDate,
  isoLocalDateTime,
  languageCode,
  seasonId,
  showSchema,
  siteSchema,
  slug,
  venueSchema,
  venuesSchema,
  wallTime,
} from '../content/schemas';

export {
  EDITOR_PATHS,
  FIELD_ORDER,
  FILE_ONLY_FIELDS,
  PRESENTATION,
  type FieldPath,
} from './presentation';

// The editor renders help text as Markdown, where a bare <p> is a paragraph, not text: each tag is
// a code span so that staff see the list.
const HTML_HINT = `HTML. Kept: ${ALLOWED_TAGS.map((tag) => `\`<${tag}>\``).join(' ')}; anything else is refused by the content check (docs/product-rules.md#staff-html).`;

/** "previousDate" → "Previous date". */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A list's choices in words ("Sold out"), storing the value ("soldOut"): a value the presentation
 * table has no words for stops the generation, so no list shows a raw value.
 */
function choices(
  values: readonly string[],
  labels: Readonly<Record<string, string>> | undefined,
  path: FieldPath,
) {
  return values.map((value) => {
    const label = labels?.[value];
    if (label === undefined) {
      throw new Error(
        `editor-config: ${path} offers "${value}" with no words for staff; add it to its options in lib/editor/presentation.ts`,
      );
    }
    return { label, value };
  });
}

function same(schema: Schema, reference: Schema): boolean {
  return schema === reference;
}

export interface GenerateOptions {
  /** Venue ids and names, for the venue choice of shows and events. */
  venues: ReadonlyArray<{ id: string; name: string }>;
}

/** One editor field for one schema field. */
export function fieldFor(
  name: string,
  raw: Schema,
  path: FieldPath,
  options: GenerateOptions,
): Field | undefined {
  if (FILE_ONLY_FIELDS.has(path)) return undefined;
  const field = plainFieldFor(name, raw, path, options);
  const clash = CLASH_FIELDS[path];
  // The same field, checked for clashes in the editor's page (components/editor/clash-fields.ts).
  return field && clash ? ({ ...field, widget: clash } as Field) : field;
}

function plainFieldFor(
  name: string,
  raw: Schema,
  path: FieldPath,
  options: GenerateOptions,
): Field | undefined {
  const { schema, required, default: fallback } = unwrap(raw);
  // '' or a value ('' means none): the editor leaves the field empty for ''.
  const valueOrEmpty = emptyOr(schema);
  if (valueOrEmpty) return fieldFor(name, z.optional(valueOrEmpty), path, options);
  const look = PRESENTATION[path] ?? {};
  const base = {
    name,
    label: look.label ?? humanise(name),
    required,
    ...(look.hint ? { hint: look.hint } : {}),
  };
  const withPattern = (extra: Partial<{ pattern: [string, string] }> = {}) => {
    const [pattern] = stringPatterns(schema);
    return pattern
      ? { pattern: [pattern.source, patternMessage(schema)] as [string, string] }
      : extra;
  };
  const def = defOf(schema);

  if (same(schema, isoLocalDateTime)) {
    return {
      ...base,
      widget: 'datetime',
      type: 'datetime-local',
      format: 'YYYY-MM-DDTHH:mm',
      ...withPattern(),
    };
  }
  if (same(schema, isoDate)) {
    return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', ...withPattern() };
  }
  if (same(schema, wallTime)) {
    return { ...base, widget: 'datetime', type: 'time', format: 'HH:mm', ...withPattern() };
  }
  if (same(schema, html)) {
    return { ...base, widget: 'text', hint: look.hint ? `${look.hint} ${HTML_HINT}` : HTML_HINT };
  }
  if (same(schema, hexColour)) {
    return { ...base, widget: 'color', ...withPattern() };
  }
  if (same(schema, fileName) && look.media) {
    return {
      ...base,
      widget: look.media.widget,
      media_folder: look.media.folder,
      // The file's own name is stored: the loader looks for it in the folder above.
      public_folder: '',
      choose_url: false,
      ...withPattern(),
    };
  }
  if (name === 'location' && same(schema, slug)) {
    const field: SelectField = {
      ...base,
      widget: 'select',
      options: options.venues.map(({ id, name: venue }) => ({ label: venue, value: id })),
      ...withPattern(),
    };
    return field;
  }
  if (same(schema, seasonId)) {
    // The schema checks a season with a rule, not a pattern; the editor asks for the same shape.
    return {
      ...base,
      widget: 'string',
      pattern: ['^\\d{4}-\\d{2}$', 'must be a season written like 2026-27'],
    };
  }
  if (same(schema, httpUrl)) {
    return {
      ...base,
      widget: 'string',
      type: 'url',
      pattern: ['^https?://[^\\s/]+\\.[^\\s]+$', 'must be an absolute http(s) link'],
    };
  }
  const values = enumValues(schema);
  if (values) {
    return {
      ...base,
      widget: 'select',
      options: choices(values, look.options, path),
      ...(typeof fallback === 'string' ? { default: fallback } : {}),
    };
  }
  switch (def.type) {
    case 'string': {
      const max = maxLength(schema);
      return {
        ...base,
        widget: 'string',
        ...(max !== undefined ? { maxlength: max } : {}),
        ...withPattern(),
        ...(typeof fallback === 'string' ? { default: fallback } : {}),
      };
    }
    case 'number': {
      const { min, max, int } = numberBounds(schema);
      return {
        ...base,
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(typeof fallback === 'number' ? { default: fallback } : {}),
      };
    }
    case 'boolean': {
      const field: BooleanField = {
        ...base,
        widget: 'boolean',
        ...(typeof fallback === 'boolean' ? { default: fallback } : {}),
      };
      return field;
    }
    case 'object':
      return {
        ...base,
        widget: 'object',
        fields: fieldsFor(schema, path, options),
      };
    case 'array': {
      const item = def.element;
      const itemValues = enumValues(item);
      if (
        path === 'shows.accessibility' ||
        path === 'shows.performances.accessibility' ||
        path === 'education.events.accessibility'
      ) {
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: accessibilityServices.map(({ id, label }) => ({ label, value: id })),
        };
      }
      if (path === 'shows.advisories' || path === 'shows.shows.advisories') {
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: advisoryIds.map((id) => ({ label: advisoryLabels[id], value: id })),
        };
      }
      if (itemValues) {
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: choices(itemValues, look.options, path),
        };
      }
      const itemDef = defOf(item);
      if (itemDef.type === 'object') {
        return {
          ...base,
          widget: 'list',
          fields: fieldsFor(item, path, options),
          collapsed: 'auto',
          ...(required ? { min: 1 } : {}),
        };
      }
      const itemField = fieldFor(singular(name), item, `${path}[]`, options);
      if (!itemField) return undefined;
      return {
        ...base,
        widget: 'list',
        field: itemField,
        ...(same(item, languageCode) ? { hint: 'Codes such as en, hi, pt-BR.' } : {}),
      };
    }
    case 'record':
      return { ...base, ...recordField(schema, path, options) };
    default:
      throw new Error(`editor-config: ${path} has a ${def.type} schema the editor cannot show`);
  }
}

/**
 * A map whose keys staff choose, shown as a list of rows (lib/editor/records.ts): one column per
 * level of keys, each held to the key's schema, then the value's column.
 */
function recordField(
  schema: Schema,
  path: FieldPath,
  options: GenerateOptions,
): { widget: 'list'; label_singular: string; fields: Field[]; collapsed: 'auto'; summary: string } {
  if (!isRecordPath(path)) {
    throw new Error(
      `editor-config: ${path} is a map with keys staff choose; name its row columns in RECORD_FIELDS (lib/editor/records.ts)`,
    );
  }
  const shape = RECORD_FIELDS[path];
  const fields: Field[] = [];
  let level = schema;
  for (const column of shape.keys) {
    const def = defOf(level);
    if (def.type !== 'record') {
      throw new Error(`editor-config: ${path} has fewer levels than RECORD_FIELDS names`);
    }
    const keyField = fieldFor(column, def.keyType, `${path}.${column}`, options);
    if (keyField) fields.push(keyField);
    level = unwrap(def.valueType).schema;
  }
  const valueField = fieldFor(shape.value, level, `${path}.${shape.value}`, options);
  if (valueField) fields.push(valueField);
  const summary = `${shape.keys.map((column) => `{{${column}}}`).join(' ')} — {{${shape.value}}}`;
  return { widget: 'list', label_singular: shape.row, fields, collapsed: 'auto', summary };
}

function singular(name: string): string {
  return name.replace(/s$/, '');
}

/**
 * Editor fields for every key of an object schema: required fields first, then in the order
 * FIELD_ORDER names, then the rest in the schema's order; the rarely needed fields of a collection
 * (lib/editor/groups.ts) last, each group under its collapsed heading.
 */
export function fieldsFor(schema: Schema, path: FieldPath, options: GenerateOptions): Field[] {
  const def = defOf(schema);
  if (def.type !== 'object') throw new Error(`editor-config: ${path} is not an object schema`);
  const fields = Object.entries(def.shape).flatMap(([name, child]) => {
    const field = fieldFor(name, child, `${path}.${name}`, options);
    return field ? [field] : [];
  });
  const order = FIELD_ORDER[path] ?? [];
  const rank = (field: Field) => {
    const index = order.indexOf(field.name);
    const optional = 'required' in field && field.required === false;
    return [optional ? 1 : 0, index === -1 ? order.length : index] as const;
  };
  const sorted = fields
    .map((field, index) => ({ field, index, rank: rank(field) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({ field }) => field);
  const groups = groupsOf(path);
  const grouped = new Set(groups.flatMap((group) => group.fields));
  const byName = new Map(fields.map((field) => [field.name, field]));
  return [
    ...sorted.filter((field) => !grouped.has(field.name)),
    ...groups.map((group): Field => ({
      name: group.name,
      label: group.label,
      hint: group.hint,
      widget: 'object',
      collapsed: true,
      fields: group.fields.map((name) => {
        const field = byName.get(name);
        if (!field)
          throw new Error(
            `editor-config: group ${group.name} names ${name}, not a field of ${path}`,
          );
        return field;
      }),
    })),
  ];
}

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
    // The file is named like the page (lib/rules/slug.ts): lowercase, spaces to underscores.
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
    collections: [showsCollection(options), settingsCollection(options)],
  } as CmsConfig;
}
