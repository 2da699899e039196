import { describe, expect, it } from 'vitest';
import type { GameEvent } from './engine';
import { momentsOf } from './moments';

describe('the moments the table marks: round banners and celebrations, each from an engine event', () => {
  it("RULES §11: a round's end and the next round's start are banners, in the order they happen", () => {
    const events: GameEvent[] = [
      { type: 'RoundEnded', round: 2, nextStartPlayer: 1 },
      { type: 'DiceRolled', round: 3, dice: [] },
      { type: 'RoundStarted', round: 3, startPlayer: 1 },
      { type: 'TurnStarted', player: 1, round: 3 },
    ];
    expect(momentsOf(events)).toEqual([
      { kind: 'roundEnd', round: 2 },
      { kind: 'roundStart', round: 3, startPlayer: 1 },
    ]);
  });

  it("RULES §12: the last round ends in the final scoring's banner", () => {
    const events: GameEvent[] = [
      { type: 'RoundEnded', round: 5, nextStartPlayer: null },
      { type: 'GameEnded', totals: [40], winner: 0 },
    ];
    expect(momentsOf(events)).toEqual([{ kind: 'finalScoring' }]);
  });

  it("celebrates a completed row or column, a crate set and a track's top, for whoever did it, and nothing else", () => {
    const events: GameEvent[] = [
      { type: 'LineCompleted', player: 1, line: 'column', index: 4, boardwalk: 22 },
      { type: 'OrderCompleted', player: 0, crate: 3, stack: 1, dockRow: 1, dockSpace: 1, paid: [], revealed: null },
      { type: 'CrateSetCompleted', player: 0, sets: 1 },
      { type: 'TechAdvanced', player: 2, track: 'trade', from: 4, to: 5, paid: 'gold' },
      { type: 'TrackTopReached', player: 2, track: 'trade', arrival: 1 },
      { type: 'ScoreChanged', player: 2, delta: 10, total: 30, reason: { code: 'scoringTile', tile: 'pioneer' } },
    ];
    expect(momentsOf(events)).toEqual([
      { kind: 'line', player: 1, line: 'column', index: 4 },
      { kind: 'crateSet', player: 0, sets: 1 },
      { kind: 'trackTop', player: 2, track: 'trade' },
    ]);
  });
});
