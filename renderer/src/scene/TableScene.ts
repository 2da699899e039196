import { Container, Text, type Application } from 'pixi.js';
import { Animator } from './animator';
import type { PaintFrame } from './areas/area';
import { AREAS } from './areas';
import { BoardCompositor } from './compositor';
import { Flights, cellsFlyingIn } from './flights';
import { HighlightLayer } from './highlights';
import type { TableModel } from './model';
import { PieceLayer } from './pieceLayer';
import { ScoreCounters } from './scoreCounters';
import { tableViewOf, type TableView } from './tableView';
import { motionFactor } from './timing';
import { renderedTextSizes } from './textSizes';

/**
 * The table, drawn with Pixi: an orchestrator over the board compositor (the areas' static regions, redrawn from the
 * state when it changes), the piece layer (pieces that travel with gsap, in the order of the engine's events), the
 * flights, the score counters and the highlights. Nothing here decides a rule: it only draws what the model holds.
 *
 * The table is drawn in Canvas 2D (`live` is a Pixi Application with its Canvas renderer): where WebGL is software
 * (SwiftShader) it pays for every pixel it draws, the GPU process runs every draw and the browser reads each WebGL
 * frame back to composite it, while Canvas 2D draws these flat shapes and labels on the CPU cheaply. The static board
 * is one canvas under `boardHost` (see BoardCompositor). The `live` layer — pieces, highlights and flying effects —
 * renders once per change, and every frame only while an animation plays.
 */
export class TableScene {
  private readonly liveRoot = new Container();
  private readonly animator: Animator;
  private readonly board: BoardCompositor;
  private readonly pieces: PieceLayer;
  private readonly highlights = new HighlightLayer();
  private readonly counters: ScoreCounters;
  private readonly flights: Flights;
  /** The last batch of events this scene was given to play (see GameController.animationPlayed). */
  private lastBatch = 0;
  /** The batch being played, reported to `onBatchPlayed` once its timelines have all finished. */
  private playingBatch: number | null = null;
  private model: TableModel | null = null;
  private view: TableView | null = null;
  /** Village cells (of the viewed seat) whose new building is still flying in: drawn when it lands. */
  private hiddenCells: ReadonlySet<number> = new Set();

  constructor(private readonly live: Application, boardHost: HTMLElement, resolution: number,
    private readonly onBatchPlayed: (batch: number) => void) {
    this.animator = new Animator(() => live.render(), () => {
      live.render();
      this.reportPlayed();
    });
    this.board = new BoardCompositor(live, boardHost, resolution, AREAS);
    this.pieces = new PieceLayer(this.animator);
    this.counters = new ScoreCounters(this.animator);
    this.flights = new Flights(this.animator);
    live.stage.addChild(this.liveRoot);
    this.liveRoot.addChild(this.highlights.layer, this.pieces.layer, this.counters.layer, this.flights.layer);
  }

  /** Paints the board again at a new resolution (the table was scaled), so that it stays sharp. */
  redrawBoard(resolution: number): void {
    if (!this.board.setResolution(resolution)) return;
    this.paintAreas();
    this.live.render();
  }

  /** True while an animation is playing. */
  get animating(): boolean {
    return this.animator.animating;
  }

  /** Jumps every running animation to its end (click-to-skip). */
  skipAnimations(): void {
    this.animator.skip();
  }

  /** The words drawn on the table now: the board's regions and the live layer's counters and floating texts. */
  paintedWords(): string[] {
    const live: string[] = [];
    const collect = (node: Container): void => {
      if (!node.visible) return;
      if (node instanceof Text) live.push(node.text);
      for (const child of node.children) collect(child);
    };
    collect(this.liveRoot);
    return [...this.board.paintedWords(), ...live];
  }

  /** The sizes the table's labels are drawn at now: the board's, by area, and the live layer's (read-only, for tests). */
  textSizes(): Record<string, readonly number[]> {
    return { ...this.board.textSizes(), live: renderedTextSizes(this.liveRoot) };
  }

  destroy(): void {
    this.animator.destroy();
    this.board.destroy();
    this.liveRoot.destroy({ children: true });
  }

  update(model: TableModel): void {
    const previous = this.model;
    this.model = model;
    // A snapshot that changes nothing drawn (an autosave written, a bot started thinking) costs no render.
    if (previous && previous.snapshot.state === model.snapshot.state && previous.snapshot.playing === model.snapshot.playing
      && previous.highlights === model.highlights && previous.viewedSeat === model.viewedSeat && previous.seats === model.seats
      && previous.motion === model.motion && previous.language === model.language) return;
    const batch = model.snapshot.playing;
    const newBatch = batch !== null && batch.id !== this.lastBatch;
    if (newBatch) {
      // A new batch arrived while the last one was still animating: finish that one first, so pieces start from
      // where the state put them.
      this.skipAnimations();
      this.lastBatch = batch.id;
      this.playingBatch = batch.id;
    }
    const events = newBatch && previous ? batch.events : [];
    const duration = motionFactor(model.motion);
    const view = tableViewOf(model.snapshot.state, model.viewedSeat, model.seats);
    this.view = view;
    this.hiddenCells = duration > 0 ? cellsFlyingIn(events, model.viewedSeat) : new Set();
    this.paintAreas();
    // Pieces first: the highlight rings around dice follow the pieces' new places.
    this.pieces.place(view, model.highlights, events, duration);
    this.highlights.draw(model.highlights, view, this.pieces);
    this.counters.show(view, events, duration);
    if (duration > 0 && previous) this.flights.play(events, view, duration, this.tileLanded);
    this.live.render();
    if (!this.animating) this.reportPlayed();
  }

  /** The flying tile has landed: the real buildings take its place (the village's key holds the hidden cells). */
  private readonly tileLanded = (): void => {
    this.hiddenCells = new Set();
    this.paintAreas();
  };

  private paintAreas(): void {
    if (!this.view) return;
    const frame: PaintFrame = { view: this.view, hiddenCells: this.hiddenCells, language: this.model?.language ?? '' };
    for (const area of AREAS) this.board.paintArea(area, frame);
  }

  /** Tells the session that the batch has played, so that the game moves on. */
  private reportPlayed(): void {
    if (this.playingBatch === null) return;
    const batch = this.playingBatch;
    this.playingBatch = null;
    this.onBatchPlayed(batch);
  }
}
