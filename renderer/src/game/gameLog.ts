import type { GameHistory, HistoryEntry } from '../../../engine/session';
import { describeAction, describeEvent } from './describe';
import { nameOf, t } from './describe/pieces';
import { gameTracks, type GameEvent } from './engine';

/**
 * The game log, written from the game's history (engine/session/history.ts: the setup and action log replayed), so
 * that it is the same after a reload, Continue or Load, and complete for a finished game. One line per decision:
 * who took it, what it was, and what came of it (the events it caused); a decision a bot took for a person is marked.
 */
export interface LogLine {
  /** The decision's position in the action log: replay jumps to the state just after it. */
  readonly action: number;
  readonly seat: number;
  readonly round: number;
  /** "Astrid: Place the die as a 4". */
  readonly text: string;
  /** What happened, one sentence per event that says something. */
  readonly results: readonly string[];
  readonly botPlayed: boolean;
  /** A bot took this decision (its own seat's, or for a person): the log can say why on demand. */
  readonly explainable: boolean;
}

/** What the end of a round and the next deal caused belongs to the new round in the log, as on the table. */
function roundOf(entry: HistoryEntry, event: GameEvent, afterRoundEnd: boolean): number {
  return afterRoundEnd && event.type !== 'RoundEnded' ? entry.round + 1 : entry.round;
}

function lineOf(
  entry: HistoryEntry,
  before: HistoryEntry['after'],
  names: readonly string[],
  byBot: boolean,
): LogLine[] {
  const who = nameOf(names, entry.seat);
  const turn: string[] = [];
  const next: string[] = [];
  // After the last round comes the final scoring, not a deal: it stays with the round it ends.
  const lastRound = entry.events.some((event) => event.type === 'GameEnded');
  let afterRoundEnd = false;
  for (const event of entry.events) {
    // The advanced game's Trade rewards are the advanced tile's (RULES §14.1): the log reads the game's own tracks.
    const described = describeEvent(event, names, gameTracks(entry.after.setup));
    if (described) (roundOf(entry, event, afterRoundEnd) === entry.round ? turn : next).push(described.text);
    if (event.type === 'RoundEnded' && !lastRound) afterRoundEnd = true;
  }
  const line: LogLine = {
    action: entry.index,
    seat: entry.seat,
    round: entry.round,
    text: t('log.decision', { name: who, action: describeAction(entry.action, before) }),
    results: turn,
    botPlayed: entry.botPlayed,
    explainable: byBot,
  };
  // The new round's deal is told under the new round, still as a result of the decision that ended the last one.
  if (next.length === 0) return [line];
  return [
    line,
    { ...line, round: entry.round + 1, text: next[0] as string, results: next.slice(1), explainable: false },
  ];
}

/**
 * Lines are described once per history entry, set of names and language: a new entry comes with every committed
 * action, and describing the whole game again each time would grow with it.
 */
const described = new WeakMap<HistoryEntry, { readonly names: string; readonly lines: readonly LogLine[] }>();

export function logLines(history: GameHistory, names: readonly string[], language: string): LogLine[] {
  const key = [language, ...names].join('\u0000');
  const out: LogLine[] = [];
  history.entries.forEach((entry, i) => {
    let known = described.get(entry);
    if (!known || known.names !== key) {
      const byBot = entry.botPlayed || history.setup.seats[entry.seat]?.kind === 'bot';
      known = { names: key, lines: lineOf(entry, history.entries[i - 1]?.after ?? history.initial, names, byBot) };
      described.set(entry, known);
    }
    out.push(...known.lines);
  });
  return out;
}
