// Reading what can be read of a small document (profile, settings) in which one field is bad: the field goes back to
// its default, or a list or map loses only its bad entries, and the rest of the document is kept.
import { z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` checked against `schema`; when it does not pass, what of it can be kept: a list without its bad items, a map
 * without its bad entries, an object with each bad field salvaged in turn — and `fallback` when even that does not
 * pass the schema (its bounds and its checks across fields). `clean` is whether it passed as it was.
 */
function salvageValue(
  schema: z.ZodType,
  value: unknown,
  fallback: unknown,
): { readonly value: unknown; readonly clean: boolean } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data, clean: true };
  let candidate: unknown = fallback;
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const item: z.core.$ZodType = schema.element;
    candidate = value.filter((entry) => z.safeParse(item, entry).success);
  } else if (schema instanceof z.ZodRecord && isPlainObject(value)) {
    const [key, entry]: [z.core.$ZodType, z.core.$ZodType] = [schema.keyType, schema.valueType];
    candidate = Object.fromEntries(
      Object.entries(value).filter(
        ([name, held]) => z.safeParse(key, name).success && z.safeParse(entry, held).success,
      ),
    );
  } else if (schema instanceof z.ZodObject && isPlainObject(value) && isPlainObject(fallback)) {
    const shape: Record<string, z.ZodType> = schema.shape;
    candidate = Object.fromEntries(
      Object.entries(shape).map(([name, field]) => [name, salvageValue(field, value[name], fallback[name]).value]),
    );
  }
  const repaired = schema.safeParse(candidate);
  return { value: repaired.success ? repaired.data : fallback, clean: false };
}

export interface Salvaged {
  readonly value: unknown;
  /** The top-level fields that were bad (or missing) and were reset or lost some of their entries, in schema order. */
  readonly dropped: readonly string[];
}

/**
 * The document at its current version with each bad top-level field salvaged (see `salvageValue`), or null when it
 * is not an object or none of its fields passed: such a file is damaged as a whole, not to be taken for a new one.
 * Fields this version does not know are left out.
 */
export function salvageFields(schema: z.ZodType, document: unknown, fallback: unknown): Salvaged | null {
  if (!(schema instanceof z.ZodObject) || !isPlainObject(document) || !isPlainObject(fallback)) return null;
  const shape: Record<string, z.ZodType> = schema.shape;
  const value: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const salvaged = salvageValue(field, document[name], fallback[name]);
    value[name] = salvaged.value;
    if (!salvaged.clean) dropped.push(name);
  }
  const versionFields = ['schemaVersion'];
  const kept = Object.keys(shape).filter((name) => !versionFields.includes(name) && !dropped.includes(name));
  return kept.length === 0 ? null : { value, dropped };
}
