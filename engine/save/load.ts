import type { ApplyOutcome, SaveCodec } from './codec';
import { SAVE_LIMITS, SAVE_SCHEMA_VERSION, type SaveEnvelope, type SaveKind, type StoredSave } from './envelope';
import { parseJsonBytes, parseJsonText } from './json';
import { jsonEqual } from './jsonEqual';
import { WRITER_BEFORE_LINEAGE, legacyGameId, type SaveLineage } from './lineage';
import { saveFormat } from './migrations';
import { clip, describeIssues, fail, succeed, type Outcome } from './problem';
import type { ReplayCache } from './replayCache';
import { readVersioned } from './versioned';

export interface LoadedSave<Setup, Action, State> {
  /** The save as rebuilt: its `snapshot` is the replayed state, whatever the file held. */
  readonly save: SaveEnvelope<Setup, Action, State>;
  /** The save format version found in the file, when it had to be upgraded. */
  readonly migratedFrom: number | null;
  /** False when the stored snapshot disagreed with the replay of the actions (the replay was trusted). */
  readonly snapshotMatched: boolean;
  /** Things worth telling the player or a bug report; none of them stopped the load. */
  readonly notices: readonly string[];
}

/** A save whose envelope, setup and actions are valid but whose actions have not been replayed. */
export type CheckedSave<Setup, Action> = SaveEnvelope<Setup, Action, unknown>;

/**
 * Reads a save completely: JSON safety checks, migration to the current format, the engine's schemas for setup and
 * every action, then a replay in which the engine re-checks every action. Either the whole game comes back or a
 * problem naming `source` does — never part of a game. Never throws.
 */
export function loadSave<Setup, Action, State>(
  content: string | Uint8Array,
  source: string,
  codec: SaveCodec<Setup, Action, State>,
  cache?: ReplayCache<Setup, Action, State>,
  checkedLogs?: CheckedLogCache<Setup, Action>,
): Outcome<LoadedSave<Setup, Action, State>> {
  const checked = checkSave(content, source, codec, checkedLogs);
  if (!checked.ok) return checked;
  const { save, migratedFrom } = checked.value;
  const replayed = replaySave(save, source, codec, cache);
  if (!replayed.ok) return replayed;
  const state = replayed.value;
  const snapshotMatched = jsonEqual(save.snapshot, state);
  const notices: string[] = [];
  if (migratedFrom !== null) {
    notices.push(`${source} was upgraded from save format ${migratedFrom} to ${SAVE_SCHEMA_VERSION}.`);
  }
  if (save.engineVersion !== codec.engineVersion) {
    notices.push(
      `${source} was saved by rules engine ${save.engineVersion}; it was replayed with ${codec.engineVersion}.`,
    );
  }
  if (!snapshotMatched) {
    notices.push(
      `${source}: the stored game state differs from the replay of its actions; the replayed game was used.`,
    );
  }
  return succeed({ save: { ...save, snapshot: state }, migratedFrom, snapshotMatched, notices });
}

/**
 * What a log of actions as read from JSON (and the setup beside it) was validated into, remembered per game: a save
 * that repeats a remembered log and adds to it has only the added actions validated.
 */
export type CheckedLogCache<Setup, Action> = ReplayCache<
  unknown,
  unknown,
  { readonly setup: Setup; readonly actions: readonly Action[] }
>;

/**
 * The checks that need no replay: JSON safety, migration, the envelope, the engine's setup and action schemas.
 * Used before writing a save, where replaying every action each autosave would cost more than it protects.
 * With `checkedLogs`, actions identical (as JSON) to a log validated before are not validated again, so an autosave
 * costs the same at any length of game. Never pass it for a file read from disk: what is on disk may have changed.
 */
export function checkSave<Setup, Action>(
  content: string | Uint8Array,
  source: string,
  codec: Pick<SaveCodec<Setup, Action, unknown>, 'setupSchema' | 'actionSchema' | 'engineVersion'>,
  checkedLogs?: CheckedLogCache<Setup, Action>,
): Outcome<{ readonly save: CheckedSave<Setup, Action>; readonly migratedFrom: number | null }> {
  const parsed =
    typeof content === 'string'
      ? parseJsonText(content, source, SAVE_LIMITS)
      : parseJsonBytes(content, source, SAVE_LIMITS);
  if (!parsed.ok) return parsed;
  const migrated = readVersioned(parsed.value, saveFormat, source);
  if (!migrated.ok) return migrated;
  // The seal digests the file it was read from; the envelope written again is sealed anew (seal.ts).
  const { seal: _seal, ...stored } = migrated.value.value;
  if (isNewerVersion(stored.engineVersion, codec.engineVersion)) {
    return fail(
      'newer-version',
      `${source} was saved by a newer Saltfjord (rules engine ${stored.engineVersion}; this one has ${codec.engineVersion}). Update Saltfjord to open it.`,
    );
  }
  const known = checkedLogs?.find(stored.setup, stored.actions) ?? null;
  let setup: Setup;
  if (known !== null) setup = known.state.setup;
  else {
    const parsedSetup = codec.setupSchema.safeParse(stored.setup);
    if (!parsedSetup.success)
      return fail('invalid', `${source}: the game setup is invalid: ${describeIssues(parsedSetup.error)}`);
    setup = parsedSetup.data;
  }
  const actions: Action[] = known === null ? [] : [...known.state.actions];
  for (let index = actions.length; index < stored.actions.length; index += 1) {
    const action = codec.actionSchema.safeParse(stored.actions[index]);
    if (!action.success) {
      return fail('invalid', `${source}: actions[${index}] is not a valid action: ${describeIssues(action.error)}`);
    }
    actions.push(action.data);
  }
  checkedLogs?.remember(stored.setup, stored.actions, { setup, actions });
  return succeed({ save: { ...stored, setup, actions }, migratedFrom: migrated.value.migratedFrom });
}

