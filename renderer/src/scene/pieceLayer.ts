import { Container, Graphics } from 'pixi.js';
import type { GameEvent } from '../game/engine';
import type { Animator } from './animator';
import { boatSpot } from './areas/fjord';
import { DIE_SIZE, poolDieSpot } from './areas/pool';
import { TRACK_ORDER, trackSpaceRect } from './areas/tracks';
import { asideSlot, dieOnCell, wagonOnCell } from './areas/village';
import { drawDieFace, drawIcon, drawPlayerMarker } from './icons';
import type { TableHighlights } from './model';
import { PALETTE } from './palette';
import type { TableView } from './tableView';
import { MOVE_SECONDS, STAGGER_SECONDS } from './timing';

/** A piece that moves (a die, a boat, a technology marker): kept between updates so that it can travel. */
interface Piece {
  readonly view: Container;
  face: string;
  x: number;
  y: number;
}

type Motion = 'slide' | 'tumble' | 'sail' | 'climb';

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

  place(view: TableView, highlights: TableHighlights, events: readonly GameEvent[], duration: number): void {
    const wanted = new Set<string>();
    const rolled = events.some((event) => event.type === 'DiceRolled');
    const order = eventOrder(events);
    const move = (key: string, face: string, draw: (g: Graphics) => void, at: { x: number; y: number }, motion: Motion): void => {
      wanted.add(key);
      this.move(key, face, draw, at.x, at.y, duration, order.get(key) ?? 0, motion);
    };
    // Dice in the pool, by value; the die in hand shows the value it is being turned to.
    for (const pooled of view.poolDice) {
      const { die } = pooled;
      const selected = highlights.selectedDie?.die === die.id;
      const value = selected ? (highlights.selectedDie?.value ?? die.value) : die.value;
      move(`die:${die.id}`, `${die.colour}${value}`, (g) => drawDieFace(g, die.colour, value, DIE_SIZE), poolDieSpot(pooled), rolled ? 'tumble' : 'slide');
    }
    // Dice taken by the viewed player: on their building, walking along the chain, or set aside.
    let asideIndex = 0;
    for (const taken of view.villageDice) {
      const at = taken.cell === null ? asideSlot(asideIndex++) : dieOnCell(taken.cell);
      move(`die:${taken.die}`, `${taken.colour}${taken.value}`, (g) => drawDieFace(g, taken.colour, taken.value, DIE_SIZE), at, 'slide');
    }
    // Wagons of the viewed village (advanced game): they roll from building to building as they move.
    const wagonLook = view.seats[view.viewedSeat];
    view.viewed?.wagons.forEach((cell, i) => {
      move(`wagon:${view.viewedSeat}:${i}`, `${wagonLook?.colour ?? 0}`, (g) => drawWagonPiece(g, wagonLook?.colour ?? PALETTE.snow, i + 1), wagonOnCell(cell), 'slide');
    });
    // Boats, in the harbour or on the fjord, and each seat's technology markers, side by side in each space.
    view.state.players.forEach((player, seat) => {
      const look = view.seats[seat];
      if (!look) return;
      const face = `${look.colour}${look.shape}`;
      move(`boat:${seat}`, face, (g) => drawBoatPiece(g, look.colour, look.shape), boatSpot(player.boat.section, seat), 'sail');
      for (const track of TRACK_ORDER) {
        const space = trackSpaceRect(track, player.tech[track]);
        move(`tech:${seat}:${track}`, face, (g) => drawPlayerMarker(g, look.shape, look.colour, 0, 0, 6),
          { x: space.x + 40 + (seat % 2) * 14, y: space.y + 11 + Math.floor(seat / 2) * 14 }, 'climb');
      }
    });
    for (const [key, piece] of this.pieces) {
      if (wanted.has(key)) continue;
      piece.view.destroy({ children: true });
      this.pieces.delete(key);
    }
  }

  private move(key: string, face: string, draw: (g: Graphics) => void, x: number, y: number, duration: number, delayIndex: number, motion: Motion): void {
    let piece = this.pieces.get(key);
    if (!piece) {
      const view = new Container();
      view.addChild(new Graphics());
      view.position.set(x, y);
      this.layer.addChild(view);
      piece = { view, face: '', x, y };
      this.pieces.set(key, piece);
    }
    const g = piece.view.children[0] as Graphics;
    if (piece.face !== face) {
      g.clear();
      draw(g);
      piece.face = face;
    }
    if (piece.x === x && piece.y === y && motion !== 'tumble') return;
    piece.x = x;
    piece.y = y;
    if (duration === 0) {
      piece.view.position.set(x, y);
      return;
    }
    const timeline = this.animator.timeline();
    const delay = delayIndex * STAGGER_SECONDS * duration;
    if (motion === 'tumble') {
      // Dice tumble: spin and flicker through faces, then settle on their value in their area.
      const colour = face.startsWith('orange') ? 'orange' : 'white';
      const finalValue = Number(face.slice(-1));
      const flicker = { step: 0 };
      timeline.fromTo(piece.view, { rotation: -Math.PI }, { rotation: 0, duration: 0.7 * duration, ease: 'power2.out' }, delay);
      timeline.to(flicker, {
        step: 8, duration: 0.6 * duration, ease: 'none',
        onUpdate: () => { g.clear(); drawDieFace(g, colour, 1 + (Math.floor(flicker.step) * 7 + finalValue) % 6, DIE_SIZE); },
        onComplete: () => { g.clear(); drawDieFace(g, colour, finalValue, DIE_SIZE); },
      }, delay);
      timeline.to(piece.view, { x, y, duration: 0.7 * duration, ease: 'bounce.out' }, delay);
      return;
    }
    const ease = motion === 'sail' ? 'sine.inOut' : motion === 'climb' ? 'back.out(2)' : 'power2.inOut';
    const seconds = (motion === 'sail' ? MOVE_SECONDS.sail : MOVE_SECONDS.slide) * duration;
    timeline.to(piece.view, { x, y, duration: seconds, ease }, delay);
    if (motion === 'sail') timeline.to(piece.view, { rotation: 0.12, duration: seconds / 4, yoyo: true, repeat: 3, ease: 'sine.inOut' }, delay);
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
    if (event.type === 'DieTaken' || event.type === 'DiePlaced' || event.type === 'DieSetAside') order.set(`die:${event.die}`, i);
    if (event.type === 'BoatMoved') order.set(`boat:${event.player}`, i);
    if (event.type === 'WagonPlaced' || event.type === 'WagonMoved') order.set(`wagon:${event.player}:${event.wagon - 1}`, i);
    if (event.type === 'TechAdvanced') order.set(`tech:${event.player}:${event.track}`, i);
  });
  return order;
}
