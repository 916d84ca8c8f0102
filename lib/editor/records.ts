/**
 * Content fields whose keys staff choose (a festival's schedule: day → time → film) have no editor
 * widget: the editor's forms know fields with fixed names and lists of rows. So the editor shows
 * such a field as a list of rows, one per value, with a column for each key, and a custom file
 * format (lib/editor/extensions.ts) turns the file's nested map into those rows when an entry is
 * opened and back when it is saved. The file keeps the shape the build reads (lib/concepts/shows/show-schema.ts and the other content schemas).
 *
 * Kept free of zod and the schemas: it also runs in the editor's page, where every byte counts.
 */
import { flattenGroups, nestGroups } from './groups';

/** One record field: the row column naming each level's key, then the column holding the value. */
export interface RecordShape {
  keys: readonly string[];
  value: string;
  /** What one row is, for the editor's "Add …" button. */
  row: string;
}

/** The record fields of each collection, by field path (lib/editor/presentation.ts's FieldPath). */
export const RECORD_FIELDS = {
  'shows.schedule': { keys: ['day', 'time'], value: 'film', row: 'Screening' },
} as const satisfies Record<string, RecordShape>;

type RecordPath = keyof typeof RECORD_FIELDS;

export function isRecordPath(path: string): path is RecordPath {
  return path in RECORD_FIELDS;
}

/**
 * Files that are themselves a map from an id staff choose to an object (venues.json: id → venue):
 * the editor lists one row per entry, with the id as the row's first column.
 */
export const ROOT_RECORDS = {
  venues: { key: 'id', row: 'Venue' },
} as const satisfies Record<string, { key: string; row: string }>;

/** The custom file format of each collection or file whose entries hold record fields. */
export const RECORD_FORMATS = {
  shows: { name: 'shows-json', extension: 'json' },
  venues: { name: 'venues-json', extension: 'json' },
} as const;

type Row = Record<string, string>;
type Nested = { [key: string]: Nested | string };

/** The nested map as rows, keys ascending at every level (the order the site lists them in). */
export function recordToRows(record: unknown, shape: RecordShape): Row[] {
  const rows: Row[] = [];
  const walk = (node: unknown, depth: number, row: Row) => {
    if (depth === shape.keys.length) {
      rows.push({ ...row, [shape.value]: String(node) });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const column = shape.keys[depth] ?? '';
    for (const key of Object.keys(node).sort()) {
      walk((node as Record<string, unknown>)[key], depth + 1, { ...row, [column]: key });
    }
  };
  walk(record, 0, {});
  return rows;
}

/**
 * Rows back into the nested map. Two rows with the same keys would make one entry of the map and
 * lose the other silently, so that is an error the editor shows instead of saving.
 */
export function rowsToRecord(rows: readonly Row[], shape: RecordShape): Nested {
  const record: Nested = {};
  for (const row of rows) {
    const keys = shape.keys.map((column) => String(row[column] ?? '').trim());
    let node = record;
    keys.slice(0, -1).forEach((key) => {
      const child = node[key];
      node = typeof child === 'object' ? child : (node[key] = {});
    });
    const last = keys.at(-1) ?? '';
    if (last in node) {
      throw new Error(
        `Two rows are for ${keys.join(' ')}: keep one (${shape.keys.join(' and ')} together name a row once).`,
      );
    }
    node[last] = String(row[shape.value] ?? '');
  }
  return record;
}

/** A file that is a map of objects → one row per entry, its key under `key`, in the file's order. */
export function rootRecordToRows(record: Record<string, unknown>, key: string): object[] {
  return Object.entries(record).map(([id, value]) => ({ [key]: id, ...(value as object) }));
}

/** Rows back into the map; two rows with one id would lose one, so that is an error instead. */
export function rowsToRootRecord(rows: readonly Record<string, unknown>[], key: string): object {
  const record: Record<string, object> = {};
  for (const { [key]: id, ...value } of rows) {
    const name = String(id ?? '').trim();
    if (name in record) throw new Error(`Two rows have the ${key} “${name}”: each must be unique.`);
    record[name] = value;
  }
  return record;
}

/** An entry as the file holds it → as the editor's fields hold it (rows, then groups). */
export function entryFromFile(data: Record<string, unknown>, collection: string): object {
  const out: Record<string, unknown> = { ...data };
  for (const [path, shape] of Object.entries(RECORD_FIELDS)) {
    const [owner, field] = path.split('.') as [string, string];
    if (owner === collection && out[field] !== undefined)
      out[field] = recordToRows(out[field], shape);
  }
  return nestGroups(out, collection);
}

/** An entry as the editor's fields hold it → as the file holds it; no rows means no field. */
export function entryToFile(data: Record<string, unknown>, collection: string): object {
  const out = flattenGroups(data, collection) as Record<string, unknown>;
  for (const [path, shape] of Object.entries(RECORD_FIELDS)) {
    const [owner, field] = path.split('.') as [string, string];
    const rows = out[field];
    if (owner !== collection || !Array.isArray(rows)) continue;
    if (rows.length === 0) delete out[field];
    else out[field] = rowsToRecord(rows as Row[], shape);
  }
  return out;
}
