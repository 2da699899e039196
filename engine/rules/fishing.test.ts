import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, type PlayerState } from '../index.js';
import type { Frame } from '../types.js';
import {
  act,
  actAll,
  blankGame,
  eventsOf,
  rejection,
  topFrame,
  whiteDie,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';

/*
 * Fishing token ids (engine/data/fjord.ts, RULES §8.1 order):
 *   type 1: 0–3 "2 fish", 4–6 "3 fish", 7–9 "1 fish + 1 VP", 10–11 "1 wood + 1 fish", 12–13 "1 wool + 1 fish";
 *   type 2: 14–16 "4 fish", 17–19 "2 fish + 1 VP", 20–21 "1 plank + 1 fish", 22–23 "2 VP", 24 "1 cloth", 25 "3 fish + 1 VP";
 *   type 3: 26–27 "5 fish", 28–30 "3 fish + 2 VP", 31–32 "1 gold + 1 fish", 33–34 "4 VP", 35 "2 fish + 1 food".
 */

/** Two players, player 0 to move, with chosen fjord stacks (section 1..6 → index 0..5, top first). */
function table(fjord: number[][] = [[], [], [], [], [], []]): GameState {
  return { ...blankGame(2), fjord: fjord.map((s) => s.slice()) };
}

/** Puts a pending frame for player 0 on top of the turn frame, as if an effect were being resolved. */
function pending(state: GameState, frame: Frame): GameState {
  return { ...state, turn: { ...state.turn, mainActionDone: true }, stack: [...state.stack, frame] };
}

const boatFrame: Frame = { kind: 'boat', player: 0, remaining: 1, source: 'building' };

function p0(state: GameState): PlayerState {
  return state.players[0] as PlayerState;
}

function withBoat(state: GameState, section: number, slots: (number | null)[], upgraded = false): GameState {
  return withPlayer(state, 0, { boat: { section, upgraded, slots } });
}

describe('RULES §8.2 advance', () => {
  it('§8.2 a boat in the harbour advances to section 1 and draws its top token (white die on the 1,6 boat building)', () => {
    const state = withPool(table([[5, 0, 1], [2], [], [], [], []]), [whiteDie(0, 6)]);
    const { state: after, events } = actAll(state, [
      { type: 'takeDie', die: 0, use: 'place', value: 6 },
      { type: 'advanceBoat' },
    ]);
    expect(p0(after).boat.section).toBe(1);
    expect(p0(after).boat.slots).toEqual([5, null, null]);
    expect(after.fjord[0]).toEqual([0, 1]);
    expect(after.fjord[1]).toEqual([2]);
    expect(eventsOf(events, 'BoatMoved')).toEqual([{ type: 'BoatMoved', player: 0, from: 0, to: 1 }]);
    expect(eventsOf(events, 'TokenDrawn')).toEqual([{ type: 'TokenDrawn', player: 0, token: 5, section: 1, slot: 0 }]);
    expect(topFrame(after).kind).toBe('turn');
  });

  it('§8.2 advancing moves exactly one section (1 → 2) and draws from the new section', () => {
    const state = pending(withBoat(table([[0], [4, 5], [], [], [], []]), 1, [1, null, null]), boatFrame);
    const { state: after } = act(state, { type: 'advanceBoat' });
    expect(p0(after).boat.section).toBe(2);
    expect(p0(after).boat.slots).toEqual([1, 4, null]);
    expect(after.fjord[0]).toEqual([0]);
    expect(after.fjord[1]).toEqual([5]);
  });

  it('§8.2 a boat stays in section 2 without Deep water I and draws from its own section', () => {
    const state = pending(withBoat(table([[], [4, 5], [14, 15], [], [], []]), 2, [null, null, null]), boatFrame);
    const { state: after, events } = act(state, { type: 'advanceBoat' });
    expect(p0(after).boat.section).toBe(2);
    expect(eventsOf(events, 'BoatMoved')).toHaveLength(0);
    expect(p0(after).boat.slots).toEqual([4, null, null]);
    expect(after.fjord[1]).toEqual([5]);
    expect(after.fjord[2]).toEqual([14, 15]);
  });

  it('§8.2 with Deep water I (Seafaring 1) the boat enters section 3', () => {
    let state = pending(withBoat(table([[], [4, 5], [14, 15], [], [], []]), 2, [null, null, null]), boatFrame);
    state = withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 1 } });
    const { state: after } = act(state, { type: 'advanceBoat' });
    expect(p0(after).boat.section).toBe(3);
    expect(p0(after).boat.slots).toEqual([14, null, null]);
  });
});

