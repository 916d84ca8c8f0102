/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Collection, Field } from '@sveltia/cms';
import Ajv from 'ajv';
import { z } from 'zod';

import { editorConfig, FILE_ONLY_FIELDS, PRESENTATION, type FieldPath } from './config';
import { fieldFor, humanise } from './fields';
import { FIELD_GROUPS } from './groups';
import {
  entryFromFile,
  entryToFile,
  RECORD_FIELDS,
  ROOT_RECORDS,
  type RecordShape,
} from './records';
import { ALLOWED_TAGS } from '../content/sanitize';
import { newsSchema } from '../concepts/news/build';
import { clubSchema } from '../concepts/club/build';
import { personSchema, workSchema } from '../concepts/archive/build';
import { educationSchema } from '../concepts/education/build';
import { showSchema, showStatuses } from '../concepts/shows/build';
import { faqSchema, siteSchema } from '../content/site-schema';
import { venuesSchema, pastVenueSchema } from '../concepts/venues/build';

const venues = [
  { id: 'jcepac', name: 'Joan C. Edwards Performing Arts Center' },
  { id: 'alderton', name: 'Alderton Theatre' },
];
const config = editorConfig({ backend: { name: 'test-repo' }, venues });

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
};

/** zod's own JSON Schema of what a file may contain: the reference the editor is held to. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value's schema without the '' alternative of "empty means none" fields. */
function withoutEmpty(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf?.filter((option) => option.const !== '');
  return options?.length === 1 && options[0] ? options[0] : schema;
}

function options(field: Field): unknown[] | undefined {
  if (!('options' in field) || !Array.isArray(field.options)) return undefined;
  return field.options.map((option: unknown) =>
    typeof option === 'object' && option !== null && 'value' in option ? option.value : option,
  );
}

/**
 * A map whose keys staff choose (lib/editor/records.ts) as the object schema of one editor row:
 * the key of each level under the row's columns in order, then the value, all required.
 */
function recordAsRow(schema: JsonSchema, columns: string[]): JsonSchema | undefined {
  const properties: Record<string, JsonSchema> = {};
  const names = [...columns];
  let level = schema;
  while (level.propertyNames && typeof level.additionalProperties === 'object') {
    const column = names.shift();
    if (column === undefined) return undefined;
    properties[column] = level.propertyNames;
    level = level.additionalProperties;
  }
  const value = names.shift();
  if (value === undefined || names.length > 0) return undefined;
  properties[value] = level;
  return { type: 'object', properties, required: Object.keys(properties) };
}

/**
 * Every difference between a schema's properties and the editor's fields: a schema field with no
 * editor field, an editor field the schema does not have (a strict schema rejects it), and
 * differences in required/optional, enum values and pattern, down to nested objects, lists of
 * objects and the rows of maps.
 */
export function driftProblems(schema: JsonSchema, fields: Field[], path: FieldPath): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [name, raw] of Object.entries(properties)) {
    const at = `${path}.${name}`;
    const field = byName.get(name);
    if (FILE_ONLY_FIELDS.has(at)) {
      if (field) problems.push(`${at}: kept out of the form, yet in the editor`);
      continue;
    }
    if (!field) {
      problems.push(`${at}: in the schema, not in the editor`);
      continue;
    }
    const property = withoutEmpty(raw);
    const editorRequired = !('required' in field) || field.required !== false;
    if (editorRequired !== required.has(name)) {
      problems.push(
        `${at}: ${required.has(name) ? 'required' : 'optional'} in the schema, ${editorRequired ? 'required' : 'optional'} in the editor`,
      );
    }
    const values = property.enum ?? property.items?.enum;
    if (values && JSON.stringify(options(field)) !== JSON.stringify(values)) {
      problems.push(`${at}: values ${JSON.stringify(values)} differ from the editor's`);
    }
    const editorPattern = 'pattern' in field ? field.pattern?.[0] : undefined;
    // A relation field stores the file name of an entry it offers: an id by construction.
    const picked = 'widget' in field && field.widget === 'relation';
    if (property.pattern !== undefined && !picked && String(editorPattern) !== property.pattern) {
      problems.push(`${at}: pattern ${property.pattern} differs from the editor's`);
    }
    const subfields = 'fields' in field && Array.isArray(field.fields) ? field.fields : [];
    const nested = property.type === 'array' ? property.items : property;
    if (nested?.type === 'object' && nested.properties) {
      problems.push(...driftProblems(nested, subfields, at));
    }
    if (property.propertyNames) {
      const row = recordAsRow(
        property,
        subfields.map((item) => item.name),
      );
      if (row) problems.push(...driftProblems(row, subfields, at));
      else problems.push(`${at}: a map whose levels of keys the editor's rows do not match`);
    }
  }
  for (const name of byName.keys()) {
    if (!(name in properties)) problems.push(`${path}.${name}: in the editor, not in the schema`);
  }
  return problems;
}

