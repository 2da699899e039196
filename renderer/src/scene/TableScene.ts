import { Container, Text, type Application } from 'pixi.js';
import type { GameEvent } from '../game/engine';
import { OPENING_DEAL_BATCH } from '../game/controllerTypes';
import { Animator } from './animator';
import type { PaintFrame } from './areas/area';
import { Flights, cellsFlyingIn } from './flights';
import { HighlightLayer } from './highlights';
import type { TableModel } from './model';
import { PieceLayer, type RollShow } from './pieceLayer';
import { RegionCache } from './regionCache';
import { ScoreCounters } from './scoreCounters';
import { tableViewOf } from './tableView';
import { ALLOWANCE_SHARE, motionFactor } from './timing';
import { renderedTextSizes } from './textSizes';

/** The layers on the live canvas, bottom to top: the page's Pixi tree gives each a slot (ui/TableLayers.tsx). */
export type LiveLayer = 'highlights' | 'pieces' | 'counters' | 'flights';
export const LIVE_LAYERS: readonly LiveLayer[] = ['highlights', 'pieces', 'counters', 'flights'];

/** How many batches' lengths the scene keeps for the debug window (the newest). */
const KEPT_LENGTHS = 400;

/** What one prepared model asks of the scene: the events to play, at what speed. */
interface Pending {
  readonly model: TableModel;
  readonly firstModel: boolean;
  readonly events: readonly GameEvent[];
  readonly duration: number;
  /** The batch being played (or the opening deal), with the longest the session allows it (ms, null: no bound). */
  readonly batch: { readonly id: number; readonly maxMs: number | null } | null;
  /** The pool was just rolled (a round's roll, or a new game's opening deal): its dice tumble in. */
  readonly roll: RollShow | null;
}

/** The batch a model starts playing (or the opening deal), with the longest the session allows it (ms, null: no bound). */
type PlayedBatch = Pending['batch'];

/** Whether two models draw the same table: a snapshot that changes nothing drawn (an autosave written) costs nothing. */
function drawsTheSame(previous: TableModel, model: TableModel): boolean {
  return (
    previous.snapshot.state === model.snapshot.state &&
    previous.snapshot.playing === model.snapshot.playing &&
    previous.snapshot.botToAct === model.snapshot.botToAct &&
    previous.highlights === model.highlights &&
    previous.viewedSeat === model.viewedSeat &&
    previous.seats === model.seats &&
    previous.motion === model.motion &&
    previous.language === model.language
  );
}

/**
 * The table, drawn with Pixi: an orchestrator over the board's paint frame and region cache (the page's Pixi tree
 * shows each area's painting, ui/BoardLayers.tsx), the piece layer (pieces that travel with gsap, in the order of the
 * engine's events), the flights, the score counters and the highlights. Nothing here decides a rule: it only draws
 * what the model holds. A model is shown in two steps, which the page's Pixi tree runs in order: `prepare` (the new
 * paint frame, which the board's areas subscribe to), then `play`.
 *
 * The table is drawn in Canvas 2D (`live` is a Pixi Application with its Canvas renderer): where WebGL is software
 * (SwiftShader) it pays for every pixel it draws, the GPU process runs every draw and the browser reads each WebGL
 * frame back to composite it, while Canvas 2D draws these flat shapes and labels on the CPU cheaply. The static board
 * is a canvas of its own under the live one, drawn only when an area's painting changes. The `live` layer — pieces,
 * highlights and flying effects — renders once per change, and every frame only while an animation plays.
 */
export class TableScene {
  /** The areas' paintings, which the board's Pixi tree shows (ui/BoardLayers.tsx). */
  readonly regions: RegionCache;
  private readonly animator: Animator;
  private readonly pieces: PieceLayer;
  private readonly highlights = new HighlightLayer();
  private readonly counters: ScoreCounters;
  private readonly flights: Flights;
  /** The last batch of events this scene was given to play (see GameController.animationPlayed). */
  private lastBatch = 0;
  /** The batch being played (or the opening deal), reported to `onBatchPlayed` once its timelines have all finished. */
  private playingBatch: number | null = null;
  private model: TableModel | null = null;
  private frame: PaintFrame | null = null;
  private pending: Pending | null = null;
  private lengths: readonly { readonly batch: number; readonly ms: number }[] = [];
  private readonly frameListeners = new Set<() => void>();

  constructor(
    private readonly live: Application,
    private readonly onBatchPlayed: (batch: number) => void,
  ) {
    this.animator = new Animator(
      () => live.render(),
      () => {
        live.render();
        this.reportPlayed();
      },
    );
    this.regions = new RegionCache(live.renderer);
    this.pieces = new PieceLayer(this.animator);
    this.counters = new ScoreCounters(this.animator);
    this.flights = new Flights(this.animator);
  }

  /** The container of a live layer, for its slot in the stage. */
  liveLayer(layer: LiveLayer): Container {
    return {
      highlights: this.highlights.layer,
      pieces: this.pieces.layer,
      counters: this.counters.layer,
      flights: this.flights.layer,
    }[layer];
  }

  /** What the board's areas are painted from now (null before the first model), for useSyncExternalStore. */
  readonly currentFrame = (): PaintFrame | null => this.frame;

  /** Calls `listener` whenever the paint frame changes: a new model, or a flying tile landed. */
  readonly subscribeFrame = (listener: () => void): (() => void) => {
    this.frameListeners.add(listener);
    return () => {
      this.frameListeners.delete(listener);
    };
  };

