import { describe, expect, it } from 'vitest';
import { SOUND_NAMES } from '../../../assets/sounds/names';
import { playRandomGame, setupFor } from '../../../engine/testing/index';
import type { GameEvent } from '../game/engine';
import { MOVE_SECONDS, STAGGER_SECONDS } from '../scene/timing';
import { EVENT_SOUNDS, cuesOf } from './eventSounds';

const NOBODY = { humanSeats: new Set<number>() };

describe('the sounds of domain events', () => {
  it('times each sound as the table staggers its batch, at the animation speed', () => {
    const events: GameEvent[] = [
      { type: 'DiceRolled', round: 1, dice: [] },
      { type: 'ResourcesChanged', player: 0, delta: { fish: 1 }, reason: { code: 'building' } },
      { type: 'TilePlaced', player: 0, tile: 3, from: 'S1', cells: [0], revealed: null },
    ];
    expect(cuesOf(events, NOBODY, 1)).toEqual([
      { sound: 'dice-roll', at: 0 },
      { sound: 'tile-placed', at: 2 * STAGGER_SECONDS + MOVE_SECONDS.flight },
    ]);
    expect(cuesOf(events, NOBODY, 0.5).map((cue) => cue.at)).toEqual([
      0,
      (2 * STAGGER_SECONDS + MOVE_SECONDS.flight) * 0.5,
    ]);
    expect(cuesOf(events, NOBODY, 0).map((cue) => cue.at)).toEqual([0, 0]);
  });

  it('calls a person to play, but not a bot; counts points won, not points lost', () => {
    const events: GameEvent[] = [
      { type: 'TurnStarted', player: 0, round: 1 },
      { type: 'TurnStarted', player: 1, round: 1 },
      { type: 'ScoreChanged', player: 0, delta: 3, total: 3, reason: { code: 'building' } },
      { type: 'ScoreChanged', player: 0, delta: -1, total: 2, reason: { code: 'building' } },
    ];
    expect(cuesOf(events, { humanSeats: new Set([1]) }, 0).map((cue) => cue.sound)).toEqual([
      'your-turn',
      'score-tick',
    ]);
  });

  it('gives every sound made for the game a use (the refusal buzz is the one not made by an event)', () => {
    const used = new Set(Object.values(EVENT_SOUNDS).flatMap((rule) => (rule ? [rule.sound] : [])));
    expect(new Set([...used, 'refused'])).toEqual(new Set(SOUND_NAMES));
    expect(used.has('refused')).toBe(false);
  });

  it('sounds through a whole seeded game: dice, tiles, boats, crates, tracks, turns and the final fanfare', () => {
    const events: GameEvent[] = [];
    playRandomGame(setupFor(2, 'sounds'), 'sounds', {
      policy: 'eager',
      onAction: (_before, _action, _after, batch) => events.push(...batch),
    });
    const heard = new Set(cuesOf(events, { humanSeats: new Set([0, 1]) }, 1).map((cue) => cue.sound));
    expect([...heard].sort()).toEqual(SOUND_NAMES.filter((name) => name !== 'refused').sort());
  });
});
