import { Container, Graphics } from 'pixi.js';
import type { GameEvent, GameState } from '../game/engine';
import type { Animator } from './animator';
import { boatSlotRect } from './areas/boat';
import { crateStackRect } from './areas/crates';
import { DOCK_SPACES, dockSpaceRect } from './areas/docks';
import { sectionRect } from './areas/fjord';
import { miniVillageRect, playerPanelRect } from './areas/players';
import { stackRect } from './areas/stacks';
import { VILLAGE_CELL, villageCellRect } from './areas/village';
import { PALETTE } from './palette';
import { drawCrate, drawTile, drawToken, label } from './pieces';
import type { TableView } from './tableView';
import { MOVE_SECONDS } from './timing';
import { boardWords } from '../game/describe';

/** The village cells of `viewedSeat` whose new building arrives in `events`: hidden until the flying tile lands. */
export function cellsFlyingIn(events: readonly GameEvent[], viewedSeat: number): Set<number> {
  const cells = new Set<number>();
  for (const event of events)
    if (event.type === 'TilePlaced' && event.player === viewedSeat && event.from !== 'start')
      for (const cell of event.cells) cells.add(cell);
  return cells;
}

/**
 * What flies across the table on the effect layer, in the order of the engine's events: tiles from their stack to a
 * village, crates to the viewed player's docks, tokens to their boat, and "+n VP" over a seat's panel.
 */
export class Flights {
  readonly layer = new Container();

  constructor(private readonly animator: Animator) {}

  /** `onTileLanded` is called once the tiles have landed: the real buildings then take their place. */
  play(events: readonly GameEvent[], view: TableView, duration: number, onTileLanded: () => void): void {
    const timeline = this.animator.timeline();
    let at = 0;
    for (const event of events) {
      if (event.type === 'TilePlaced' && event.from !== 'start') {
        at = this.flyTile(
          timeline,
          event.tile,
          event.from,
          event.cells,
          event.player === view.viewedSeat ? null : event.player,
          view,
          duration,
          at,
        );
        timeline.call(onTileLanded, [], at);
      } else if (event.type === 'OrderCompleted' && event.player === view.viewedSeat) {
        const from = crateStackRect(event.stack);
        const to = dockSpaceRect(event.dockRow, Math.min(event.dockSpace, DOCK_SPACES - 1));
        at = this.fly(
          timeline,
          (g, t) => drawCrate(g, t, event.crate, 0, 0, 61, 52),
          from.x + 6,
          from.y + 20,
          to.x,
          to.y,
          to.w / 61,
          duration,
          at,
        );
      } else if (event.type === 'TokenDrawn' && event.player === view.viewedSeat) {
        const from = sectionRect(event.section);
        const to = boatSlotRect(event.slot);
        at = this.fly(
          timeline,
          (g, t) => drawToken(g, t, event.token, 0, 0, 17),
          from.x + 20,
          from.y + 34,
          to.x + to.w / 2,
          to.y + to.h / 2,
          1,
          duration,
          at,
        );
      } else if (event.type === 'ScoreChanged') {
        this.floatText(timeline, boardWords.scoreDelta(event.delta), event.player, view, duration, at);
      }
    }
    this.animator.dropIfEmpty(timeline);
  }

  private flyTile(
    timeline: gsap.core.Timeline,
    tile: number,
    stack: keyof GameState['buildingStacks'],
    cells: readonly number[],
    otherSeat: number | null,
    view: TableView,
    duration: number,
    at: number,
  ): number {
    const from = stackRect(stack);
    const target =
      otherSeat === null ? villageCellRect(Math.min(...cells)) : miniVillageRect(otherSeat, view.state.players.length);
    const scale = otherSeat === null ? VILLAGE_CELL / 30 : 0.5;
    return this.fly(
      timeline,
      (g, t) => drawTile(g, t, tile, 0, 0, 30),
      from.x + 10,
      from.y + 22,
      target.x,
      target.y,
      scale,
      duration,
      at,
    );
  }

  private fly(
    timeline: gsap.core.Timeline,
    draw: (g: Graphics, t: Container) => void,
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    scale: number,
    duration: number,
    at: number,
  ): number {
    const holder = new Container();
    const g = new Graphics();
    const t = new Container();
    holder.addChild(g, t);
    draw(g, t);
    holder.position.set(fromX, fromY);
    holder.visible = false;
    this.layer.addChild(holder);
    const seconds = MOVE_SECONDS.flight * duration;
    timeline.set(holder, { visible: true }, at);
    timeline.fromTo(
      holder.scale,
      { x: 1, y: 1 },
      { x: scale * 1.15, y: scale * 1.15, duration: seconds * 0.7, ease: 'power1.out' },
      at,
    );
    timeline.to(holder.scale, { x: scale, y: scale, duration: seconds * 0.3, ease: 'power2.in' }, at + seconds * 0.7);
    timeline.to(holder, { x: toX, y: toY, duration: seconds, ease: 'power2.inOut' }, at);
    // Once landed it fades over what took its place.
    timeline.to(holder, { alpha: 0, duration: 0.15 * duration }, at + seconds);
    timeline.call(() => holder.destroy({ children: true }), [], at + seconds + 0.15 * duration);
    return at + seconds;
  }

  private floatText(
    timeline: gsap.core.Timeline,
    text: string,
    seat: number,
    view: TableView,
    duration: number,
    at: number,
  ): void {
    const panel = playerPanelRect(seat, view.state.players.length);
    const t = label(
      text,
      panel.x + panel.w - 10,
      panel.y + 30,
      { fontSize: 16, fontWeight: '800', fill: PALETTE.resourceRoof, stroke: { color: PALETTE.ink, width: 3 } },
      [1, 0.5],
    );
    t.alpha = 0;
    this.layer.addChild(t);
    timeline.to(t, { alpha: 1, duration: 0.15 * duration }, at);
    timeline.to(t, { y: panel.y - 4, duration: 0.9 * duration, ease: 'power1.out' }, at);
    timeline.to(t, { alpha: 0, duration: 0.3 * duration }, at + 0.7 * duration);
    timeline.call(() => t.destroy(), [], at + duration);
  }
}
