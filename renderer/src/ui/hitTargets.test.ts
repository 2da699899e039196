// @vitest-environment happy-dom
// (hitTargets reads the areas' places from the scene's area modules, which import PixiJS.)
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/bots/index';
import { startedGame, withPlayer } from '../../../engine/testing/index';
import {
  applyAction,
  chainNextCell,
  data,
  finalScore,
  villageLayout,
  legalActions,
  pendingDecision,
  publicView,
  type GameState,
} from '../game/engine';
import { describeCost, describeToken } from '../game/describe';
import { refusalFor } from '../game/refusal';
import { i18n } from '../i18n';
import { IDLE, type Selection } from '../game/interaction';
import { BOAT_TILE, MOST_BOAT_SLOTS, boatSlotRect } from '../scene/areas/boat';
import { DOCK_SPACES } from '../scene/areas/docks';
import { TRACK_ORDER, scoringTileRect } from '../scene/areas/tracks';
import { overlaps } from '../scene/layout';
import { PLAYER_STYLES } from '../scene/palette';
import { actingTargets, hitTargets, informationTargets, type HitInputs, type HitTarget } from './hitTargets';
import { abilityText, boardwalkText, dockText, scoringTileLine, taskText } from '../game/names';

const boardwalkOf = (walk: data.Boardwalk | undefined): string => (walk ? boardwalkText(walk.reward) : '?');

const NAMES = ['Astrid', 'Bjørn', 'Cato', 'Dagny'];

function inputsOf(state: GameState, selection: Selection = IDLE, viewedSeat = state.current): HitInputs {
  return {
    state,
    pending: pendingDecision(state),
    legal: legalActions(state),
    selection,
    viewedSeat,
    humanToAct: true,
    seats: state.players.map((_, seat) => ({
      name: NAMES[seat] ?? '',
      colour: PLAYER_STYLES[seat]?.colour ?? 0,
      shape: PLAYER_STYLES[seat]?.shape ?? 'circle',
      bot: false,
    })),
    placeableCells: new Set(),
    nextChainCell: chainNextCell(state),
  };
}

function targetsOf(state: GameState, selection: Selection = IDLE, viewedSeat = state.current): HitTarget[] {
  const targets = hitTargets(inputsOf(state, selection, viewedSeat));
  expectInformationStaysOutOfTheWay(inputsOf(state, selection, viewedSeat), targets);
  return targets;
}

function byId(targets: readonly HitTarget[], id: string): HitTarget {
  const target = targets.find((t) => t.id === id);
  if (!target) throw new Error(`no target ${id}`);
  return target;
}

/** The ids of every piece the table draws for `seat`'s view (beyond the village cells and the spots that act). */
function drawnPieces(state: GameState, seat: number): string[] {
  const player = state.players[seat];
  if (!player) return [];
  return [
    'round-tracker',
    'score-track',
    'harbour',
    'village-name',
    'boat-tile',
    'workers',
    ...TRACK_ORDER.map((track) => `scoring-tile-${track}`),
    ...data.FJORD_SECTIONS.map((section) => `section-${section.section}`),
    ...[1, 2, 3, 4, 5, 6].flatMap((value) => [
      `pool-value-${value}`,
      `village-column-${value}`,
      `village-row-${value}`,
    ]),
    ...data.DOCKS.flatMap((dock) => [
      `dock-${dock.row}`,
      ...(player.docks[dock.row - 1] ?? []).slice(0, DOCK_SPACES).map((_, space) => `dock-${dock.row}-crate-${space}`),
    ]),
    ...player.boat.slots.map((token, slot) => (token === null ? `boat-slot-${slot}` : `token-slot-${slot}`)),
    ...player.abilities.map((ability) => `owned-ability-${ability}`),
    ...state.players.map((_, s) => `player-${s}`),
    ...(state.players.length === 1 ? ['solo-task'] : []),
  ];
}