describe('RULES §8.2 advance: sections 4 to 6 and empty stacks', () => {
  it('§8.2 a boat stays in section 4 without Deep water II (Seafaring 4) and draws from section 4', () => {
    // One token per stack, so that Nets (Seafaring 2) has nothing to choose from.
    let state = pending(withBoat(table([[], [], [], [16], [26], []]), 4, [null, null, null]), boatFrame);
    state = withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 3 } });
    const { state: after } = act(state, { type: 'advanceBoat' });
    expect(p0(after).boat.section).toBe(4);
    expect(p0(after).boat.slots).toEqual([16, null, null]);
    expect(after.fjord[3]).toEqual([]);
    expect(after.fjord[4]).toEqual([26]);
  });

  it('§8.2 a boat never goes beyond section 6: it stays there and draws from section 6', () => {
    let state = pending(withBoat(table([[], [], [], [], [], [33, 34]]), 6, [null, null, null]), boatFrame);
    state = withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 4 } });
    const { state: looking, events } = act(state, { type: 'advanceBoat' });
    expect(p0(looking).boat.section).toBe(6);
    expect(eventsOf(events, 'BoatMoved')).toHaveLength(0);
    // Seafaring 4 includes Nets: the two tokens looked at are section 6's.
    expect(topFrame(looking)).toEqual({ kind: 'netsKeep', player: 0, section: 6, tokens: [33, 34] });
    const after = act(looking, { type: 'keepToken', token: 33 }).state;
    expect(p0(after).boat.slots).toEqual([33, null, null]);
    expect(after.fjord[5]).toEqual([34]);
  });

  it('§8.2 an empty stack gives nothing: the boat moves but draws no token', () => {
    const state = pending(table([[], [1], [], [], [], []]), boatFrame);
    const { state: after, events } = act(state, { type: 'advanceBoat' });
    expect(p0(after).boat.section).toBe(1);
    expect(p0(after).boat.slots).toEqual([null, null, null]);
    expect(eventsOf(events, 'TokenDrawn')).toHaveLength(0);
    expect(after.fjord[1]).toEqual([1]);
    expect(topFrame(after).kind).toBe('turn');
  });
});

describe('RULES §8.2 Nets (Seafaring 2)', () => {
  function withNets(state: GameState): GameState {
    return withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 2 } });
  }

  it('§8.2 Nets: look at the top 2 tokens, keep 1, the other goes to the bottom of the stack', () => {
    const state = pending(withNets(table([[4, 7, 0, 1], [], [], [], [], []])), boatFrame);
    const { state: looking, events } = act(state, { type: 'advanceBoat' });
    expect(topFrame(looking)).toEqual({ kind: 'netsKeep', player: 0, section: 1, tokens: [4, 7] });
    expect(eventsOf(events, 'TokenLookedAt')[0]).toMatchObject({ tokens: [4, 7], section: 1 });
    expect(p0(looking).boat.slots).toEqual([null, null, null]);

    const { state: after } = act(looking, { type: 'keepToken', token: 7 });
    expect(p0(after).boat.slots).toEqual([7, null, null]);
    expect(after.fjord[0]).toEqual([0, 1, 4]);
    expect(topFrame(after).kind).toBe('turn');
  });

  it('§8.2 Nets: a token that was not looked at cannot be kept', () => {
    const state = pending(withNets(table([[4, 7, 0], [], [], [], [], []])), boatFrame);
    const { state: looking } = act(state, { type: 'advanceBoat' });
    expect(rejection(looking, { type: 'keepToken', token: 0 }).code).toBe('token-not-looked-at');
  });

  it('§8.2 without Nets (Seafaring 1) the top token is drawn with no choice', () => {
    let state = pending(table([[4, 7, 0], [], [], [], [], []]), boatFrame);
    state = withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 1 } });
    const { state: after } = act(state, { type: 'advanceBoat' });
    expect(p0(after).boat.slots).toEqual([4, null, null]);
    expect(after.fjord[0]).toEqual([7, 0]);
  });
});

