import { Container, Graphics } from 'pixi.js';
import type { GameEvent } from '../game/engine';
import type { Animator } from './animator';
import { boatSpot } from './areas/fjord';
import { DIE_SIZE, poolDieSpot } from './areas/pool';
import { TRACK_ORDER, trackSpaceRect } from './areas/tracks';
import { asideSlot, dieOnCell, wagonOnCell } from './areas/village';
import { type DieTumble, planTumble, tumbleFrame, tumbleSeconds } from './diceTumble';
import { drawDieFace, drawIcon, drawPlayerMarker } from './icons';
import type { MotionSettings, TableHighlights } from './model';
import { PALETTE } from './palette';
import type { PoolDie, TableView } from './tableView';
import { MOVE_SECONDS, STAGGER_SECONDS } from './timing';

/** A piece that moves (a die, a boat, a technology marker): kept between updates so that it can travel. */
interface Piece {
  readonly view: Container;
  face: string;
  x: number;
  y: number;
}

type Motion = 'slide' | 'sail' | 'climb';

/** Sends the piece `key` (drawn by `draw`, redrawn when its `face` changes) to `at`, moving as `motion` says. */
type Move = (
  key: string,
  face: string,
  draw: (g: Graphics) => void,
  at: { x: number; y: number },
  motion: Motion,
) => void;

/** The dice of a fresh roll, by piece key: each tumbles from the pool's edge onto its place. */
function tumblesOf(view: TableView, roll: RollShow): Map<string, DieTumble> {
  const dice = view.poolDice.map((pooled) => ({
    key: `die:${pooled.die.id}`,
    value: pooled.die.value,
    ...poolDieSpot(pooled),
  }));
  const tumbles = planTumble(dice, roll.motion, roll.allowanceMs, Math.random);
  return new Map(tumbles.map((tumble) => [tumble.key, tumble]));
}

/** A die in the pool, by value; the die in hand shows the value it is being turned to. */
function movePoolDie(move: Move, pooled: PoolDie, highlights: TableHighlights): void {
  const { die } = pooled;
  const selected = highlights.selectedDie?.die === die.id;
  const value = selected ? (highlights.selectedDie?.value ?? die.value) : die.value;
  move(
    `die:${die.id}`,
    `${die.colour}${value}`,
    (g) => drawDieFace(g, die.colour, value, DIE_SIZE),
    poolDieSpot(pooled),
    'slide',
  );
}

/**
 * Dice taken by the viewed player (on their building, walking along the chain, or set aside), and the wagons of the
 * viewed village (advanced game), which roll from building to building as they move.
 */
function moveVillagePieces(move: Move, view: TableView): void {
  let asideIndex = 0;
  for (const taken of view.villageDice) {
    const at = taken.cell === null ? asideSlot(asideIndex++) : dieOnCell(taken.cell);
    const draw = (g: Graphics): void => drawDieFace(g, taken.colour, taken.value, DIE_SIZE);
    move(`die:${taken.die}`, `${taken.colour}${taken.value}`, draw, at, 'slide');
  }
  const wagonLook = view.seats[view.viewedSeat];
  view.viewed?.wagons.forEach((cell, i) => {
    const draw = (g: Graphics): void => drawWagonPiece(g, wagonLook?.colour ?? PALETTE.snow, i + 1);
    move(`wagon:${view.viewedSeat}:${i}`, `${wagonLook?.colour ?? 0}`, draw, wagonOnCell(cell), 'slide');
  });
}

/** Boats, in the harbour or on the fjord, and each seat's technology markers, side by side in each space. */
function moveBoatsAndMarkers(move: Move, view: TableView): void {
  view.state.players.forEach((player, seat) => {
    const look = view.seats[seat];
    if (!look) return;
    const face = `${look.colour}${look.shape}`;
    move(
      `boat:${seat}`,
      face,
      (g) => drawBoatPiece(g, look.colour, look.shape),
      boatSpot(player.boat.section, seat),
      'sail',
    );
    for (const track of TRACK_ORDER) {
      const space = trackSpaceRect(track, player.tech[track]);
      const at = { x: space.x + 40 + (seat % 2) * 14, y: space.y + 11 + Math.floor(seat / 2) * 14 };
      move(`tech:${seat}:${track}`, face, (g) => drawPlayerMarker(g, look.shape, look.colour, 0, 0, 6), at, 'climb');
    }
  });
}

/** A roll to show: the engine rolled the pool (a round's roll, or the opening deal of a new game). */
export interface RollShow {
  readonly motion: MotionSettings;
  /** What the session allows the change of round, in ms (0: "Skip to my turn"); null: no bound. */
  readonly allowanceMs: number | null;
}

/**
 * The pieces that move: dice in the pool and in the viewed village, boats, technology markers. Each keeps its display
 * object and travels to its new place with gsap, staggered in the order of the engine's events.
 */
export class PieceLayer {
  readonly layer = new Container();
  private readonly pieces = new Map<string, Piece>();

  constructor(private readonly animator: Animator) {}

  /** Where a piece stands now (its destination while it travels), or undefined when it is not on the table. */
  spot(key: string): { x: number; y: number } | undefined {
    return this.pieces.get(key);
  }

