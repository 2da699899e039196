import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../index.js';
import { BOT_TURN_BUDGET_MS, PaceLedger, ROUND_CHANGE_MS, type BotSpeed } from './pace';

const placed: GameEvent[] = [{ type: 'DieTaken', player: 1, die: 3, colour: 'white', value: 4 }];
const turnOver: GameEvent[] = [{ type: 'TurnStarted', player: 2, round: 1 }];
const roundChange: GameEvent[] = [
  { type: 'RoundEnded', round: 1, nextStartPlayer: 0 },
  { type: 'DiceRolled', round: 2, dice: [] },
];

/** Plays one bot turn of `decisions` decisions through the ledger; returns the ms granted to it in all. */
function botTurn(ledger: PaceLedger, seat: number, decisions: number, batch: { next: number }): number {
  let total = 0;
  for (let i = 0; i < decisions; i++) {
    total += ledger.botPause(seat, false);
    total +=
      ledger.animation(batch.next++, seat, true, i === decisions - 1 ? turnOver : placed, false) ??
      Number.POSITIVE_INFINITY;
  }
  return total;
}

describe("bot pace: a bot's whole turn takes at most ~2 s at Normal", () => {
  it('keeps a bot turn of any length within its budget at every bot speed', () => {
    for (const speed of ['slow', 'normal', 'fast', 'instant'] as BotSpeed[]) {
      for (const decisions of [1, 2, 3, 5, 8, 20, 60]) {
        const ledger = new PaceLedger(() => speed);
        expect(botTurn(ledger, 1, decisions, { next: 1 })).toBeLessThanOrEqual(BOT_TURN_BUDGET_MS[speed]);
      }
    }
    expect(BOT_TURN_BUDGET_MS.normal).toBeLessThanOrEqual(2000);
  });

  it('gives the first decisions of a turn their full share, so a short turn can be followed', () => {
    const ledger = new PaceLedger(() => 'normal');
    expect(ledger.botPause(1, false)).toBe(300);
    expect(ledger.animation(1, 1, true, placed, false)).toBe(700);
  });

  it('starts each bot turn with a fresh budget: after a turn began, and when another seat decides', () => {
    const ledger = new PaceLedger(() => 'normal');
    const batch = { next: 1 };
    const first = botTurn(ledger, 1, 6, batch);
    expect(botTurn(ledger, 1, 6, batch)).toBe(first);
    ledger.botPause(2, false);
    expect(ledger.botPause(3, false)).toBe(300);
  });

  it("bounds the change of round on its own budget, whoever ended the round, and plays a person's decision at the animation speed", () => {
    const ledger = new PaceLedger(() => 'normal');
    expect(ledger.animation(1, 0, false, roundChange, false)).toBe(ROUND_CHANGE_MS.normal);
    expect(ledger.animation(2, 3, true, roundChange, false)).toBe(ROUND_CHANGE_MS.normal);
    expect(ledger.animation(3, 0, false, placed, false)).toBeNull();
  });

  it("grants nothing while skipping to a person's turn", () => {
    const ledger = new PaceLedger(() => 'slow');
    expect(ledger.botPause(1, true)).toBe(0);
    expect(ledger.animation(1, 1, true, placed, true)).toBe(0);
    expect(ledger.animation(2, 1, true, roundChange, true)).toBe(0);
    expect(ledger.animation(3, 0, false, placed, true)).toBe(0);
  });

  it('keeps every grant for reading back, each naming its seat and batch', () => {
    const ledger = new PaceLedger(() => 'normal');
    ledger.botPause(1, false);
    ledger.animation(7, 1, true, placed, false);
    expect(ledger.grants()).toEqual([
      { kind: 'botPause', seat: 1, ms: 300 },
      { kind: 'botAnimation', seat: 1, ms: 700, batch: 7 },
    ]);
  });
});