describe('RULES §8.3 boat slots: a full boat', () => {
  it('§8.3 a full boat must throw a token overboard before taking the new one; declining is refused', () => {
    const state = pending(withBoat(table([[], [4, 5], [], [], [], []]), 2, [0, 1, 2]), boatFrame);
    const { state: full } = act(state, { type: 'advanceBoat' });
    expect(topFrame(full)).toEqual({ kind: 'boatFull', player: 0, section: 2, token: 4 });
    expect(rejection(full, { type: 'decline' }).code).toBe('wrong-moment');
    expect(rejection(full, { type: 'endTurn' }).code).toBe('wrong-moment');
    const throws = legalActions(full)
      .filter((a) => a.type === 'throwOverboard')
      .map((a) => (a as { token: number }).token)
      .sort();
    expect(throws).toEqual([0, 1, 2, 4]);
  });

  it('§8.3 the token just drawn may be the one thrown: it goes to the bottom of the current section', () => {
    const state = pending(withBoat(table([[], [4, 5], [], [], [], []]), 2, [0, 1, 2]), boatFrame);
    const { state: after, events } = actAll(state, [{ type: 'advanceBoat' }, { type: 'throwOverboard', token: 4 }]);
    expect(p0(after).boat.slots).toEqual([0, 1, 2]);
    expect(after.fjord[1]).toEqual([5, 4]);
    expect(eventsOf(events, 'TokenThrown')).toEqual([{ type: 'TokenThrown', player: 0, token: 4, section: 2 }]);
    expect(topFrame(after).kind).toBe('turn');
  });

  it("§8.3 throwing an older token makes room for the new one; the thrown token goes to the bottom of the boat's section", () => {
    const state = pending(withBoat(table([[9], [4, 5], [], [], [], []]), 1, [0, 1, 2]), boatFrame);
    // The boat moves 1 → 2 and draws 4; the thrown token goes to section 2 (where the boat now is), not section 1.
    expect(topFrame(act(state, { type: 'advanceBoat' }).state)).toMatchObject({
      kind: 'boatFull',
      section: 2,
      token: 4,
    });
    const { state: after } = actAll(state, [{ type: 'advanceBoat' }, { type: 'throwOverboard', token: 1 }]);
    expect(p0(after).boat.section).toBe(2);
    expect(p0(after).boat.slots).toEqual([0, 4, 2]);
    expect(after.fjord[1]).toEqual([5, 1]);
    expect(after.fjord[0]).toEqual([9]);
  });
});

describe('RULES §8.3 boat slots: the upgraded boat', () => {
  it('§8.3 upgraded boat (Seafaring 3): 5 slots, the ×2 slot starts empty, tokens kept', () => {
    let state = withBoat(table(), 2, [0, 1, 2]);
    state = withResources(withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 2 } }), 0, { cloth: 1 });
    state = pending(state, { kind: 'orderOrTech', player: 0, allow: 'both', source: 'building' });
    const { state: after, events } = act(state, { type: 'gainTech', track: 'seafaring' });
    expect(p0(after).boat.upgraded).toBe(true);
    expect(p0(after).boat.slots).toHaveLength(5);
    expect(p0(after).boat.slots[0]).toBeNull();
    expect(p0(after).boat.slots.filter((t) => t !== null)).toEqual([0, 1, 2]);
    expect(eventsOf(events, 'BoatUpgraded')).toHaveLength(1);
  });

  it('§8.3 upgraded boat: with the ×2 slot and a normal slot free, the player chooses the slot', () => {
    const base = pending(
      withBoat(table([[], [4, 5], [], [], [], []]), 2, [null, 0, null, null, null], true),
      boatFrame,
    );
    const { state: asking } = act(base, { type: 'advanceBoat' });
    expect(topFrame(asking)).toEqual({ kind: 'tokenSlot', player: 0, token: 4 });
    expect(act(asking, { type: 'slotToken', slot: 'double' }).state.players[0]?.boat.slots).toEqual([
      4,
      0,
      null,
      null,
      null,
    ]);
    const normal = act(asking, { type: 'slotToken', slot: 'normal' }).state;
    expect(normal.players[0]?.boat.slots[0]).toBeNull();
    expect(normal.players[0]?.boat.slots.filter((t) => t !== null).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([0, 4]);
  });

  it('§8.3 upgraded boat: no question when the ×2 slot is taken (or is the only free slot)', () => {
    const doubleTaken = pending(
      withBoat(table([[], [4], [], [], [], []]), 2, [0, null, null, null, null], true),
      boatFrame,
    );
    const a = act(doubleTaken, { type: 'advanceBoat' }).state;
    expect(topFrame(a).kind).toBe('turn');
    expect(a.players[0]?.boat.slots.filter((t) => t !== null)).toEqual([0, 4]);
    expect(a.players[0]?.boat.slots[0]).toBe(0);

    const onlyDouble = pending(withBoat(table([[], [4], [], [], [], []]), 2, [null, 0, 1, 2, 3], true), boatFrame);
    const b = act(onlyDouble, { type: 'advanceBoat' }).state;
    expect(topFrame(b).kind).toBe('turn');
    expect(b.players[0]?.boat.slots).toEqual([4, 0, 1, 2, 3]);
  });

  it('§8.3 upgraded boat holds 5 tokens: the sixth draw makes it throw one overboard', () => {
    const state = pending(withBoat(table([[], [4], [], [], [], []]), 2, [5, 0, 1, 2, 3], true), boatFrame);
    expect(topFrame(act(state, { type: 'advanceBoat' }).state).kind).toBe('boatFull');
  });
});

