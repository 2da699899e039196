import { data, villageLayout, type Action, type GameState, type PendingDecision, type Resource, type StackId } from '../game/engine';
import { buildingTooltip, resourceActions, type Selection } from '../game/interaction';
import {
  boardwalkNote, boatSlotTooltip, boatTileTooltip, describeCrate, dockCrateTooltip, dockTooltip, harbourTooltip, occupantNote,
  playerTooltip, poolValueTooltip, roundTrackerTooltip, scoreTrackTooltip, scoringTileTooltip, sectionTooltip, soloTooltip,
  trackTooltip, villageLineTooltip, villageNameTooltip, workersTooltip, type Tooltip,
} from '../game/describe';
import * as L from '../scene/layout';
import { resourceChipRect } from '../scene/TableScene';
import type { SeatLook } from '../scene/model';

/** What clicking (or pressing Enter on) a spot of the table asks for. The game screen turns it into an action. */
export type TableCommand =
  | { readonly kind: 'selectDie'; readonly die: number }
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'entry'; readonly value: number }
  | { readonly kind: 'stack'; readonly stack: StackId }
  | { readonly kind: 'send'; readonly action: Action }
  | { readonly kind: 'resource'; readonly resource: Resource }
  | { readonly kind: 'view'; readonly seat: number }
  | { readonly kind: 'none' };

export interface HitTarget {
  readonly id: string;
  readonly rect: L.Rect;
  /** Accessible name: what the spot is, and what activating it does. */
  readonly label: string;
  readonly tooltip: Tooltip;
  readonly enabled: boolean;
  readonly command: TableCommand;
  /** Extra data attributes (e.g. whether a cell is part of a legal placement) for tests and styling. */
  readonly marks?: Readonly<Record<string, string>>;
}

export interface HitInputs {
  readonly state: GameState;
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
  readonly selection: Selection;
  readonly viewedSeat: number;
  readonly seats: readonly SeatLook[];
  readonly humanToAct: boolean;
  readonly placeableCells: ReadonlySet<number>;
  readonly nextChainCell: number | null;
}

/**
 * Every spot of the table, on the same rectangles the scene draws: first the ones that act (in the order Tab visits
 * them), then the pieces that only inform (see `informationTargets`).
 */
export function hitTargets(input: HitInputs): HitTarget[] {
  return [...actingTargets(input), ...informationTargets(input)];
}

/** The seats' names as the tooltips write them. */
const namesOf = (input: HitInputs): string[] => input.state.players.map((_, seat) => input.seats[seat]?.name ?? `Player ${seat + 1}`);

