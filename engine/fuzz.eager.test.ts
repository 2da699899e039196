import { describe, expect, it } from 'vitest';
import { DECISION_KINDS, type GameEvent } from './index.js';
import { fuzz } from '../tools/fuzz.js';
import { VARIED_SETUPS } from '../tools/playout.js';

const ALL_EVENTS: readonly GameEvent['type'][] = [
  'DiceRolled',
  'SetPicked',
  'DieTaken',
  'DieAdjusted',
  'DiePlaced',
  'DieSetAside',
  'DieRemoved',
  'BuildingActivated',
  'TilePlaced',
  'TileDiscarded',
  'LineCompleted',
  'ResourcesChanged',
  'BoatMoved',
  'BoatUpgraded',
  'TokenDrawn',
  'TokenLookedAt',
  'TokenThrown',
  'ReturnedHome',
  'OrderCompleted',
  'CrateDiscarded',
  'TechAdvanced',
  'AbilityTaken',
  'WorkerPlaced',
  'WorkerGained',
  'Retired',
  'DockActivated',
  'ScoreChanged',
  'TurnStarted',
  'RoundEnded',
  'GameEnded',
  'WagonPlaced',
  'WagonMoved',
];

/**
 * Seeded fuzz with an eager random player that rarely passes, so games reach the tops of tracks, upgraded boats, Nets
 * and full boats. The same checks as the uniform fuzz, plus coverage: every event and every decision kind occurs.
 */
describe('fuzz: eager random games', () => {
  const events = new Set<string>();
  const frames = new Set<string>();
  const setups = new Set<string>();
  for (const players of [1, 2, 3, 4]) {
    it(`${players} player${players > 1 ? 's' : ''}: 250 deep games keep every invariant and replay exactly`, () => {
      const report = fuzz(players, 250, 'eager', 'eager', 25);
      expect(report.problems).toEqual([]);
      for (const event of report.eventTypes) events.add(event);
      for (const frame of report.frameKinds) frames.add(frame);
      for (const setup of report.setups) setups.add(setup);
    });
  }
  it('the fuzzed games exercised every event and every kind of decision', () => {
    expect([...ALL_EVENTS].filter((e) => !events.has(e))).toEqual([]);
    expect([...DECISION_KINDS].filter((f) => !frames.has(f))).toEqual([]);
  });
  it('RULES §14.1, §14.2, §14.3, §16: the fuzzed games played both editions and every table rule, each in the basic and advanced game, on the common and the clan side', () => {
    expect(setups.size).toBe(VARIED_SETUPS);
  });
});
