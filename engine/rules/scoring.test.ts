import { describe, expect, it } from 'vitest';
import {
  decisionOptions,
  finalScore,
  type Action,
  type GameEvent,
  type GameState,
  type PlayerState,
} from '../index.js';
import type { Resource, ScoringTileId } from '../data/index.js';
import { act, blankGame, eventsOf, topFrame, withPlayer, withResources } from '../testing/scenario.js';
import { computeFinalScore, type ScoreBreakdown } from './scoring.js';

/** Tiles on the village, seafaring, trade, craft tracks: by default all `now` tiles or unreached ones. */
const NOW_TILES: readonly ScoringTileId[] = ['pioneer', 'mayor', 'trader', 'builder'];

function scored(
  patch: Partial<PlayerState>,
  resources: Partial<Record<Resource, number>> = {},
  tiles = NOW_TILES,
): ScoreBreakdown {
  const state = withPlayer(withResources(blankGame(2, 'scoring', { scoringTiles: tiles }), 0, resources), 0, patch);
  return computeFinalScore(state).players[0] as ScoreBreakdown;
}

describe('RULES §12 final scoring: boats, resources and crates', () => {
  it('§12.1 tokens still on a boat give their contents, without the section VP', () => {
    // Section 6 would pay 13 VP on return home; token 33 = 4 VP, token 0 = 2 fish, token 31 = 1 gold + 1 fish.
    const b = scored({ boat: { section: 6, upgraded: false, slots: [33, 0, 31] } });
    expect(b.boatTokens).toBe(4);
    expect(b.fish).toBe(2); // 2 + 1 fish + gold sold for 3 = 6 fish → 2 VP
    expect(b.total).toBe(6);
  });

  it('§12.1 (engine/data/DECISIONS.md) a token in the ×2 slot also doubles its VP at final scoring', () => {
    // Token 33 = 4 VP in the ×2 slot, token 34 = 4 VP in a normal slot.
    expect(scored({ boat: { section: 6, upgraded: true, slots: [33, 34, null, null, null] } }).boatTokens).toBe(12);
  });

  it('§12.1 (engine/data/DECISIONS.md) tokens still on the boat are not collected (Harbour master)', () => {
    const tiles: ScoringTileId[] = ['harbourMaster', 'mayor', 'pioneer', 'trader'];
    const b = scored(
      {
        collected: [0],
        boat: { section: 2, upgraded: false, slots: [1, 2, null] },
        tech: { village: 5, seafaring: 0, trade: 0, craft: 0 },
      },
      {},
      tiles,
    );
    expect(b.scoringTiles).toBe(2);
  });

  it('§12.2 every resource is sold; 1 VP per 3 fish, rounded down', () => {
    // 2 fish + wood 1 + plank 2 + gold 3 = 8 fish → 2 VP.
    expect(scored({}, { fish: 2, wood: 1, plank: 1, gold: 1 }).fish).toBe(2);
    expect(scored({}, { fish: 9 }).fish).toBe(3);
    expect(scored({}, { fish: 8 }).fish).toBe(2);
    expect(scored({}, { fish: 2 }).fish).toBe(0);
    // Each tier sells for its tier: grain 1, food 2, cloth 2, wool 1 = 6 fish → 2 VP.
    expect(scored({}, { grain: 1, food: 1, cloth: 1, wool: 1 }).fish).toBe(2);
  });

  it('§12.3 crates score their printed VP', () => {
    // Crate 0 `w g:1`, crate 6 `P P:3`, crate 12 `g l:1`, crate 45 `G G:5` → 10 VP; no complete set.
    const b = scored({ docks: [[0, 6], [12], [], [45]] });
    expect(b.crates).toBe(10);
    expect(b.crateSets).toBe(0);
  });

  it('§12.3 3 VP per complete crate set (one crate in each of the 4 docks; a crate belongs to one set)', () => {
    const b = scored({
      docks: [
        [0, 1, 2],
        [12, 13],
        [24, 25],
        [36, 37],
      ],
    });
    expect(b.crateSets).toBe(6);
    expect(b.crates).toBe(1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 2);
    expect(scored({ docks: [[0], [12], [24], [36]] }).crateSets).toBe(3);
  });
});