/** The spots that do something when clicked (or may, once the decision allows it). */
export function actingTargets(input: HitInputs): HitTarget[] {
  const { state, legal, selection, viewedSeat, humanToAct } = input;
  const names = namesOf(input);
  const out: HitTarget[] = [];
  const can = (predicate: (action: Action) => boolean): boolean => humanToAct && legal.some(predicate);
  const viewingActor = input.pending !== null && viewedSeat === input.pending.seat;

  // Dice in the pool.
  const byValue = new Map<number, number[]>();
  for (const die of state.pool) byValue.set(die.value, [...(byValue.get(die.value) ?? []), die.id]);
  for (const die of state.pool) {
    const ids = byValue.get(die.value) ?? [];
    const spot = L.poolSlot(die.value, ids.indexOf(die.id), ids.length);
    const enabled = can((a) => a.type === 'takeDie' && a.die === die.id);
    out.push({
      id: `die-${die.id}`, rect: L.rect(spot.x - 12, spot.y - 12, 24, 24),
      label: `${die.colour} die showing ${die.value}${enabled ? ': take it' : ''}`,
      tooltip: { title: `${die.colour === 'white' ? 'White' : 'Orange'} die: ${die.value}`, body: die.colour === 'white' ? 'A white die enters your village above the column of its value.' : 'An orange die enters your village left of the row of its value.' },
      enabled, command: { kind: 'selectDie', die: die.id },
    });
  }

  // The viewed village's cells and entry spots.
  const player = state.players[viewedSeat];
  const layout = villageLayout(state.setup, viewedSeat);
  if (player) {
    const walks = new Map(layout.boardwalks.map((walk) => [walk.cell, walk] as const));
    for (let cell = 0; cell < 36; cell++) {
      const code = player.buildings[cell];
      const walk = walks.get(cell);
      const where = `Row ${Math.floor(cell / 6) + 1}, column ${(cell % 6) + 1}`;
      const occupant = occupantNote(state, player, cell);
      const tooltip = walk ? { title: `Boardwalk · ${where}`, body: `When its row or column is complete: ${walk.label}. Never built on, never activated.\n${boardwalkNote(player, cell)}` }
        : code ? { title: `${data.BUILDINGS[code].label} · ${where}`, body: buildingTooltip(code) + (occupant ? `\n${occupant}` : '') }
          : { title: `Empty lot · ${where}`, body: 'Buildable: a tile may be placed here. It stops an activation chain.' };
      let enabled = false;
      if (viewingActor && humanToAct) {
        if (selection.kind === 'placing') enabled = input.placeableCells.has(cell);
        else if (selection.kind === 'worker') enabled = can((a) => a.type === 'placeWorker' && a.cell === cell);
        else if (input.nextChainCell === cell) enabled = true;
      }
      out.push({
        id: `cell-${cell}`, rect: L.villageCellRect(cell), label: tooltip.title, tooltip, enabled,
        command: { kind: 'cell', cell },
        marks: { placeable: String(selection.kind === 'placing' && input.placeableCells.has(cell)), next: String(input.nextChainCell === cell) },
      });
    }
    if (selection.kind === 'die' && viewingActor) {
      const die = state.pool.find((d) => d.id === selection.die);
      for (let value = 1; value <= 6 && die; value++) {
        const enabled = can((a) => a.type === 'takeDie' && a.die === die.id && a.use === 'place' && a.value === value);
        out.push({
          id: `entry-${value}`, rect: die.colour === 'white' ? L.columnEntryRect(value) : L.rowEntryRect(value),
          label: `Place the die as a ${value}`, tooltip: { title: `Place as ${value}`, body: `${die.colour === 'white' ? 'Column' : 'Row'} ${value}` },
          enabled, command: { kind: 'entry', value },
        });
      }
    }
  }

  // Building stacks.
  for (const stack of L.STACK_ORDER) {
    const top = state.buildingStacks[stack][0];
    const tile = top === undefined ? undefined : data.TILES[top];
    out.push({
      id: `stack-${stack}`, rect: L.stackRect(stack),
      label: `Stack ${stack}${tile ? `: ${tile.cells.map((c) => data.BUILDINGS[c].label).join(', ')}` : ', empty'}`,
      tooltip: { title: `Building stack ${stack} (${state.buildingStacks[stack].length} tiles)`, body: tile ? tile.cells.map((c) => data.BUILDINGS[c].label).join(' · ') : 'Empty' },
      enabled: selection.kind !== 'placing' && can((a) => a.type === 'build' && a.stack === stack), command: { kind: 'stack', stack },
    });
  }

  // Crates (orders).
  state.crateStacks.forEach((pile, i) => {
    const stack = i + 1;
    const top = pile[0];
    const order = legal.find((a) => a.type === 'completeOrder' && a.stack === stack && !a.substitute) ?? legal.find((a) => a.type === 'completeOrder' && a.stack === stack);
    out.push({
      id: `crate-${stack}`, rect: L.crateStackRect(stack),
      label: `Order ${stack}${top === undefined ? ', empty' : `: ${describeCrate(top)}`}`,
      tooltip: { title: `Order stack ${stack} · ${data.CRATE_STACK_NAMES[i] ?? ''}`, body: top === undefined ? 'Empty' : `Pay ${describeCrate(top)}. The crate goes to dock ${stack}: ${data.DOCKS[i]?.label ?? ''}.` },
      enabled: humanToAct && order !== undefined, command: order ? { kind: 'send', action: order } : { kind: 'none' },
    });
  });

  // Technology tracks. A track's scoring tile sits on it: clicking the tile does what clicking the track does, so that
  // the tile's own tooltip takes none of the track's clicks. (The tiles come later, after the players' panels.)
  const scoringTiles: HitTarget[] = [];
  for (const track of L.TRACK_ORDER) {
    const action: Action = { type: 'gainTech', track };
    const label = `${data.TECH_TRACKS[track].label} technology`;
    const enabled = can((a) => a.type === 'gainTech' && a.track === track);
    out.push({ id: `track-${track}`, rect: L.trackRect(track), label, tooltip: trackTooltip(state, track, viewedSeat, names), enabled, command: { kind: 'send', action } });
    const tile = scoringTileTooltip(state, track, names);
    scoringTiles.push({
      id: `scoring-tile-${track}`, rect: L.scoringTileRect(track), label: `${spoken(tile)}${enabled ? ` Activate to gain ${label}.` : ''}`, tooltip: tile,
      enabled, command: { kind: 'send', action },
    });
  }

  // Taverns.
  for (const tavern of data.TAVERNS) {
    const action: Action = { type: 'retire', tavern: tavern.tavern };
    const seat = state.taverns[tavern.tavern - 1];
    out.push({
      id: `tavern-${tavern.tavern}`, rect: L.tavernRect(tavern.tavern), label: `Tavern T${tavern.tavern}: ${tavern.label}`,
      tooltip: { title: `Tavern T${tavern.tavern}`, body: `${tavern.label}. Retire here to end your round; then your docks pay out.${seat !== null && seat !== undefined ? `\nTaken by ${input.seats[seat]?.name ?? ''}.` : ''}` },
      enabled: selection.kind !== 'die' && can((a) => a.type === 'retire' && a.tavern === tavern.tavern), command: { kind: 'send', action },
    });
  }

  // Ability offer.
  state.abilityOffer.forEach((ability, i) => {
    const def = data.ABILITIES[ability];
    out.push({
      id: `ability-${ability}`, rect: L.abilityOfferRect(i), label: `${def.name}: ${def.text}`,
      tooltip: { title: `Ability: ${def.name}`, body: def.text },
      enabled: can((a) => a.type === 'takeAbility' && a.ability === ability), command: { kind: 'send', action: { type: 'takeAbility', ability } },
    });
  });

  // The viewed player's resources and boat tokens (free actions).
  if (player) {
    for (const resource of data.RESOURCES) {
      const enabled = viewingActor && humanToAct && resourceActions(legal, resource).length > 0;
      out.push({
        id: `resource-${resource}`, rect: resourceChipRect(resource), label: `${player.resources[resource]} ${resource}`,
        tooltip: { title: `${resource} (tier ${data.TIER[resource]})`, body: resource === 'fish' ? 'Fish is the currency: it pays for changing dice and free-action improves.' : `Sells for ${data.SELL_VALUE[resource]} fish. Click for free actions: sell, improve for fish, downgrade.` },
        enabled, command: { kind: 'resource', resource },
      });
    }
    player.boat.slots.forEach((token, slot) => {
      if (token === null) return;
      const action: Action = { type: 'throwOverboard', token };
      const tooltip = boatSlotTooltip(player, slot);
      out.push({
        id: `token-slot-${slot}`, rect: L.boatSlotRect(slot), label: spoken(tooltip), tooltip,
        enabled: viewingActor && can((a) => a.type === 'throwOverboard' && a.token === token), command: { kind: 'send', action },
      });
    });
  }

  // Players along the bottom: enlarge a village.
  state.players.forEach((_, seat) => {
    out.push({
      id: `player-${seat}`, rect: L.playerPanelRect(seat, state.players.length), label: `Show ${names[seat] ?? ''}’s village`,
      tooltip: playerTooltip(state, seat, names), enabled: true, command: { kind: 'view', seat },
    });
  });

  out.push(...scoringTiles);
  return out;
}