  /** Puts every piece where `view` has it: each travels there in the order of `events`, or tumbles in with a roll. */
  place(
    view: TableView,
    highlights: TableHighlights,
    events: readonly GameEvent[],
    duration: number,
    roll: RollShow | null,
  ): void {
    const wanted = new Set<string>();
    const order = eventOrder(events);
    const move: Move = (key, face, draw, at, motion) => {
      wanted.add(key);
      this.move(key, face, draw, at.x, at.y, duration, order.get(key) ?? 0, motion);
    };
    const tumbles = roll === null ? new Map<string, DieTumble>() : tumblesOf(view, roll);
    for (const pooled of view.poolDice) {
      const key = `die:${pooled.die.id}`;
      const tumble = tumbles.get(key);
      if (tumble) {
        wanted.add(key);
        this.tumble(tumble, pooled.die.colour);
      } else movePoolDie(move, pooled, highlights);
    }
    moveVillagePieces(move, view);
    moveBoatsAndMarkers(move, view);
    for (const [key, piece] of this.pieces) {
      if (wanted.has(key)) continue;
      piece.view.destroy({ children: true });
      this.pieces.delete(key);
    }
  }

  /** A die of a fresh roll drops from the pool's edge, rolling through random faces, onto the engine's face. */
  private tumble(tumble: DieTumble, colour: 'white' | 'orange'): void {
    const piece = this.pieceAt(tumble.key, tumble.to.x, tumble.to.y);
    const g = piece.view.children[0] as Graphics;
    const show = (frame: { x: number; y: number; rotation: number; value: number }): void => {
      piece.view.position.set(frame.x, frame.y);
      piece.view.rotation = frame.rotation;
      const face = `${colour}${frame.value}`;
      if (piece.face === face) return;
      g.clear();
      drawDieFace(g, colour, frame.value, DIE_SIZE);
      piece.face = face;
    };
    piece.x = tumble.to.x;
    piece.y = tumble.to.y;
    show(tumbleFrame(tumble, 0));
    const clock = { elapsed: 0 };
    // Skipping jumps the clock to its end: the die then stands in its slot on the engine's face.
    this.animator.timeline().to(clock, {
      elapsed: tumbleSeconds([tumble]),
      duration: tumbleSeconds([tumble]),
      ease: 'none',
      onUpdate: () => show(tumbleFrame(tumble, clock.elapsed)),
      onComplete: () => show(tumble.to),
    });
  }

  private pieceAt(key: string, x: number, y: number): Piece {
    let piece = this.pieces.get(key);
    if (!piece) {
      const view = new Container();
      view.addChild(new Graphics());
      view.position.set(x, y);
      this.layer.addChild(view);
      piece = { view, face: '', x, y };
      this.pieces.set(key, piece);
    }
    return piece;
  }

  private move(
    key: string,
    face: string,
    draw: (g: Graphics) => void,
    x: number,
    y: number,
    duration: number,
    delayIndex: number,
    motion: Motion,
  ): void {
    const piece = this.pieceAt(key, x, y);
    const g = piece.view.children[0] as Graphics;
    if (piece.face !== face) {
      g.clear();
      draw(g);
      piece.face = face;
    }
    if (piece.x === x && piece.y === y) return;
    piece.x = x;
    piece.y = y;
    if (duration === 0) {
      piece.view.position.set(x, y);
      return;
    }
    const timeline = this.animator.timeline();
    const delay = delayIndex * STAGGER_SECONDS * duration;
    const ease = motion === 'sail' ? 'sine.inOut' : motion === 'climb' ? 'back.out(2)' : 'power2.inOut';
    const seconds = (motion === 'sail' ? MOVE_SECONDS.sail : MOVE_SECONDS.slide) * duration;
    timeline.to(piece.view, { x, y, duration: seconds, ease }, delay);
    if (motion === 'sail')
      timeline.to(
        piece.view,
        { rotation: 0.12, duration: seconds / 4, yoyo: true, repeat: 3, ease: 'sine.inOut' },
        delay,
      );
  }
}

function drawBoatPiece(g: Graphics, colour: number, shape: Parameters<typeof drawPlayerMarker>[1]): void {
  g.poly([-18, -2, 18, -2, 12, 9, -12, 9]).fill(0x6b4226).stroke({ width: 1, color: PALETTE.ink });
  g.rect(-1, -22, 2, 20).fill(PALETTE.ink);
  g.poly([1, -21, 14, -5, 1, -5]).fill(PALETTE.snow).stroke({ width: 1, color: PALETTE.ink, alpha: 0.5 });
  drawPlayerMarker(g, shape, colour, -8, -10, 6);
}

/** A wagon: the cart icon on a disc of its owner's colour, with its number (1 or 2). */
function drawWagonPiece(g: Graphics, colour: number, wagon: number): void {
  g.circle(0, 0, 12).fill({ color: colour, alpha: 0.9 }).stroke({ width: 1.5, color: PALETTE.ink });
  drawIcon(g, 'wagon', 0, -1, 18);
  for (let i = 0; i < wagon; i++) g.circle(-3 * (wagon - 1) + i * 6, 9, 1.6).fill(PALETTE.snow);
}

/** Staggers pieces in the order their events came, so a chain of moves plays one after the other. */
function eventOrder(events: readonly GameEvent[]): Map<string, number> {
  const order = new Map<string, number>();
  events.forEach((event, i) => {
    if (event.type === 'DieTaken' || event.type === 'DiePlaced' || event.type === 'DieSetAside')
      order.set(`die:${event.die}`, i);
    if (event.type === 'BoatMoved') order.set(`boat:${event.player}`, i);
    if (event.type === 'WagonPlaced' || event.type === 'WagonMoved')
      order.set(`wagon:${event.player}:${event.wagon - 1}`, i);
    if (event.type === 'TechAdvanced') order.set(`tech:${event.player}:${event.track}`, i);
  });
  return order;
}
