import type { GameHistory } from './history.js';

/**
 * The VP each player had after each round and after final scoring (the end screen's VP-per-round chart), read from a
 * game's history: the score events of its actions (each carries the player's new total) between the round-end
 * events. Nothing is estimated; a round not yet ended has no mark.
 */

export type VpStage = { readonly kind: 'round'; readonly round: number } | { readonly kind: 'final' };

export interface VpMark {
  readonly stage: VpStage;
  /** VP by seat at that moment. */
  readonly vp: readonly number[];
}

/** One mark per ended round (RULES §11: its VP on the score track), then one for the totals after final scoring (§12). */
export function vpByRound(history: GameHistory): VpMark[] {
  const totals = history.initial.players.map((player) => player.score);
  const marks: VpMark[] = [];
  for (const entry of history.entries) {
    for (const event of entry.events) {
      if (event.type === 'ScoreChanged') totals[event.player] = event.total;
      else if (event.type === 'RoundEnded')
        marks.push({ stage: { kind: 'round', round: event.round }, vp: [...totals] });
      else if (event.type === 'GameEnded') marks.push({ stage: { kind: 'final' }, vp: [...event.totals] });
    }
  }
  return marks;
}