/** A tooltip read out as an accessible name. */
const spoken = (tooltip: Tooltip): string => `${tooltip.title}. ${tooltip.body.replaceAll('\n', ' ')}`;

/**
 * Every other piece the table draws, for its tooltip only: enabled false and command none, after every spot that acts
 * so that Tab reaches the decisions first, and never lying over a spot that acts (they come later in the page, so
 * they would be on top and take its clicks).
 */
export function informationTargets(input: HitInputs): HitTarget[] {
  const { state, viewedSeat, selection, pending } = input;
  const names = namesOf(input);
  const out: HitTarget[] = [];
  const info = (id: string, rect: L.Rect, tooltip: Tooltip): void => {
    out.push({ id, rect, label: spoken(tooltip), tooltip, enabled: false, command: { kind: 'none' } });
  };

  info('round-tracker', L.rect(L.ROUND_TRACKER.x, L.ROUND_TRACKER.y, L.HUD_BUTTONS.x - L.ROUND_TRACKER.x - 2, L.ROUND_TRACKER.h), roundTrackerTooltip(state));
  info('score-track', L.SCORE_TRACK, scoreTrackTooltip(state, names));
  info('harbour', L.HARBOUR, harbourTooltip(state, names));
  for (const section of data.FJORD_SECTIONS) info(`section-${section.section}`, L.sectionRect(section.section), sectionTooltip(state, section, names));
  for (let value = 1; value <= 6; value++) info(`pool-value-${value}`, L.poolValueRect(value), poolValueTooltip(state, value));

  const player = state.players[viewedSeat];
  if (player) {
    // The entry numbers, while no die is in hand (then they are the places to put it, in `actingTargets`).
    const choosingEntry = selection.kind === 'die' && pending !== null && viewedSeat === pending.seat;
    for (let index = 1; index <= 6 && !choosingEntry; index++) {
      info(`village-column-${index}`, L.columnEntryRect(index), villageLineTooltip(state, player, 'column', index));
      info(`village-row-${index}`, L.rowEntryRect(index), villageLineTooltip(state, player, 'row', index));
    }
    info('village-name', L.VILLAGE_NAME, villageNameTooltip(state, player, names[viewedSeat] ?? ''));
    // Docks: the row (its reward, and its empty spaces), then each delivered crate over it.
    for (const dock of data.DOCKS) {
      info(`dock-${dock.row}`, L.dockRowRect(dock.row), dockTooltip(state, player, dock.row));
      const crates = player.docks[dock.row - 1] ?? [];
      // Crates beyond the last space are drawn on it: that space tells of them all.
      for (let space = 0; space < Math.min(crates.length, L.DOCK_SPACES); space++) {
        const shown = space === L.DOCK_SPACES - 1 ? crates.slice(space) : crates.slice(space, space + 1);
        info(`dock-${dock.row}-crate-${space}`, L.dockSpaceRect(dock.row, space), dockCrateTooltip(dock.row, shown));
      }
    }
    info('boat-tile', L.BOAT_TILE_TITLE, boatTileTooltip(player));
    player.boat.slots.forEach((token, slot) => {
      if (token === null) info(`boat-slot-${slot}`, L.boatSlotRect(slot), boatSlotTooltip(player, slot));
    });
    info('workers', L.WORKERS, workersTooltip(player));
    player.abilities.forEach((ability, i) => {
      const def = data.ABILITIES[ability];
      info(`owned-ability-${ability}`, L.ownedAbilityRect(i), { title: def.name, body: def.text });
    });
  }
  if (state.players.length === 1) info('solo-task', L.SOLO_GOAL, soloTooltip(state));
  return out;
}
