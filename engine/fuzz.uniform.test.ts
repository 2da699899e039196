import { describe, expect, it } from 'vitest';
import { fuzz } from '../tools/fuzz.js';

/**
 * Seeded fuzz with the uniformly random player: complete games over 1–4 players,
 * every invariant checked after every action (no negative resource; dice, tiles, tokens and crates conserved; score =
 * sum of score events; dice limits), replay = live, JSON round trip mid-game = live, inputs frozen and never written.
 */
describe('fuzz: uniformly random games', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`${players} player${players > 1 ? 's' : ''}: 250 complete games keep every invariant and replay exactly`, () => {
      const report = fuzz(players, 250, 'uniform', 'uniform', 25);
      expect(report.problems).toEqual([]);
      expect(report.decisions).toBeGreaterThan(250 * 40);
    });
  }
});
