import type { z } from 'zod';
import { clip, describeIssues, fail, succeed, type Outcome } from './problem';
import { salvageFields } from './salvage';

/** One numbered migration: reads a document of version `from` (checked against `input`) and returns version `from + 1`. */
export interface MigrationStep {
  readonly from: number;
  upgrade(
    document: unknown,
  ): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: string };
}

export function migrationStep<Input extends z.ZodType>(
  from: number,
  input: Input,
  upgrade: (document: z.output<Input>) => unknown,
): MigrationStep {
  return {
    from,
    upgrade(document) {
      const parsed = input.safeParse(document);
      return parsed.success
        ? { ok: true, value: upgrade(parsed.data) }
        : { ok: false, issues: describeIssues(parsed.error) };
    },
  };
}

/** A kind of file (save, profile, settings) whose shape has a number and changes only through migrations. */
export interface VersionedFormat<T> {
  /** How people call such a file, e.g. "save" — used in messages. */
  readonly noun: string;
  readonly currentVersion: number;
  /** The shape of `currentVersion`. */
  readonly schema: z.ZodType<T>;
  /** `steps[n]` upgrades version n to n + 1, for every n below `currentVersion`. */
  readonly steps: readonly MigrationStep[];
  /** The version a raw document claims, as found (not yet checked); undefined when it claims none. */
  readVersion(raw: unknown): unknown;
  /**
   * Set for documents read field by field (profile, settings): at the current version a bad field is reset to its
   * value here (a list or map loses only its bad entries) rather than the whole document being refused. A player keeps
   * their medals because one record of a finished game is bad. Saves do not set it: a save is whole or nothing.
   */
  readonly fieldDefaults?: T;
}

export interface Migrated<T> {
  readonly value: T;
  /** The version the document had on disk, when it was older than the current one. */
  readonly migratedFrom: number | null;
  /** The top-level fields that were bad and were reset or lost entries (see `fieldDefaults`); absent when none was. */
  readonly dropped?: readonly string[];
}

/**
 * Checks that a format's steps form an unbroken chain 0 → 1 → … → currentVersion. Formats are module constants, so a
 * broken chain is a programming error and fails loudly at import time rather than on some player's old file.
 */
export function versionedFormat<T>(format: VersionedFormat<T>): VersionedFormat<T> {
  const firstStep = format.currentVersion - format.steps.length;
  format.steps.forEach((step, index) => {
    if (step.from !== firstStep + index) {
      throw new Error(`${format.noun} migrations are out of order: step ${index} reads version ${step.from}`);
    }
  });
  return format;
}

/** The oldest version a format can still read: formats may start later than 0 and keep no steps before it. */
function oldestReadableVersion(format: VersionedFormat<unknown>): number {
  return format.currentVersion - format.steps.length;
}

/** Upgrades a parsed document step by step to the current version, then validates it. Never throws. */
export function readVersioned<T>(raw: unknown, format: VersionedFormat<T>, source: string): Outcome<Migrated<T>> {
  const claimed = readableVersion(raw, format, source);
  if (!claimed.ok) return claimed;
  const upgraded = upgradeFrom(raw, claimed.value, format, source);
  if (!upgraded.ok) return upgraded;
  return validateCurrent(
    upgraded.value,
    format,
    source,
    claimed.value === format.currentVersion ? null : claimed.value,
  );
}

/** The version the document claims, when it is one this format reads: not missing, not unknown, not newer. */
function readableVersion(raw: unknown, format: VersionedFormat<unknown>, source: string): Outcome<number> {
  const claimed = format.readVersion(raw);
  if (claimed === undefined) {
    return fail('invalid', `${source} is not a Saltfjord ${format.noun}: it carries no format version.`);
  }
  if (typeof claimed !== 'number' || !Number.isInteger(claimed) || claimed < oldestReadableVersion(format)) {
    const shown = clip(JSON.stringify(claimed) ?? String(claimed), 40);
    return fail('unknown-version', `${source} has an unknown ${format.noun} format version (${shown}).`);
  }
  if (claimed > format.currentVersion) {
    return fail(
      'newer-version',
      `${source} was written by a newer Saltfjord (${format.noun} format ${claimed}; this version reads up to ${format.currentVersion}). Update the app to open it.`,
    );
  }
  return succeed(claimed);
}

/** The document upgraded from version `claimed` to the current one, each step checking what it reads. */
function upgradeFrom(
  raw: unknown,
  claimed: number,
  format: VersionedFormat<unknown>,
  source: string,
): Outcome<unknown> {
  const oldest = oldestReadableVersion(format);
  let document = raw;
  for (let version = claimed; version < format.currentVersion; version += 1) {
    const step = format.steps[version - oldest];
    if (step === undefined) throw new Error(`${format.noun} migration from version ${version} is missing`);
    const upgraded = step.upgrade(document);
    if (!upgraded.ok) {
      return fail('invalid', `${source} is damaged (${format.noun} format ${version}): ${upgraded.issues}`);
    }
    document = upgraded.value;
  }
  return succeed(document);
}

/** The current version's document checked against its schema, bad fields reset where the format allows it. */
function validateCurrent<T>(
  document: unknown,
  format: VersionedFormat<T>,
  source: string,
  migratedFrom: number | null,
): Outcome<Migrated<T>> {
  const parsed = format.schema.safeParse(document);
  if (parsed.success) return succeed({ value: parsed.data, migratedFrom });
  const salvaged =
    format.fieldDefaults === undefined ? null : salvageFields(format.schema, document, format.fieldDefaults);
  const checked = salvaged === null ? null : format.schema.safeParse(salvaged.value);
  if (salvaged === null || checked === null || !checked.success)
    return fail('invalid', `${source} is damaged: ${describeIssues(parsed.error)}`);
  return succeed({
    value: checked.data,
    migratedFrom,
    ...(salvaged.dropped.length > 0 ? { dropped: salvaged.dropped } : {}),
  });
}

/** How profile, settings and current saves state their version: a top-level `schemaVersion`. */
export function readSchemaVersion(raw: unknown): unknown {
  return typeof raw === 'object' && raw !== null && 'schemaVersion' in raw ? raw.schemaVersion : undefined;
}