/** venues.json (id → venue) as one editor row: the id column, then the venue's fields. */
function venueRow(): JsonSchema {
  const map = jsonSchema(venuesSchema);
  const venue = typeof map.additionalProperties === 'object' ? map.additionalProperties : {};
  const key = ROOT_RECORDS.venues.key;
  return {
    type: 'object',
    properties: { [key]: map.propertyNames ?? {}, ...venue.properties },
    required: [key, ...(venue.required ?? [])],
  };
}

function collection(name: string): Collection {
  const found = config.collections?.find((item) => 'name' in item && item.name === name);
  if (!found || !('fields' in found || 'files' in found)) throw new Error(`no collection ${name}`);
  return found as Collection;
}

function settingsFile(name: string): Field[] {
  const settings = collection('settings');
  const file = 'files' in settings ? settings.files.find((item) => item.name === name) : undefined;
  if (!file) throw new Error(`no settings file ${name}`);
  return file.fields;
}

/** The shows' fields as the editor shows them, the rarely needed ones under group headings. */
function showForm(): Field[] {
  const shows = collection('shows');
  return 'fields' in shows && shows.fields ? shows.fields : [];
}

/** The shows' fields as the file holds them: each group's fields in its place. */
function showFields(): Field[] {
  const groups = new Set((FIELD_GROUPS.shows ?? []).map((group) => group.name));
  return showForm().flatMap((item) =>
    groups.has(item.name) && 'fields' in item ? (item.fields ?? []) : [item],
  );
}

/** Every field of a form with its path, list items' single fields left out (their list has help). */
function everyField(fields: Field[], path: string): Array<{ path: string; field: Field }> {
  return fields.flatMap((item) => {
    const at = `${path}.${item.name}`;
    const nested = 'fields' in item && Array.isArray(item.fields) ? item.fields : [];
    return [{ path: at, field: item }, ...everyField(nested, at)];
  });
}

function everyForm(): Array<{ path: string; field: Field }> {
  const settings = collection('settings');
  const files = 'files' in settings ? settings.files : [];
  return [
    ...everyField(showForm(), 'shows'),
    ...files.flatMap((file) => everyField(file.fields, file.name)),
  ];
}

