import { publicView, type Die, type GameState, type PlayerState } from '../game/engine';
import type { SeatLook } from './model';
import { isolate, t } from '../i18n';

/** A die in the pool and its slot in the area of its value: the `slot`-th of the `ofSlots` dice showing that value. */
export interface PoolDie {
  readonly die: Die;
  readonly slot: number;
  readonly ofSlots: number;
}

/** A die taken this round by the viewed village: standing on a building, walking its chain, or set aside (cell null). */
export interface VillageDie {
  readonly die: number;
  readonly colour: Die['colour'];
  readonly value: number;
  readonly cell: number | null;
}

/**
 * What the table shows of one snapshot, derived once and shared by every area's painting, hit targets and tooltips,
 * by the pieces and by the highlights. Everything in it is read from the engine's state (and the seats' looks): no
 * rule is decided here.
 */
export interface TableView {
  readonly state: GameState;
  readonly viewedSeat: number;
  /** The seat whose village is drawn large (undefined only for a seat the state does not have). */
  readonly viewed: PlayerState | undefined;
  readonly seats: readonly SeatLook[];
  /** The seats' names as the table writes them. */
  readonly names: readonly string[];
  /** Changes whenever a seat's look does: part of the redraw key of every area that draws seats. */
  readonly seatsKey: string;
  readonly poolDice: readonly PoolDie[];
  readonly villageDice: readonly VillageDie[];
  /**
   * The viewed seat's delivered crates as the person at the screen may see them: where crates lie face down
   * (RULES §10.1) another player's show as HIDDEN — backs, one per crate in its row — as the engine's public view has them.
   */
  readonly viewedDocks: readonly (readonly number[])[];
}

/**
 * Who is at the screen: the human whose decision is pending, else the game's only human; a game of bots only has
 * nobody to hide anything from (null); several humans while a bot acts could be any of them (-1: a view for no seat).
 */
export function viewerOf(state: GameState, seats: readonly SeatLook[]): number | null {
  const humans = seats.flatMap((look, seat) => (look.bot ? [] : [seat]));
  if (humans.length === 0) return null;
  const acting = state.stack[state.stack.length - 1]?.player;
  if (acting !== undefined && humans.includes(acting)) return acting;
  return humans.length === 1 ? (humans[0] as number) : -1;
}

function viewedDocksOf(
  state: GameState,
  viewedSeat: number,
  seats: readonly SeatLook[],
): readonly (readonly number[])[] {
  const viewer = viewerOf(state, seats);
  const docks =
    viewer === null ? state.players[viewedSeat]?.docks : publicView(state, viewer).players[viewedSeat]?.docks;
  return docks ?? [];
}

/** One derivation per (state, viewed seat, seats): the scene and the hit layer of the same snapshot share it. */
const derived = new WeakMap<GameState, TableView[]>();

export function tableViewOf(state: GameState, viewedSeat: number, seats: readonly SeatLook[]): TableView {
  const known = derived.get(state) ?? [];
  const found = known.find((view) => view.viewedSeat === viewedSeat && view.seats === seats);
  if (found) return found;
  const view: TableView = {
    state,
    viewedSeat,
    viewed: state.players[viewedSeat],
    seats,
    // Isolated, as they are drawn on the canvas and put into tooltips' sentences (see i18n/bidi.ts).
    names: state.players.map((_, seat) =>
      isolate(seats[seat]?.name ?? t('newGame.defaultSeatName', { number: seat + 1 })),
    ),
    seatsKey: JSON.stringify(seats),
    poolDice: poolDiceOf(state.pool),
    villageDice: villageDiceOf(state, viewedSeat),
    viewedDocks: viewedDocksOf(state, viewedSeat, seats),
  };
  // A state is seen with a few views at most (one per seat shown large); the last ones are kept.
  derived.set(state, [...known.slice(-3), view]);
  return view;
}

/** The pool's dice, grouped by value in the order the pool holds them. */
function poolDiceOf(pool: readonly Die[]): PoolDie[] {
  const byValue = new Map<number, Die[]>();
  for (const die of pool) byValue.set(die.value, [...(byValue.get(die.value) ?? []), die]);
  return pool.map((die) => {
    const same = byValue.get(die.value) ?? [die];
    return { die, slot: same.indexOf(die), ofSlots: same.length };
  });
}

/**
 * The dice a village shows, as the engine keeps them: `placedDice` on buildings, the running chain frame's die on
 * the building it reached, and `asideDice` beside the village.
 */
function villageDiceOf(state: GameState, seat: number): VillageDie[] {
  const player = state.players[seat];
  if (!player) return [];
  const out: VillageDie[] = player.placedDice.map((placed) => ({
    die: placed.die,
    colour: placed.colour,
    value: placed.value,
    cell: placed.cell,
  }));
  const chain = state.stack.find((frame) => frame.kind === 'chain' && frame.player === seat);
  if (chain?.kind === 'chain' && chain.lastCell >= 0) {
    out.push({
      die: chain.die,
      colour: chain.line === 'column' ? 'white' : 'orange',
      value: chain.index,
      cell: chain.lastCell,
    });
  }
  for (const die of player.asideDice) out.push({ die: die.id, colour: die.colour, value: die.value, cell: null });
  return out;
}
