import { z } from 'zod';
import type { Action } from '../engine/index.js';
import { describeIssues, engineSaveCodec, jsonEqual, parseJsonBytes, SAVE_LIMITS } from '../engine/save/index.js';

/**
 * The log a game's save is followed by in the data folder (`<CODE>.log.jsonl`): one line per write since the save,
 * each saying how many actions of the log before it stay (an Undo keeps fewer), which follow, and the revision the
 * write is of. A write appends one short line instead of writing the whole game again, so a move costs the same
 * whether it is the game's first or its four hundredth.
 */
export interface LogLine {
  readonly revision: number;
  readonly keep: number;
  readonly actions: readonly Action[];
  /** Which of the log's actions from `keep` on a bot took for a person (their indices in the whole log). */
  readonly botPlayed: readonly number[];
}

/** An action log as it stands after a save and the lines after it. */
export interface KnownLog {
  readonly revision: number;
  readonly actions: readonly Action[];
  readonly botPlayed: readonly number[];
}

const lineSchema = z.strictObject({
  revision: z.number().int().min(0),
  keep: z.number().int().min(0).max(SAVE_LIMITS.maxActions),
  actions: z.array(z.unknown()).max(SAVE_LIMITS.maxActions),
  botPlayed: z.array(z.number().int().min(0).max(SAVE_LIMITS.maxActions)).max(SAVE_LIMITS.maxActions),
});

/** A line's bytes at most: far above any one write's (a write adds the moves of one turn). */
const LINE_LIMITS = { maxBytes: 1024 * 1024, maxDepth: SAVE_LIMITS.maxDepth };

/**
 * How many actions at the start of `actions` a stored log (`known`, and which of them a bot played) already holds,
 * bot-played marks included: what a write keeps of it. Both stores write from here.
 */
export function sharedLength(
  known: readonly unknown[],
  knownBotPlayed: (index: number) => boolean,
  actions: readonly Action[],
  botPlayed: ReadonlySet<number>,
): number {
  let shared = 0;
  while (shared < known.length && shared < actions.length) {
    // The authority hands over the same action objects it was last given: the comparison is most often by identity.
    const same = known[shared] === actions[shared] || jsonEqual(known[shared], actions[shared]);
    if (!same || knownBotPlayed(shared) !== botPlayed.has(shared)) break;
    shared++;
  }
  return shared;
}

/** The line that turns the `known` log into the one a write holds, as the text appended to the file. */
export function lineFor(known: KnownLog, next: KnownLog): string {
  const botPlayed = new Set(next.botPlayed);
  const knownBots = new Set(known.botPlayed);
  const keep = sharedLength(known.actions, (index) => knownBots.has(index), next.actions, botPlayed);
  const line: LogLine = {
    revision: next.revision,
    keep,
    actions: next.actions.slice(keep),
    botPlayed: next.botPlayed.filter((index) => index >= keep),
  };
  return `${JSON.stringify(line)}\n`;
}

/**
 * The log after the saved one and every line of `text` newer than the save, each line checked; a last line cut off
 * (the process died while appending it) is left out: its write was never answered. `source` names the file.
 */
export function logAfterLines(
  saved: KnownLog,
  text: string,
  source: string,
): { readonly ok: true; readonly log: KnownLog } | { readonly ok: false; readonly message: string } {
  const lines = text.split('\n');
  // Text after the last newline is a line whose append did not complete.
  lines.pop();
  let log = saved;
  for (const [number, json] of lines.entries()) {
    const read = readLine(json, `${source}, line ${number + 1}`, log);
    if (!read.ok) return read;
    // A line as old as the save was written before it: the save already holds it (a kill between the two writes).
    if (read.line.revision <= log.revision) continue;
    log = applyLine(log, read.line);
  }
  return { ok: true, log };
}

function readLine(
  json: string,
  source: string,
  log: KnownLog,
): { readonly ok: true; readonly line: LogLine } | { readonly ok: false; readonly message: string } {
  const parsed = parseJsonBytes(Buffer.from(json, 'utf8'), source, LINE_LIMITS);
  if (!parsed.ok) return { ok: false, message: parsed.error.message };
  const line = lineSchema.safeParse(parsed.value);
  if (!line.success) return { ok: false, message: `${source}: not a line of the log: ${describeIssues(line.error)}` };
  const actions = z.array(engineSaveCodec.actionSchema).safeParse(line.data.actions);
  if (!actions.success) return { ok: false, message: `${source}: not valid actions: ${describeIssues(actions.error)}` };
  const { revision, keep, botPlayed } = line.data;
  if (revision > log.revision && keep > log.actions.length)
    return { ok: false, message: `${source}: keeps ${keep} actions of a log of ${log.actions.length}` };
  const length = keep + actions.data.length;
  if (botPlayed.some((index) => index < keep || index >= length))
    return { ok: false, message: `${source}: marks as bot-played an action it does not add` };
  return { ok: true, line: { revision, keep, actions: actions.data, botPlayed } };
}

function applyLine(log: KnownLog, line: LogLine): KnownLog {
  return {
    revision: line.revision,
    actions: [...log.actions.slice(0, line.keep), ...line.actions],
    botPlayed: [...log.botPlayed.filter((index) => index < line.keep), ...line.botPlayed],
  };
}