/**
 * The hit layer's order is the page's: Tab visits the targets in it and a later target lies over an earlier one. So the
 * pieces that only inform come after every spot that acts (or may act in another state), do nothing when clicked, and
 * none of them covers such a spot.
 */
function expectInformationStaysOutOfTheWay(input: HitInputs, targets: readonly HitTarget[]): void {
  const acting = actingTargets(input);
  const information = informationTargets(input);
  expect(targets.map((t) => t.id)).toEqual([...acting, ...information].map((t) => t.id));
  for (const info of information) {
    expect([info.id, info.enabled, info.command.kind]).toEqual([info.id, false, 'none']);
    expect(
      acting.filter((t) => overlaps(t.rect, info.rect)).map((t) => t.id),
      `${info.id} lies over`,
    ).toEqual([]);
  }
}

/** Two seats past the draft; the first one's storage board, boat and workers shaped so that every kind of piece shows. */
function shapedTable(): GameState {
  const state = startedGame(2, 'tooltips');
  const crates = (stack: number, n: number): number[] =>
    data.CRATES.filter((crate) => crate.stack === stack)
      .slice(0, n)
      .map((crate) => crate.id);
  const tokens = data.TOKENS.slice(0, 4).map((token) => token.id);
  const seat = state.players[0];
  if (!seat) throw new Error('no seat');
  const workerCell = seat.buildings.findIndex((code, cell) => code !== null && seat.occupant[cell] === 0);
  return withPlayer(state, 0, {
    // Dock 1 holds more crates than it has spaces; dock 3 none.
    docks: [crates(1, DOCK_SPACES + 2), crates(2, 1), [], crates(4, 2)],
    // An upgraded boat with the Shipwright's extra slot: six slots, the ×2 one holding a token.
    boat: { section: 4, upgraded: true, slots: [tokens[0] ?? 0, null, tokens[1] ?? 0, null, tokens[2] ?? 0, null] },
    abilities: [...seat.abilities.filter((ability) => ability !== 'shipwright'), 'shipwright'],
    tech: { ...seat.tech, village: data.TOP_SPACE },
    workersOwned: 3,
    workersPlaced: 1,
    occupant: seat.occupant.map((o, cell) => (cell === workerCell ? 2 : o)),
  });
}

/** The shaped table's targets for its first seat, and a target's tooltip as one text (its title, then its body). */
function shapedTargets() {
  const state = shapedTable();
  const player = state.players[0];
  if (!player) throw new Error('no seat');
  const targets = targetsOf(state, IDLE, 0);
  const text = (id: string): string => {
    const t = byId(targets, id).tooltip;
    return `${t.title}\n${t.body}`;
  };
  return { state, player, targets, text };
}

describe('hit targets: a tooltip on every piece of the table, from the edition data', () => {
  it('gives every piece drawn a target with a title and a body', () => {
    const state = shapedTable();
    const targets = targetsOf(state, IDLE, 0);
    for (const id of drawnPieces(state, 0)) {
      const target = byId(targets, id);
      expect(target.tooltip.title, id).not.toBe('');
      expect(target.tooltip.body, id).not.toBe('');
      expect(target.label, id).not.toBe('');
    }
  });

  it('reads the scoring tiles from the data, each part of its track', () => {
    const { state, targets, text } = shapedTargets();
    for (const track of TRACK_ORDER) {
      const tile = byId(targets, `scoring-tile-${track}`);
      expect(tile.tooltip.body).toContain(scoringTileLine(state.scoringTiles[track]));
      expect(tile.rect).toEqual(scoringTileRect(track));
      // The tile is part of its track: a click there does what a click on the track does.
      expect([tile.command, tile.enabled]).toEqual([
        byId(targets, `track-${track}`).command,
        byId(targets, `track-${track}`).enabled,
      ]);
    }
    expect(text('scoring-tile-village')).toContain('Reached the top: \u2068Astrid\u2069.');
    expect(text('scoring-tile-trade')).toContain('Reached the top: nobody yet.');
  });

  it('reads the docks and the crates delivered to them from the data', () => {
    const { player, targets, text } = shapedTargets();
    for (const dock of data.DOCKS) {
      expect(text(`dock-${dock.row}`)).toContain(dockText(dock.reward));
      const crates = player.docks[dock.row - 1] ?? [];
      expect(text(`dock-${dock.row}`)).toContain(`${crates.length} crate`);
      crates.forEach((id, i) => {
        const crate = data.CRATES[id];
        // A crate beyond the last space is told of on that space.
        expect(text(`dock-${dock.row}-crate-${Math.min(i, DOCK_SPACES - 1)}`)).toContain(
          `Paid ${describeCost(crate?.cost ?? [])}: ${crate?.vp} VP`,
        );
      });
    }
    expect(targets.some((t) => t.id === 'dock-3-crate-0')).toBe(false);
    expect(byId(targets, `dock-1-crate-${DOCK_SPACES - 1}`).tooltip.title).toBe('3 crates delivered to dock 1');
  });
});