/**
 * Rebuilds the game from its setup and actions, naming the first action the engine refuses. With a cache, a game
 * replayed before continues from where that replay ended.
 */
function replaySave<Setup, Action, State>(
  save: CheckedSave<Setup, Action>,
  source: string,
  codec: SaveCodec<Setup, Action, State>,
  cache: ReplayCache<Setup, Action, State> | undefined,
): Outcome<State> {
  const known = cache?.find(save.setup, save.actions) ?? null;
  let state: State;
  if (known !== null) state = known.state;
  else {
    try {
      state = codec.createGame(save.setup);
    } catch (error) {
      return fail('engine-failure', `${source}: the rules engine could not set up this game (${reasonOf(error)}).`);
    }
  }
  const start = known?.applied ?? 0;
  for (const [offset, action] of save.actions.slice(start).entries()) {
    const index = start + offset;
    let outcome: ApplyOutcome<State>;
    try {
      outcome = codec.applyAction(state, action);
    } catch (error) {
      return fail('engine-failure', `${source}: the rules engine failed on actions[${index}] (${reasonOf(error)}).`);
    }
    if (!outcome.ok) {
      return fail(
        'illegal-action',
        `${source}: actions[${index}] is not legal at that point of the game (${clip(outcome.error.message)}), so the game cannot be rebuilt.`,
      );
    }
    state = outcome.state;
  }
  cache?.remember(save.setup, save.actions, state);
  return succeed(state);
}

function reasonOf(error: unknown): string {
  return clip(error instanceof Error ? error.message : String(error));
}

export interface NewSave<Setup, Action, State> {
  readonly engineVersion: string;
  readonly kind: SaveKind;
  readonly setup: Setup;
  readonly actions: readonly Action[];
  /** Indices of the actions a bot played for a person (none when absent). */
  readonly botPlayed?: readonly number[];
  /** A solo game played on from a moment of another: practice (false when absent). */
  readonly practice?: boolean;
  readonly state: State;
  /** Where Undo stops (a game played on from another). */
  readonly undoFloor?: number;
  /** When the game was first saved; `now` for a first save. */
  readonly createdAt?: string;
  /**
   * Whose write this is (lineage.ts). Absent: a game known by its creation time, at the revision of its action count,
   * written as saves were before they had writers (tools and fixtures).
   */
  readonly lineage?: SaveLineage;
  readonly now: Date;
}

export function makeSave<Setup, Action, State>(
  game: NewSave<Setup, Action, State>,
): SaveEnvelope<Setup, Action, State> {
  const updatedAt = game.now.toISOString();
  const createdAt = game.createdAt ?? updatedAt;
  const lineage = game.lineage ?? {
    gameId: legacyGameId(createdAt),
    revision: game.actions.length,
    writer: WRITER_BEFORE_LINEAGE,
    takenFrom: null,
  };
  return {
    schemaVersion: SAVE_SCHEMA_VERSION,
    engineVersion: game.engineVersion,
    kind: game.kind,
    createdAt,
    updatedAt,
    gameId: lineage.gameId,
    revision: lineage.revision,
    writer: lineage.writer,
    takenFrom: lineage.takenFrom,
    setup: game.setup,
    actions: game.actions,
    botPlayed: game.botPlayed ?? [],
    practice: game.practice ?? false,
    snapshot: game.state,
    ...(game.undoFloor === undefined ? {} : { undoFloor: game.undoFloor }),
  };
}

/** The bytes of a save file. Compact: saves are read by the app, and hand-editing is not a supported workflow. */
export function serializeSave(save: SaveEnvelope<unknown, unknown, unknown> | StoredSave): string {
  return JSON.stringify(save);
}

/** `major.minor.patch` as numbers, or null for a version written some other way (a test engine's name). */
function versionNumbers(version: string): readonly [number, number, number] | null {
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * A newer engine may have rules this one does not know, so its saves would replay differently or not at all; an
 * older one's are replayed (and said so). Versions that are not numbers cannot be ordered and are not refused.
 */
function isNewerVersion(saved: string, current: string): boolean {
  const [a, b] = [versionNumbers(saved), versionNumbers(current)];
  if (a === null || b === null) return false;
  for (let part = 0; part < 3; part++) if (a[part] !== b[part]) return (a[part] as number) > (b[part] as number);
  return false;
}