function field(fields: Field[], name: string): Field {
  const found = fields.find((item) => item.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** A fixture show file that has the field, so the test holds for the fixtures as they are. */
function fixtureShowWith(key: string): string {
  const dir = path.join('test', 'fixtures', 'content', 'shows');
  const found = readdirSync(dir).find((name) => {
    const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as object;
    return key in data;
  });
  if (!found) throw new Error(`no fixture show has ${key}`);
  return found;
}

describe('the editor configuration matches the schemas', () => {
  it('has a field for every show field, with its required/optional, values and pattern', () => {
    expect(driftProblems(jsonSchema(showSchema), showFields(), 'shows')).toEqual([]);
  });

  it('covers people and works the same way, picking people by name', () => {
    const fieldsOf = (name: string) => {
      const found = collection(name);
      return 'fields' in found && found.fields ? found.fields : [];
    };
    expect(driftProblems(jsonSchema(personSchema), fieldsOf('people'), 'people')).toEqual([]);
    expect(driftProblems(jsonSchema(workSchema), fieldsOf('works'), 'works')).toEqual([]);
    const creators = field(fieldsOf('works'), 'creators');
    const fields = 'fields' in creators && Array.isArray(creators.fields) ? creators.fields : [];
    expect(field(fields, 'person')).toMatchObject({ widget: 'relation', collection: 'people' });
  });

  it('covers past venues the same way, one file each', () => {
    const past = collection('past-venues');
    expect(past).toMatchObject({ folder: 'content/past-venues', create: true });
    const fields = 'fields' in past && past.fields ? past.fields : [];
    expect(driftProblems(jsonSchema(pastVenueSchema), fields, 'past-venues')).toEqual([]);
  });

  it('lets a show pick its works by title, several at once', () => {
    expect(field(showFields(), 'works')).toMatchObject({
      widget: 'relation',
      collection: 'works',
      multiple: true,
      search_fields: ['title'],
    });
  });

  it('covers education events, the FAQ, the site settings, the announcements and each venue the same way', () => {
    expect(
      driftProblems(jsonSchema(educationSchema), settingsFile('education'), 'education'),
    ).toEqual([]);
    const faqList = field(settingsFile('faq'), 'items');
    const faqItem = jsonSchema(faqSchema).items ?? {};
    expect(
      driftProblems(faqItem, 'fields' in faqList ? (faqList.fields ?? []) : [], 'faq'),
    ).toEqual([]);
    expect(driftProblems(jsonSchema(siteSchema), settingsFile('site'), 'site')).toEqual([]);
    const newsList = field(settingsFile('news'), 'items');
    expect(
      driftProblems(
        jsonSchema(newsSchema).items ?? {},
        'fields' in newsList ? (newsList.fields ?? []) : [],
        'news',
      ),
    ).toEqual([]);
    expect(driftProblems(jsonSchema(clubSchema), settingsFile('members'), 'members')).toEqual([]);
    const venueList = field(settingsFile('venues'), 'venues');
    const venueColumns = 'fields' in venueList ? (venueList.fields ?? []) : [];
    expect(driftProblems(venueRow(), venueColumns, 'venues')).toEqual([]);
  });

  it('reports a schema field the editor lacks, a field only the editor has, and a changed rule', () => {
    const fields = showFields().filter((item) => item.name !== 'subtitle');
    const extra: Field = { name: 'tickts', widget: 'string' };
    const optionalTitle = fields.map((item) =>
      item.name === 'title' ? { ...item, required: false } : item,
    );
    const fewerStatuses = optionalTitle.map((item) =>
      item.name === 'status' ? { ...item, options: showStatuses.slice(1) } : item,
    ) as Field[];
    expect(driftProblems(jsonSchema(showSchema), [...fewerStatuses, extra], 'shows')).toEqual([
      'shows.title: required in the schema, optional in the editor',
      'shows.subtitle: in the schema, not in the editor',
      expect.stringContaining('shows.status: values'),
      'shows.tickts: in the editor, not in the schema',
    ]);
  });

  it('keeps calendar revisions out of the form, as the build counts them', () => {
    expect(showFields().map((item) => item.name)).not.toContain('revision');
    const performances = field(showFields(), 'performances');
    const columns: Field[] = 'fields' in performances ? (performances.fields ?? []) : [];
    expect(columns.map((item) => item.name)).toContain('date');
    expect(columns.map((item) => item.name)).not.toContain('revision');
    const shown: Field = { name: 'revision', widget: 'number' };
    expect(driftProblems(jsonSchema(showSchema), [...showFields(), shown], 'shows')).toEqual([
      'shows.revision: kept out of the form, yet in the editor',
    ]);
  });

  it('reports a festival schedule whose rows lose a column or accept another time', () => {
    const schedule = field(showFields(), 'schedule');
    const columns: Field[] = 'fields' in schedule ? (schedule.fields ?? []) : [];
    const withoutTime = columns.filter((item) => item.name !== 'time');
    const looseTime = columns.map((item) =>
      item.name === 'time' ? { ...item, pattern: ['.*', 'anything'] } : item,
    ) as Field[];
    const check = (fields: Field[]) =>
      driftProblems(
        jsonSchema(showSchema),
        showFields().map((item) => (item.name === 'schedule' ? { ...item, fields } : item)),
        'shows',
      );
    expect(check(columns)).toEqual([]);
    expect(check(withoutTime)).toEqual([
      "shows.schedule: a map whose levels of keys the editor's rows do not match",
    ]);
    expect(check(looseTime)).toEqual([expect.stringContaining('shows.schedule.time: pattern')]);
  });

  it('refuses to generate a map field whose row columns are not named', () => {
    expect(() =>
      fieldFor('rooms', z.record(z.string(), z.string()), 'venues.rooms', { venues }),
    ).toThrow(/RECORD_FIELDS/);
  });

  it('names only real fields in its labels, help and exceptions', () => {
    const known = new Set<string>();
    const collect = (schema: JsonSchema, path: string) => {
      for (const [name, raw] of Object.entries(schema.properties ?? {})) {
        known.add(`${path}.${name}`);
        const property = withoutEmpty(raw);
        const nested = property.type === 'array' ? property.items : property;
        if (nested?.type === 'object') collect(nested, `${path}.${name}`);
        const shape = (RECORD_FIELDS as Record<string, RecordShape>)[`${path}.${name}`];
        for (const column of shape ? [...shape.keys, shape.value] : []) {
          known.add(`${path}.${name}.${column}`);
        }
      }
    };
    collect(jsonSchema(showSchema), 'shows');
    collect(jsonSchema(educationSchema), 'education');
    collect(venueRow(), 'venues');
    collect(jsonSchema(siteSchema), 'site');
    collect(jsonSchema(faqSchema).items ?? {}, 'faq');
    collect(jsonSchema(newsSchema).items ?? {}, 'news');
    collect(jsonSchema(clubSchema), 'members');
    collect(jsonSchema(personSchema), 'people');
    collect(jsonSchema(workSchema), 'works');
    collect(jsonSchema(pastVenueSchema), 'past-venues');
    const stale = [
      ...Object.keys(PRESENTATION),
      ...Object.keys(RECORD_FIELDS),
      ...FILE_ONLY_FIELDS,
    ].filter((path) => !known.has(path));
    expect(stale).toEqual([]);
  });
});

describe('the editor in plain words', () => {
  it('offers every list of choices in words, storing the value', () => {
    const raw = everyForm().flatMap(({ path: at, field: item }) =>
      'options' in item && Array.isArray(item.options)
        ? item.options
            .filter((option: unknown) => typeof option !== 'object' || option === null)
            .map((option: unknown) => `${at}: ${String(option)}`)
        : [],
    );
    expect(raw).toEqual([]);
    const status = field(showFields(), 'status') as { options: Array<{ label: string }> };
    expect(status.options.map((option) => option.label)).toEqual([
      'Scheduled',
      'Sold out',
      'Cancelled',
      'Postponed',
      'Rescheduled',
    ]);
    expect(options(status as Field)).toEqual([...showStatuses]);
  });

  it('refuses to generate a list of choices with a value that has no words', () => {
    expect(() => fieldFor('mood', z.enum(['calm', 'stormy']), 'shows.mood', { venues })).toThrow(
      /shows\.mood offers "calm"/,
    );
  });

  it('gives every field help text', () => {
    const silent = everyForm()
      .filter(({ field: item }) => !('hint' in item) || !item.hint)
      .map(({ path: at }) => at);
    expect(silent).toEqual([]);
  });

  it('puts required fields first at every level', () => {
    const late = everyForm().flatMap(({ path: at, field: item }) => {
      const nested = 'fields' in item && Array.isArray(item.fields) ? item.fields : [];
      const optional = (f: Field) => 'required' in f && f.required === false;
      const firstOptional = nested.findIndex(optional);
      return nested
        .slice(firstOptional === -1 ? nested.length : firstOptional)
        .filter((f) => !optional(f) && f.widget !== 'object')
        .map((f) => `${at}.${f.name}`);
    });
    expect(late).toEqual([]);
    const form = showForm().map((item) => item.name);
    expect(form.slice(0, 4).sort()).toEqual(['date', 'description', 'location', 'title']);
  });

  it('gathers rarely needed show fields under collapsed headings that are not fields of a file', () => {
    const groups = FIELD_GROUPS.shows ?? [];
    expect(groups.length).toBeGreaterThan(0);
    const shape = Object.keys(jsonSchema(showSchema).properties ?? {});
    for (const group of groups) {
      expect(shape).not.toContain(group.name);
      expect(field(showForm(), group.name)).toMatchObject({ widget: 'object', collapsed: true });
      for (const name of group.fields) expect(shape).toContain(name);
    }
  });

  it('opens a file with its grouped fields under their heading and saves them flat again', () => {
    const file = JSON.parse(
      readFileSync(
        path.join('test', 'fixtures', 'content', 'shows', fixtureShowWith('schedule')),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const opened = entryFromFile(file, 'shows') as Record<string, unknown>;
    const grouped = new Set((FIELD_GROUPS.shows ?? []).flatMap((group) => group.fields));
    expect(Object.keys(opened).filter((key) => grouped.has(key))).toEqual([]);
    expect(entryToFile(opened, 'shows')).toEqual(file);
  });
});

describe('the editor accepts the configuration', () => {
  it('matches the JSON Schema of the configuration that the pinned editor ships', () => {
    const packageDir = path.resolve(
      path.dirname(createRequire(__filename).resolve('@sveltia/cms')),
      '..',
    );
    const schema = JSON.parse(
      readFileSync(path.join(packageDir, 'schema', 'sveltia-cms.json'), 'utf8'),
    ) as object;
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const github = editorConfig({
      backend: { name: 'github', repo: 'ridgeline/artistseries', branch: 'main' },
      venues,
    });
    validate(JSON.parse(JSON.stringify(github)));
    expect(validate.errors ?? []).toEqual([]);
  });
});

describe('the editor stores what the loader reads', () => {
  it('writes dates and times as local wall-clock strings in the schema’s format', () => {
    expect(field(showFields(), 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DDTHH:mm',
    });
    expect(field(showFields(), 'date')).not.toHaveProperty('input_timezone');
    expect(field(showFields(), 'endDate')).toMatchObject({ type: 'date', format: 'YYYY-MM-DD' });
  });

  it('uploads a show’s images into public/shows/{name}/ and stores the bare file name', () => {
    expect(field(showFields(), 'poster')).toMatchObject({
      widget: 'image',
      media_folder: '/public/shows/{{slug}}',
      public_folder: '',
    });
    expect(collection('shows')).toMatchObject({
      folder: 'content/shows',
      format: 'shows-json',
      extension: 'json',
    });
  });

  it('lists in an HTML field’s help every tag the sanitiser keeps, as code the editor shows', () => {
    const hint = String((field(showFields(), 'description') as { hint?: string }).hint);
    for (const tag of ALLOWED_TAGS) expect(hint).toContain(`\`<${tag}>\``);
    expect(hint.replace(/`[^`]*`/g, '')).not.toMatch(/<[a-z]/);
  });

  it('refuses an http:// link where a link takes payment, and allows it where none does', () => {
    const accepts = (name: string, value: string) => {
      const pattern = (field(showFields(), name) as { pattern?: [string, string] }).pattern;
      return new RegExp(pattern?.[0] ?? '(?!)').test(value);
    };
    for (const name of ['tickets', 'presaleTickets', 'mastersAtTickets', 'packageTickets']) {
      expect(accepts(name, 'https://tickets.example.com/a')).toBe(true);
      expect(accepts(name, 'http://tickets.example.com/a')).toBe(false);
    }
    expect(accepts('website', 'http://artist.example.com/')).toBe(true);
  });

  it('offers the venues of venues.json by name and stores their ids', () => {
    expect(options(field(showFields(), 'location'))).toEqual(['jcepac', 'alderton']);
  });

  describe('with past venues', () => {
    const pastVenues = [{ id: 'ridgeline_armory', name: 'Ridgeline Armory, Ridgeline' }];
    const withPast = editorConfig({ backend: { name: 'test-repo' }, venues, pastVenues });
    const formOf = (name: string) => {
      const found = (withPast.collections ?? []).find((item) => item.name === name);
      return found && 'fields' in found && found.fields ? found.fields : [];
    };

    it('offers a show the past venues after the venues, each marked as past', () => {
      const location = field(formOf('shows'), 'location') as { options?: unknown[] };
      expect(location.options).toEqual([
        { label: venues[0]?.name, value: 'jcepac' },
        { label: venues[1]?.name, value: 'alderton' },
        { label: 'Ridgeline Armory, Ridgeline (past venue)', value: 'ridgeline_armory' },
      ]);
    });

    it('offers an education event, always to come, only the venues', () => {
      const settings = (withPast.collections ?? []).find((item) => item.name === 'settings');
      const education =
        settings && 'files' in settings
          ? settings.files.find((file) => file.name === 'education')
          : undefined;
      const events = field(education?.fields ?? [], 'events');
      const eventFields = 'fields' in events && Array.isArray(events.fields) ? events.fields : [];
      expect(options(field(eventFields, 'location'))).toEqual(['jcepac', 'alderton']);
    });
  });

  it('sends every change through a pull request with the GitHub backend', () => {
    const github = editorConfig({
      backend: { name: 'github', repo: 'ridgeline/artistseries', branch: 'main' },
      venues,
    });
    expect(github.publish_mode).toBe('editorial_workflow');
    expect(github.backend).toMatchObject({ name: 'github', repo: 'ridgeline/artistseries' });
  });
});

describe('humanise', () => {
  it('turns a camelCase key into a sentence-case label', () => {
    expect(humanise('previousDate')).toBe('Previous date');
    expect(humanise('title')).toBe('Title');
  });
});