describe('hit targets: the boat and the workers, from the edition data', () => {
  it('reads the boat tile and its slots, the ×2 one and the tokens held, from the data', () => {
    const { player, targets, text } = shapedTargets();
    // Slot 0 of an upgraded boat is the ×2 slot, and only it.
    player.boat.slots.forEach((token, slot) => {
      const id = token === null ? `boat-slot-${slot}` : `token-slot-${slot}`;
      expect(text(id).includes(`×${data.BOAT.doubleSlotMultiplier} slot`), id).toBe(slot === 0);
    });
    // A slot holding a token tells of the token (the shaped boat holds them in slots 0, 2 and 4).
    const held = player.boat.slots.flatMap((token, slot) => (token === null ? [] : [{ slot, token }]));
    expect(held.map(({ slot }) => slot)).toEqual([0, 2, 4]);
    for (const { slot, token } of held) expect(text(`token-slot-${slot}`)).toContain(describeToken(token));
    // Every slot a boat can have lies on the boat tile (the first order stack lies just past it).
    expect(MOST_BOAT_SLOTS).toBe(data.BOAT.upgradedSlots + 1);
    for (let slot = 0; slot < MOST_BOAT_SLOTS; slot++) {
      const spot = boatSlotRect(slot);
      expect(spot.x + spot.w, `slot ${slot}`).toBeLessThanOrEqual(BOAT_TILE.x + BOAT_TILE.w);
    }
    expect(byId(targets, 'boat-slot-5').rect).toEqual(boatSlotRect(5));
    expect(text('boat-tile')).toContain('6 slots');
    expect(text('boat-tile')).toContain(`returning home scores ${data.FJORD_SECTIONS[3]?.returnVp} VP`);
  });

  it('reads the workers and the abilities owned from the data', () => {
    const { targets, text } = shapedTargets();
    expect(text('workers')).toContain('2 of 3 available');
    expect(
      targets.filter((t) => t.id.startsWith('cell-') && t.tooltip.body.includes('A worker stands here')),
    ).toHaveLength(1);
    expect(text('owned-ability-shipwright')).toContain(abilityText('shipwright'));
  });
});

describe('hit targets: the state of the game', () => {
  it('tells of the round, the scores, the fjord and the pool as the state has them', () => {
    const { state, text } = shapedTargets();
    expect(text('round-tracker')).toContain(`Round ${state.round} of ${data.GAME.rounds}`);
    expect(text('round-tracker')).toContain(`${state.trackerDice.length} orange dice`);
    state.players.forEach((player, seat) =>
      expect(text('score-track')).toContain(`\u2068${NAMES[seat]}\u2069: ${player.score} VP`),
    );
    expect(text('section-4')).toContain('Boats here: \u2068Astrid\u2069.');
    for (const section of data.FJORD_SECTIONS)
      expect(text(`section-${section.section}`)).toContain(`${state.fjord[section.section - 1]?.length} token`);
    for (let value = 1; value <= 6; value++) {
      const white = state.pool.filter((die) => die.value === value && die.colour === 'white').length;
      const orange = state.pool.filter((die) => die.value === value && die.colour === 'orange').length;
      expect(text(`pool-value-${value}`)).toContain(`In the pool: ${white} white, ${orange} orange.`);
    }
    const walks = villageLayout(state.setup, 0).boardwalks;
    for (let index = 1; index <= 6; index++) {
      expect(text(`village-column-${index}`)).toContain(boardwalkOf(walks.find((walk) => walk.cell % 6 === index - 1)));
      expect(text(`village-row-${index}`)).toContain(
        boardwalkOf(walks.find((walk) => Math.floor(walk.cell / 6) === index - 1)),
      );
    }
  });
});

