/**
 * One editor field for each field of a content file's zod schema (lib/concepts/shows/show-schema.ts and its kin), for the content
 * editor's configuration (lib/editor/config.ts): the schema's required/optional, enum values,
 * patterns and defaults, in the words of lib/editor/presentation.ts, in the order staff fill them
 * in (lib/editor/config.test.ts holds the fields and the schemas together).
 *
 * The walk reads zod's own definitions (`_zod.def`, lib/editor/schema-walk.ts); the test compares
 * the result with zod's JSON Schema output, an independent reading of the same schemas.
 */
import type { BooleanField, Field, SelectField } from '@sveltia/cms';
import { z } from 'zod';

import { CLASH_FIELDS } from './clash-widgets';
import { RELATION_FIELDS } from './help-people';
import { groupsOf } from './groups';
import { FIELD_ORDER, FILE_ONLY_FIELDS, PRESENTATION, type FieldPath } from './presentation';
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
import { accessibilityServices } from '../concepts/venues';
import { advisoryIds, advisoryLabels } from '../concepts/shows';
import { isRecordPath, RECORD_FIELDS } from './records';
import { ALLOWED_TAGS } from '../content/sanitize';
import { languageCode } from '../concepts/festival/build';
import {
  fileName,
  hexColour,
  html,
  httpUrl,
  isoDate,
  isoLocalDateTime,
  seasonId,
  secureUrl,
  slug,
  wallTime,
} from '../content/schema-parts';

// The editor renders help text as Markdown, where a bare <p> is a paragraph, not text: each tag is
// a code span so that staff see the list.
const HTML_HINT = `HTML. Kept: ${ALLOWED_TAGS.map((tag) => `\`<${tag}>\``).join(' ')}; anything else is refused by the content check (docs/rules/content.md#staff-html).`;

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
  /**
   * Past venues' ids and names (content/past-venues/), offered after the venues for a show's venue
   * only: an education event is always to come (docs/rules/visiting.md#past-venues).
   */
  pastVenues?: ReadonlyArray<{ id: string; name: string }>;
}

/** The words of a past venue in the venue choice, so staff never pick one for a new show by mistake. */
export const pastVenueChoice = (name: string) => `${name} (past venue)`;

/** One editor field for one schema field. */
export function fieldFor(
  name: string,
  raw: Schema,
  path: FieldPath,
  options: GenerateOptions,
): Field | undefined {
  if (FILE_ONLY_FIELDS.has(path)) return undefined;
  const relation = RELATION_FIELDS[path];
  if (relation) return relationField(name, raw, path, relation);
  const field = plainFieldFor(name, raw, path, options);
  const clash = CLASH_FIELDS[path];
  // The same field, checked for clashes in the editor's page (components/editor/clash-fields.ts).
  return field && clash ? ({ ...field, widget: clash } as Field) : field;
}

/**
 * A field that picks people or works by name and stores their ids (the file names): Sveltia's
 * relation widget searches the collection as staff type and offers to open it to add one.
 */
function relationField(
  name: string,
  raw: Schema,
  path: FieldPath,
  relation: (typeof RELATION_FIELDS)[FieldPath],
): Field {
  const { required } = unwrap(raw);
  const look = PRESENTATION[path] ?? {};
  const shown = relation.collection === 'people' ? 'name' : 'title';
  return {
    name,
    label: look.label ?? humanise(name),
    // A list the schema defaults to empty may be left empty.
    required: relation.multiple ? false : required,
    ...(look.hint ? { hint: look.hint } : {}),
    widget: 'relation',
    collection: relation.collection,
    value_field: '{{slug}}',
    search_fields: [shown],
    display_fields: [shown],
    ...(relation.multiple ? { multiple: true } : {}),
  } as Field;
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
      options: [
        ...options.venues.map(({ id, name: venue }) => ({ label: venue, value: id })),
        ...(path === 'shows.location' ? (options.pastVenues ?? []) : []).map(
          ({ id, name: venue }) => ({ label: pastVenueChoice(venue), value: id }),
        ),
      ],
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
  if (same(schema, secureUrl)) {
    // A link that takes payment: the editor refuses http:// before the build does.
    return {
      ...base,
      widget: 'string',
      type: 'url',
      pattern: ['^https://[^\\s/]+\\.[^\\s]+$', 'must be a secure https:// link'],
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