describe('RULES §8.3 boat slots with the Shipwright (§9.4)', () => {
  it('§9.4 Shipwright: a basic boat has 4 slots (no throw on the 4th token)', () => {
    let state = withBoat(table([[], [4], [], [], [], []]), 2, [0, 1, 2, null]);
    state = pending(withPlayer(state, 0, { abilities: ['shipwright'] }), boatFrame);
    const { state: after } = act(state, { type: 'advanceBoat' });
    expect(topFrame(after).kind).toBe('turn');
    expect(p0(after).boat.slots).toEqual([0, 1, 2, 4]);
  });

  it('§9.4 Shipwright taken from the board adds a slot at once; with an upgraded boat there are 6', () => {
    let state = withBoat(table(), 1, [0, 1, 2]);
    state = withResources(withPlayer(state, 0, { tech: { ...p0(state).tech, village: 1 } }), 0, { wood: 1 });
    state = { ...state, abilityOffer: ['shipwright', 'pilot', 'smith', 'merchant'] };
    state = pending(state, { kind: 'orderOrTech', player: 0, allow: 'both', source: 'building' });
    const { state: after } = actAll(state, [
      { type: 'gainTech', track: 'village' },
      { type: 'takeAbility', ability: 'shipwright' },
    ]);
    expect(p0(after).boat.slots).toEqual([0, 1, 2, null]);

    // An upgraded Shipwright boat has 6 slots: with 3 tokens aboard it takes 3 more without throwing.
    let upgraded = withBoat(table([[], [4, 5, 6], [], [], [], []]), 2, [null, 0, 1, 2, null, null], true);
    upgraded = withPlayer(upgraded, 0, { abilities: ['shipwright'] });
    upgraded = pending(upgraded, { kind: 'boat', player: 0, remaining: 3, source: 'tavern' });
    const s1 = act(upgraded, { type: 'advanceBoat' }).state; // asks ×2 or normal
    const s2 = act(s1, { type: 'slotToken', slot: 'normal' }).state;
    const s3 = act(s2, { type: 'advanceBoat' }).state;
    const s4 = act(s3, { type: 'slotToken', slot: 'normal' }).state;
    const s5 = act(s4, { type: 'advanceBoat' }).state; // only the ×2 slot is left: no question, no throw
    expect(topFrame(s5).kind).toBe('turn');
    expect(s5.players[0]?.boat.slots).toEqual([6, 0, 1, 2, 4, 5]);
  });

  it('§8.3 taking Shipwright keeps the token in the ×2 slot where it is', () => {
    let state = withBoat(table(), 3, [22, 0, null, null, null], true);
    state = withResources(withPlayer(state, 0, { tech: { ...p0(state).tech, village: 1, seafaring: 3 } }), 0, {
      wood: 1,
    });
    state = { ...state, abilityOffer: ['shipwright', 'pilot', 'smith', 'merchant'] };
    state = pending(state, { kind: 'orderOrTech', player: 0, allow: 'both', source: 'building' });
    const { state: after } = actAll(state, [
      { type: 'gainTech', track: 'village' },
      { type: 'takeAbility', ability: 'shipwright' },
    ]);
    expect(p0(after).boat.slots).toHaveLength(6);
    expect(p0(after).boat.slots[0]).toBe(22);
    // Returning home from section 3: 5 VP + token 22 (2 VP) doubled = 9 VP.
    const home = act(pending(after, boatFrame), { type: 'returnHome' }).state;
    expect(home.players[0]?.score).toBe(9);
  });
});