  /** True while an animation is playing. */
  get animating(): boolean {
    return this.animator.animating;
  }

  /** Jumps every running animation to its end (click-to-skip). */
  skipAnimations(): void {
    this.animator.skip();
  }

  /** The words drawn on the table now: the board's regions and the live layers' counters and floating texts. */
  paintedWords(): string[] {
    const live: string[] = [];
    const collect = (node: Container): void => {
      if (!node.visible) return;
      if (node instanceof Text) live.push(node.text);
      for (const child of node.children) collect(child);
    };
    for (const layer of LIVE_LAYERS) collect(this.liveLayer(layer));
    return [...this.regions.paintedWords(), ...live];
  }

  /** The sizes the table's labels are drawn at now: the board's, by area, and the live layers' (read-only, for tests). */
  textSizes(): Record<string, readonly number[]> {
    return {
      ...this.regions.textSizes(),
      live: LIVE_LAYERS.flatMap((layer) => renderedTextSizes(this.liveLayer(layer))),
    };
  }

  destroy(): void {
    this.animator.destroy();
    this.regions.destroy();
    for (const layer of LIVE_LAYERS) this.liveLayer(layer).destroy({ children: true });
  }

  /** Takes a new model: which batch of events it plays, and what the areas are painted from. */
  prepare(model: TableModel): void {
    const previous = this.model;
    if (previous && drawsTheSame(previous, model)) return;
    this.model = model;
    const newBatch = this.startBatch(model);
    const events = newBatch && previous ? newBatch.events : [];
    const duration = motionFactor(model.motion);
    this.showFrame({
      view: tableViewOf(model.snapshot.state, model.viewedSeat, model.seats),
      // Village cells (of the viewed seat) whose new building is still flying in are drawn when it lands.
      hiddenCells: duration > 0 ? cellsFlyingIn(events, model.viewedSeat) : new Set<number>(),
      language: model.language,
      botThinking: model.snapshot.botToAct,
    });
    // The opening deal: a new game's first view (nothing played yet) shows its dice rolled onto the pool; the session
    // is told once they have landed, so that a bot to draft first waits for them.
    const opening = previous === null && model.snapshot.state.actionCount === 0;
    const played: PlayedBatch = opening
      ? { id: OPENING_DEAL_BATCH, maxMs: model.snapshot.openingDealMs ?? null }
      : newBatch && { id: newBatch.id, maxMs: newBatch.maxMs };
    if (opening) this.playingBatch = OPENING_DEAL_BATCH;
    const rolled = opening || events.some((event) => event.type === 'DiceRolled');
    const roll = rolled ? { motion: model.motion, allowanceMs: played?.maxMs ?? null } : null;
    this.pending = { model, firstModel: previous === null, events, duration, batch: played, roll };
  }

  /** The model's batch of events when it is one not played yet (then it becomes the batch playing), else null. */
  private startBatch(model: TableModel): TableModel['snapshot']['playing'] {
    const batch = model.snapshot.playing;
    if (batch === null || batch.id === this.lastBatch) return null;
    // A new batch arrived while the last one was still animating: finish that one first, so pieces start from where
    // the state put them.
    this.skipAnimations();
    this.lastBatch = batch.id;
    this.playingBatch = batch.id;
    return batch;
  }

  /** After `prepare`: the pieces travel, then the highlights follow them, the scores tick and the effects fly. */
  play(): void {
    const pending = this.pending;
    const frame = this.frame;
    if (!pending || !frame) return;
    this.pending = null;
    const { model, events, duration, roll } = pending;
    this.pieces.place(frame.view, model.highlights, events, duration, roll);
    this.highlights.draw(model.highlights, frame.view, this.pieces);
    this.counters.show(frame.view, events, duration);
    if (duration > 0 && !pending.firstModel) this.flights.play(events, frame.view, duration, this.tileLanded);
    // A batch with a time budget (a bot's decision, the change of round) plays within it, faster if it must.
    const maxMs = pending.batch?.maxMs ?? null;
    const seconds = this.animator.fit(maxMs === null ? null : (ALLOWANCE_SHARE * maxMs) / 1000);
    if (pending.batch) this.noteLength(pending.batch.id, seconds);
    this.live.render();
    if (!this.animating) this.reportPlayed();
  }

  /** How long the table plays each of the last batches it was given, in ms (read-only, for the debug window). */
  batchLengths(): readonly { readonly batch: number; readonly ms: number }[] {
    return this.lengths;
  }

  private noteLength(batch: number, seconds: number): void {
    this.lengths = [...this.lengths.slice(-(KEPT_LENGTHS - 1)), { batch, ms: Math.round(seconds * 1000) }];
  }

  /** The flying tile has landed: the real buildings take its place (the village's key holds the hidden cells). */
  private readonly tileLanded = (): void => {
    if (this.frame) this.showFrame({ ...this.frame, hiddenCells: new Set() });
  };

  private showFrame(frame: PaintFrame): void {
    this.frame = frame;
    for (const listener of this.frameListeners) listener();
  }

  /** Tells the session that the batch has played, so that the game moves on. */
  private reportPlayed(): void {
    if (this.playingBatch === null) return;
    const batch = this.playingBatch;
    this.playingBatch = null;
    this.onBatchPlayed(batch);
  }
}
