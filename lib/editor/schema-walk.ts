/**
 * Reading zod's own definitions (`_zod.def`) for the editor's fields (lib/editor/fields.ts):
 * whether a field is required, its default, enum values, patterns, length and number bounds.
 * lib/editor/config.test.ts compares the result with zod's JSON Schema output.
 */
import { z } from 'zod';

export type Schema = z.core.$ZodType;
export type Def = z.core.$ZodTypes['_zod']['def'];

export function defOf(schema: Schema): Def {
  return schema._zod.def as Def;
}

/** The message zod gives a value that fails the schema's pattern: the editor shows the same. */
export function patternMessage(schema: Schema): string {
  const result = z.safeParse(schema, '\u0000');
  return result.error?.issues[0]?.message ?? 'is not in the expected form';
}

export interface Unwrapped {
  schema: Schema;
  required: boolean;
  default?: unknown;
}

/** Strips optional/default wrappers: what is left is the value's own schema. */
export function unwrap(schema: Schema): Unwrapped {
  let current = schema;
  let required = true;
  let fallback: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional') {
      required = false;
      current = def.innerType;
    } else if (def.type === 'default') {
      required = false;
      fallback = def.defaultValue;
      current = def.innerType;
    } else {
      return { schema: current, required, default: fallback };
    }
  }
}

/** Regular expressions a string schema is held to, in the order they are checked. */
export function stringPatterns(schema: Schema): RegExp[] {
  const def = defOf(schema);
  if (def.type !== 'string') return [];
  // A format schema such as z.email() carries its pattern itself, not as a check.
  const own = (def as { pattern?: RegExp }).pattern;
  const checks = (def.checks ?? []).flatMap((check) => {
    const checkDef = check._zod.def as { check: string; pattern?: RegExp };
    return checkDef.check === 'string_format' && checkDef.pattern ? [checkDef.pattern] : [];
  });
  return own ? [own, ...checks] : checks;
}

export function maxLength(schema: Schema): number | undefined {
  const def = defOf(schema);
  if (def.type !== 'string') return undefined;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as { check: string; maximum?: number };
    if (checkDef.check === 'max_length') return checkDef.maximum;
  }
  return undefined;
}

export function numberBounds(schema: Schema): { min?: number; max?: number; int: boolean } {
  const def = defOf(schema);
  const bounds: { min?: number; max?: number; int: boolean } = { int: false };
  if (def.type !== 'number') return bounds;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as {
      check: string;
      format?: string;
      value?: number;
      inclusive?: boolean;
    };
    if (checkDef.check === 'number_format' && checkDef.format === 'safeint') bounds.int = true;
    if (checkDef.check === 'greater_than' && checkDef.value !== undefined) {
      bounds.min = checkDef.inclusive ? checkDef.value : checkDef.value + (bounds.int ? 1 : 0);
    }
    if (checkDef.check === 'less_than' && checkDef.value !== undefined) bounds.max = checkDef.value;
  }
  return bounds;
}

export function enumValues(schema: Schema): string[] | undefined {
  const def = defOf(schema);
  if (def.type !== 'enum') return undefined;
  return Object.values(def.entries).map(String);
}

/** The value schema of a union of '' and a link (optionalHttpUrl): the link. */
export function emptyOr(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  if (def.type !== 'union') return undefined;
  const [first, second] = def.options;
  if (!first || !second || def.options.length !== 2) return undefined;
  const firstDef = defOf(first);
  return firstDef.type === 'literal' && firstDef.values.length === 1 && firstDef.values[0] === ''
    ? second
    : undefined;
}