describe('RULES §8.2 return home', () => {
  it("§8.2 return home scores the section VP, then the tokens' contents; tokens become collected; boat to harbour", () => {
    // Section 2 (3 VP); token 7 = 1 fish + 1 VP, token 10 = 1 wood + 1 fish.
    const state = pending(withBoat(table(), 2, [7, 10, null]), boatFrame);
    const { state: after, events } = act(state, { type: 'returnHome' });
    expect(p0(after).score).toBe(4);
    expect(p0(after).resources).toMatchObject({ fish: 2, wood: 1 });
    expect(p0(after).collected).toEqual([7, 10]);
    expect(p0(after).boat).toEqual({ section: 0, upgraded: false, slots: [null, null, null] });
    expect(p0(after).returnsHome).toBe(1);
    const scores = eventsOf(events, 'ScoreChanged').map((e) => [e.delta, e.reason]);
    expect(scores).toEqual([
      [3, { code: 'returnHome', section: 2 }],
      [1, { code: 'fishingTokens' }],
    ]);
    expect(eventsOf(events, 'ReturnedHome')[0]).toMatchObject({ section: 2, tokens: [7, 10] });
  });

  it("§8.2 return home pays each section's VP (1/3/5/7/10/13)", () => {
    const vps = [1, 2, 3, 4, 5, 6].map((section) => {
      const state = pending(withBoat(table(), section, [null, null, null]), boatFrame);
      return act(state, { type: 'returnHome' }).state.players[0]?.score;
    });
    expect(vps).toEqual([1, 3, 5, 7, 10, 13]);
  });

  it('§8.2 a boat in the harbour cannot return home', () => {
    const state = pending(table(), boatFrame);
    expect(rejection(state, { type: 'returnHome' }).code).toBe('boat-in-harbour');
    expect(legalActions(state).some((a) => a.type === 'returnHome')).toBe(false);
  });

  it("§8.2 the ×2 slot doubles only the token's VP on return home, not its resources", () => {
    // Section 3 (5 VP); ×2 slot: token 25 = 3 fish + 1 VP; normal slot: token 17 = 2 fish + 1 VP.
    let state = withBoat(table(), 3, [25, 17, null, null, null], true);
    state = pending(withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 3 } }), boatFrame);
    const { state: after } = act(state, { type: 'returnHome' });
    expect(p0(after).score).toBe(5 + 2 + 1);
    expect(p0(after).resources.fish).toBe(5);
  });

  it('§8.2 a token in a normal slot of an upgraded boat is not doubled', () => {
    let state = withBoat(table(), 3, [null, 25, null, null, null], true);
    state = pending(withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 3 } }), boatFrame);
    expect(act(state, { type: 'returnHome' }).state.players[0]?.score).toBe(6);
  });

  it('§9.4 Navigator: +2 VP on each return home', () => {
    let state = withBoat(table(), 2, [7, null, null]);
    state = pending(withPlayer(state, 0, { abilities: ['navigator'] }), boatFrame);
    const { state: after, events } = act(state, { type: 'returnHome' });
    expect(p0(after).score).toBe(3 + 2 + 1);
    expect(
      eventsOf(events, 'ScoreChanged').find((e) => e.reason.code === 'ability' && e.reason.ability === 'navigator')
        ?.delta,
    ).toBe(2);
  });

  it('§8.2 return home from section 6 is remembered (for the solo task)', () => {
    let state = withBoat(table(), 6, [null, null, null]);
    state = pending(withPlayer(state, 0, { tech: { ...p0(state).tech, seafaring: 4 } }), boatFrame);
    expect(act(state, { type: 'returnHome' }).state.players[0]?.returnedFromLastSection).toBe(true);
  });
});

describe('RULES §4.4 / §8.3 throw overboard as a free action', () => {
  it("§4.4 throwing overboard is a free action on your turn: the token goes to the bottom of the boat's section", () => {
    const state = withBoat(table([[], [4], [], [], [], []]), 2, [0, 1, null]);
    const { state: after, events } = act(state, { type: 'throwOverboard', token: 0 });
    expect(p0(after).boat.slots).toEqual([null, 1, null]);
    expect(after.fjord[1]).toEqual([4, 0]);
    expect(after.turn.mainActionDone).toBe(false);
    expect(topFrame(after).kind).toBe('turn');
    expect(eventsOf(events, 'TokenThrown')).toEqual([{ type: 'TokenThrown', player: 0, token: 0, section: 2 }]);
  });

  it('§4.4 throwing overboard is allowed while an effect waits', () => {
    const state = pending(withBoat(table([[], [4], [], [], [], []]), 2, [0, 1, null]), {
      kind: 'improve',
      player: 0,
      remaining: 1,
      source: 'building',
      produced: null,
    });
    const { state: after } = act(withResources(state, 0, { wood: 1 }), { type: 'throwOverboard', token: 1 });
    expect(p0(after).boat.slots).toEqual([0, null, null]);
    expect(topFrame(after).kind).toBe('improve');
  });

  it('§4.4 a token that is not on your boat cannot be thrown', () => {
    const state = withBoat(table([[], [4], [], [], [], []]), 2, [0, null, null]);
    expect(rejection(state, { type: 'throwOverboard', token: 4 }).code).toBe('token-not-on-boat');
  });
});