describe('RULES §12 final scoring: technology, scoring tiles and the total', () => {
  it('§12.4 technology: 0/1/2/4/6/9 VP by marker position, every track', () => {
    expect(scored({ tech: { village: 0, seafaring: 1, trade: 2, craft: 3 } }).technology).toBe(0 + 1 + 2 + 4);
    // Village at 5 with Pioneer (a `now` tile): only the position VP here.
    const b = scored({ tech: { village: 5, seafaring: 4, trade: 0, craft: 0 } });
    expect(b.technology).toBe(9 + 6);
    expect(b.scoringTiles).toBe(0);
  });

  it('§12.5 end scoring tiles count only for tracks whose top the player reached', () => {
    const tiles: ScoringTileId[] = ['skipper', 'harbourMaster', 'pioneer', 'mayor'];
    expect(
      scored({ returnsHome: 3, collected: [0, 1], tech: { village: 5, seafaring: 4, trade: 0, craft: 0 } }, {}, tiles)
        .scoringTiles,
    ).toBe(12);
    expect(
      scored({ returnsHome: 3, collected: [0, 1], tech: { village: 5, seafaring: 5, trade: 0, craft: 0 } }, {}, tiles)
        .scoringTiles,
    ).toBe(12 + 4);
    expect(
      scored({ returnsHome: 3, collected: [0, 1], tech: { village: 4, seafaring: 4, trade: 0, craft: 0 } }, {}, tiles)
        .scoringTiles,
    ).toBe(0);
  });

  it('§12 the final total adds the score track to every category', () => {
    const b = scored(
      {
        score: 20,
        docks: [[0], [12], [24], [36]],
        tech: { village: 1, seafaring: 0, trade: 0, craft: 0 },
        boat: { section: 2, upgraded: false, slots: [7, null, null] },
      },
      { fish: 5 },
    );
    // 20 + token 7 (1 VP) + (5 + 1 fish → 2 VP) + crates 4 + set 3 + tech 1
    expect([b.duringPlay, b.boatTokens, b.fish, b.crates, b.crateSets, b.technology, b.scoringTiles]).toEqual([
      20, 1, 2, 4, 3, 1, 0,
    ]);
    expect(b.total).toBe(31);
  });
});

/** Plays to the end: everyone retires at the first free tavern each turn and takes every reward offered. */
function playOut(state: GameState, tavernFor: (s: GameState) => number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 200 && state.phase !== 'over'; guard++) {
    const frame = topFrame(state);
    const options = decisionOptions(state);
    const pick = (type: Action['type']): Action | undefined => options.find((a) => a.type === type);
    let action: Action;
    if (frame.kind === 'turn')
      action = state.turn.mainActionDone ? { type: 'endTurn' } : { type: 'retire', tavern: tavernFor(state) };
    else
      action = pick('advanceBoat') ??
        pick('dockTrade') ??
        pick('improve') ??
        pick('keepToken') ??
        pick('slotToken') ??
        pick('takeAbility') ??
        pick('throwOverboard') ??
        pick('completeOrder') ??
        pick('gainTech') ?? { type: 'decline' };
    const result = act(state, action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

const firstFree = (s: GameState): number => s.taverns.indexOf(null) + 1;

describe('RULES §12 score track and events', () => {
  it("§12 each player's final score equals the sum of their ScoreChanged events", () => {
    let state = blankGame(2, 'sum', { scoringTiles: ['builder', 'mayor', 'trader', 'scholar'] });
    state = withResources(state, 0, { grain: 3, food: 1, wood: 2, fish: 7 });
    state = withPlayer(state, 0, { abilities: ['innkeeper'], docks: [[0], [12], [24], [36, 37]] });
    state = withResources(state, 1, { wool: 1, fish: 4, gold: 1 });
    state = withPlayer(state, 1, {
      abilities: ['navigator'],
      tech: { village: 0, seafaring: 4, trade: 0, craft: 2 },
      docks: [[1], [], [], []],
    });
    const { state: end, events } = playOut(state, firstFree);
    expect(end.phase).toBe('over');
    const final = finalScore(end);
    for (const seat of [0, 1]) {
      const deltas = eventsOf(events, 'ScoreChanged')
        .filter((e) => e.player === seat)
        .map((e) => e.delta);
      const sum = deltas.reduce((a, b) => a + b, 0);
      expect(end.players[seat]?.score).toBe(sum);
      expect(final.players[seat]?.total).toBe(sum);
    }
    // Both players scored during play and in final scoring.
    expect(final.players.map((p) => p.duringPlay > 0 && p.total > p.duringPlay)).toEqual([true, true]);
    expect(eventsOf(events, 'GameEnded')[0]?.totals).toEqual(end.players.map((p) => p.score));
  });
});

describe('RULES §12 tie-break', () => {
  it('§12 most VP wins regardless of tavern', () => {
    let state = withPlayer(blankGame(2), 0, { score: 11, tavern: 5 });
    state = withPlayer(state, 1, { score: 10, tavern: 1 });
    expect(computeFinalScore(state).winner).toBe(0);
  });

  it('§12 a tie goes to the tied player in the leftmost tavern of round 3', () => {
    let state = withPlayer(blankGame(3), 0, { score: 10, tavern: 4 });
    state = withPlayer(state, 1, { score: 10, tavern: 2 });
    state = withPlayer(state, 2, { score: 9, tavern: 1 });
    expect(computeFinalScore(state).winner).toBe(1);
    expect(computeFinalScore(withPlayer(state, 0, { tavern: 3 })).winner).toBe(1);
    expect(computeFinalScore(withPlayer(state, 1, { tavern: 5 })).winner).toBe(0);
  });

  it("§12 in a played game, the tie goes to round 3's leftmost tavern, not earlier rounds'", () => {
    // Rounds 1–2: player 0 in T1. Round 3: player 0 goes to T2 and player 1 to T1. Nobody scores anything.
    const { state: end } = playOut(blankGame(2), (s) => (s.round === 3 && s.current === 0 ? 2 : firstFree(s)));
    expect(end.phase).toBe('over');
    expect(end.players.map((p) => p.score)).toEqual([0, 0]);
    expect(finalScore(end).winner).toBe(1);
  });
});