describe('hit targets: what a decision offers, and the pieces it covers', () => {
  it('leaves the entry numbers to the die in hand while one is picked up', () => {
    const state = shapedTable();
    const die = legalActions(state).find((a) => a.type === 'takeDie');
    if (die?.type !== 'takeDie') throw new Error('no die to take');
    const targets = targetsOf(state, { kind: 'die', die: die.die, value: 1 }, state.current);
    expect(targets.filter((t) => t.id.startsWith('entry-'))).toHaveLength(6);
    expect(targets.filter((t) => t.id.startsWith('village-column-') || t.id.startsWith('village-row-'))).toEqual([]);
  });

  it('an entry the die in hand cannot take says why in the engine’s words, never that it is free', () => {
    const state = startedGame(2, 'entry-closed');
    const free = i18n.t('prompt.free');
    const closed: string[] = [];
    const wrong: string[] = [];
    for (const die of state.pool) {
      const selection: Selection = { kind: 'die', die: die.id, value: die.value };
      for (const target of targetsOf(state, selection).filter((t) => t.id.startsWith('entry-') && !t.enabled)) {
        const why = refusalFor(state, target.command, selection) ?? 'no reason';
        closed.push(target.id);
        const { body } = target.tooltip;
        if (body.includes(free) || !body.includes(why) || !target.label.includes(why))
          wrong.push(`die ${die.id} ${target.id}: ${body}`);
      }
    }
    expect(closed.length, 'entries a die cannot take').toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('shows a solo game its task and medals, measured by the engine', () => {
    const state = startedGame(1, 'tooltips-solo', { task: 'fourLines' });
    const targets = targetsOf(state);
    const solo = byId(targets, 'solo-task');
    expect(solo.tooltip.title).toBe(`Solo task: ${taskText('fourLines')}`);
    expect(solo.tooltip.body).toContain('As things stand: not met.');
    // The thresholds the engine grades this game by (its edition's: the test game names none, so edition 1's).
    const thresholds = finalScore(state).solo?.thresholds;
    expect(thresholds).toEqual(data.EDITION_DATA[1].medalThresholds);
    for (const medal of data.MEDALS)
      expect(solo.tooltip.body).toContain(`${data.MEDAL_NAMES[medal]} ${thresholds?.[medal]}`);
    expect(targets.some((t) => t.id === 'solo-task')).toBe(true);
    expect(targetsOf(startedGame(2, 'tooltips-duel')).some((t) => t.id === 'solo-task')).toBe(false);
  });

  it('keeps every piece covered, and out of the way of the decisions, through a whole game', () => {
    let state = startedGame(3, 'tooltips-game');
    let checked = 0;
    while (state.phase !== 'over') {
      const pending = pendingDecision(state);
      if (!pending) throw new Error('no decision pending');
      const targets = targetsOf(state, IDLE, pending.seat);
      const ids = new Set(targets.map((t) => t.id));
      expect(drawnPieces(state, pending.seat).filter((id) => !ids.has(id))).toEqual([]);
      expect(targets.filter((t) => t.tooltip.title === '' || t.tooltip.body === '').map((t) => t.id)).toEqual([]);
      checked += 1;
      const action = chooseAction(publicView(state, pending.seat), pending.seat, 'easy', `tooltips-${checked}`);
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
