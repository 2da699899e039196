import { data, type Action, type GameState, type PendingDecision, type Resource, type StackId } from '../game/engine';
import { buildingTooltip, type Selection } from '../game/interaction';
import { describeCrate, describeToken } from '../game/describe';
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
  readonly tooltip: { readonly title: string; readonly body: string };
  readonly enabled: boolean;
  readonly command: TableCommand;
  /** Extra data attributes (e.g. whether a cell is part of a legal placement) for tests and styling. */
  readonly marks?: Readonly<Record<string, string>>;
}

interface Inputs {
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

/** Every interactive spot of the table, on the same rectangles the scene draws. */
export function hitTargets(input: Inputs): HitTarget[] {
  const { state, legal, selection, viewedSeat, humanToAct } = input;
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
  const layout = data.VILLAGES[state.setup.villageSide];
  if (player) {
    const walks = new Map(layout.boardwalks.map((walk) => [walk.cell, walk] as const));
    for (let cell = 0; cell < 36; cell++) {
      const code = player.buildings[cell];
      const walk = walks.get(cell);
      const where = `Row ${Math.floor(cell / 6) + 1}, column ${(cell % 6) + 1}`;
      const tooltip = walk ? { title: `Boardwalk · ${where}`, body: `When its row or column is complete: ${walk.label}. Never built on, never activated.` }
        : code ? { title: `${data.BUILDINGS[code].label} · ${where}`, body: buildingTooltip(code) }
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

  // Technology tracks.
  for (const track of L.TRACK_ORDER) {
    const def = data.TECH_TRACKS[track];
    const at = player?.tech[track] ?? 0;
    const action: Action = { type: 'gainTech', track };
    const scoring = data.SCORING_TILES[state.scoringTiles[track]];
    out.push({
      id: `track-${track}`, rect: L.trackRect(track),
      label: `${def.label} technology`,
      tooltip: {
        title: `${def.label} track${player ? ` (at ${at})` : ''}`,
        body: def.rewardLabels.map((reward, i) => `${i + 1}: ${reward} — costs ${def.costs[i]}`).join('\n') + `\nTop: ${scoring.label}`,
      },
      enabled: can((a) => a.type === 'gainTech' && a.track === track), command: { kind: 'send', action },
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
      const enabled = viewingActor && can((a) => (a.type === 'sell' && a.resource === resource) || ((a.type === 'improveForFish' || a.type === 'downgrade') && a.from === resource));
      out.push({
        id: `resource-${resource}`, rect: resourceChipRect(resource), label: `${player.resources[resource]} ${resource}`,
        tooltip: { title: `${resource} (tier ${data.TIER[resource]})`, body: resource === 'fish' ? 'Fish is the currency: it pays for changing dice and free-action improves.' : `Sells for ${data.SELL_VALUE[resource]} fish. Click for free actions: sell, improve for fish, downgrade.` },
        enabled, command: { kind: 'resource', resource },
      });
    }
    player.boat.slots.forEach((token, slot) => {
      if (token === null) return;
      const action: Action = { type: 'throwOverboard', token };
      out.push({
        id: `token-slot-${slot}`, rect: L.boatSlotRect(slot), label: `Fishing token: ${describeToken(token)}`,
        tooltip: { title: 'Fishing token on your boat', body: `${describeToken(token)}, gained when you return home. Click to throw it overboard.` },
        enabled: viewingActor && can((a) => a.type === 'throwOverboard' && a.token === token), command: { kind: 'send', action },
      });
    });
    player.abilities.forEach((ability, i) => {
      const def = data.ABILITIES[ability];
      out.push({ id: `owned-ability-${ability}`, rect: L.ownedAbilityRect(i), label: `${def.name}: ${def.text}`, tooltip: { title: def.name, body: def.text }, enabled: false, command: { kind: 'none' } });
    });
  }

  // Fjord sections (information only).
  for (const section of data.FJORD_SECTIONS) {
    out.push({
      id: `section-${section.section}`, rect: L.sectionRect(section.section), label: `Fjord section ${section.section}`,
      tooltip: { title: `Fjord section ${section.section}`, body: `Return home from here: ${section.returnVp} VP. Tokens of type ${section.tokenType}.${section.needs === 'none' ? '' : ` Needs ${section.needs === 'deepWater1' ? 'Deep water I' : 'Deep water II'} (Seafaring).`}` },
      enabled: false, command: { kind: 'none' },
    });
  }

  // Players along the bottom: enlarge a village.
  state.players.forEach((p, seat) => {
    out.push({
      id: `player-${seat}`, rect: L.playerPanelRect(seat, state.players.length), label: `Show ${input.seats[seat]?.name ?? `player ${seat + 1}`}’s village`,
      tooltip: { title: input.seats[seat]?.name ?? '', body: `${p.score} VP. Click to show this village large.` },
      enabled: true, command: { kind: 'view', seat },
    });
  });
  return out;
}
