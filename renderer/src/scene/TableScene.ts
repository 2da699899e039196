import { Container, Graphics, Rectangle, type Application, type Text } from 'pixi.js';
import { gsap } from 'gsap';
import { data, villageLayout, type GameEvent, type GameState, type PlayerState } from '../game/engine';
import { drawDieFace, drawIcon, drawPlayerMarker } from './icons';
import { dockRewardIcons, effectIcons, tavernIcon, techRewardIcon } from './iconUse';
import * as L from './layout';
import type { TableHighlights, TableModel } from './model';
import { PALETTE, cssHex } from './palette';
import { drawCrate, drawHouse, drawIconRow, drawTile, drawToken, label } from './pieces';
import { MOVE_SECONDS, STAGGER_SECONDS, motionFactor } from './timing';

const HOLDS_DIE = 1;
const HOLDS_WORKER = 2;

/** A region drawn once: its pixels (off screen) and where they go on the table (null when it draws nothing). */
interface Painting {
  readonly pixels: HTMLCanvasElement;
  readonly bounds: L.Rect | null;
}

/**
 * A region of the table: redrawn only when the part of the model it shows changes (its key); its pixels are kept in
 * a canvas of their own and copied into the board canvas over just the area it covers. The last few paintings are
 * kept by key, so that showing a village seen before (each seat's turn shows its own) costs no drawing at all.
 */
interface Region {
  readonly layer: Container;
  shown: Painting | null;
  readonly recent: Map<string, Painting>;
  key: string;
}

/** How many paintings of each region are kept for reuse (one per seat, and a spare). */
const RECENT_PAINTINGS = 5;

/** A piece that moves (a die, a boat, a technology marker): kept between updates so that it can travel. */
interface Piece {
  readonly view: Container;
  face: string;
  x: number;
  y: number;
}

/**
 * The table, drawn with Pixi. Static regions are redrawn from the state when it changes; pieces that move keep their
 * display objects and travel to their new places with gsap, in the order of the engine's events. Nothing here
 * decides a rule: it only draws what the model holds.
 */
export class TableScene {
  private readonly liveRoot = new Container();
  private readonly regions = new Map<string, Region>();
  private readonly pieceLayer = new Container();
  private readonly effectLayer = new Container();
  /** Each seat's score on its panel, on the live layer so that it can tick up as points come in. */
  private readonly counterLayer = new Container();
  private readonly counters = new Map<number, { readonly text: Text; value: number }>();
  private readonly highlightLayer = new Container();
  private readonly highlightGraphics = new Graphics();
  private readonly pieces = new Map<string, Piece>();
  private readonly timelines = new Set<gsap.core.Timeline>();
  /** The last batch of events this scene was given to play (see GameController.animationPlayed). */
  private lastBatch = 0;
  /** The batch being played, reported to `onBatchPlayed` once its timelines have all finished. */
  private playingBatch: number | null = null;
  private model: TableModel | null = null;
  /** Village cells (of the viewed seat) whose new building is still flying in: drawn when it lands. */
  private hiddenCells = new Set<number>();
  private readonly backdropCanvas = document.createElement('canvas');
  private readonly boardCanvas = document.createElement('canvas');

  /**
   * The table is drawn in Canvas 2D (`live` is a Pixi Application with its Canvas renderer): where WebGL is software
   * (SwiftShader) it pays for every pixel it draws, the GPU process runs every draw and the browser reads each WebGL
   * frame back to composite it, while Canvas 2D draws these flat shapes and labels on the CPU cheaply. The static board
   * is one canvas under `boardHost`: each region is drawn with Pixi into a canvas of its own when it changes, and only
   * the area it covers is copied again into the board (over the backdrop, itself plain Canvas 2D). The `live` layer —
   * pieces, highlights and flying effects — renders once per change, and every frame only while an animation plays.
   */
  constructor(private readonly live: Application, private readonly boardHost: HTMLElement, private resolution: number,
    private readonly onBatchPlayed: (batch: number) => void) {
    live.stage.addChild(this.liveRoot);
    boardHost.appendChild(this.boardCanvas);
    for (const name of ['fjord', 'round', 'score', 'pool', 'village', 'stacks', 'docks', 'resources', 'boat', 'abilities', 'tracks', 'crates', 'offer', 'players']) {
      this.regions.set(name, { layer: new Container(), shown: null, recent: new Map(), key: '' });
    }
    this.paintBackdrop();
    this.highlightLayer.addChild(this.highlightGraphics);
    this.liveRoot.addChild(this.highlightLayer, this.pieceLayer, this.counterLayer, this.effectLayer);
  }

  /** Paints the board again at a new resolution (the table was scaled), so that it stays sharp. */
  redrawBoard(resolution: number): void {
    if (Math.abs(resolution - this.resolution) < 0.01) return;
    this.resolution = resolution;
    this.paintBackdrop();
    for (const region of this.regions.values()) {
      region.key = '';
      region.recent.clear();
    }
    if (this.model) this.drawRegions(this.model);
    this.live.render();
  }

  /** True while an animation is playing. */
  get animating(): boolean {
    return this.timelines.size > 0;
  }

  /** Jumps every running animation to its end (click-to-skip). */
  skipAnimations(): void {
    for (const timeline of [...this.timelines]) timeline.progress(1);
  }

  destroy(): void {
    this.skipAnimations();
    gsap.ticker.remove(this.renderLiveFrame);
    for (const region of this.regions.values()) region.layer.destroy({ children: true });
    this.boardHost.replaceChildren();
    this.liveRoot.destroy({ children: true });
  }

  update(model: TableModel): void {
    const previous = this.model;
    this.model = model;
    // A snapshot that changes nothing drawn (an autosave written, a bot started thinking) costs no render.
    if (previous && previous.snapshot.state === model.snapshot.state && previous.snapshot.playing === model.snapshot.playing
      && previous.highlights === model.highlights && previous.viewedSeat === model.viewedSeat && previous.seats === model.seats
      && previous.motion === model.motion) return;
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
    const duration = this.durationFactor(model);
    this.hiddenCells = duration > 0 ? this.cellsFlyingIn(events, model.viewedSeat) : new Set();
    this.drawRegions(model);
    // Pieces first: the highlight rings around dice follow the pieces' new places.
    this.placePieces(model, events, duration);
    this.drawHighlights(model.highlights);
    this.showScores(model, events, duration);
    if (duration > 0 && previous) this.playEffects(events, model, duration);
    this.live.render();
    if (!this.animating) this.reportPlayed();
  }

  /** Renders the live layer while timelines run: registered with gsap's ticker (one call per animation frame). */
  private readonly renderLiveFrame = (): void => {
    this.live.render();
  };

  /** Tells the session that the batch has played, so that the game moves on. */
  private reportPlayed(): void {
    if (this.playingBatch === null) return;
    const batch = this.playingBatch;
    this.playingBatch = null;
    this.onBatchPlayed(batch);
  }

  private durationFactor(model: TableModel): number {
    return motionFactor(model.motion);
  }

  // ---------------------------------------------------------------- static regions

  private region(name: string, key: string, draw: (g: Graphics, layer: Container) => void): void {
    const region = this.regions.get(name);
    if (!region || region.key === key) return;
    region.key = key;
    const painting = region.recent.get(key) ?? this.paint(region.layer, draw);
    region.recent.delete(key);
    region.recent.set(key, painting);
    const oldest = region.recent.keys().next().value;
    if (region.recent.size > RECENT_PAINTINGS && oldest !== undefined) region.recent.delete(oldest);
    const before = region.shown?.bounds;
    region.shown = painting;
    if (before) this.composeBoard(before);
    if (painting.bounds) this.composeBoard(painting.bounds);
  }

  /** Draws a region's shapes over just their bounds: the canvas the renderer draws them into is the painting. */
  private paint(layer: Container, draw: (g: Graphics, layer: Container) => void): Painting {
    for (const child of layer.removeChildren()) child.destroy({ children: true });
    const g = new Graphics();
    const texts = new Container();
    layer.addChild(g, texts);
    draw(g, texts);
    const local = layer.getLocalBounds();
    const x = Math.floor(local.minX);
    const y = Math.floor(local.minY);
    const bounds = L.rect(x, y, Math.ceil(local.maxX) - x, Math.ceil(local.maxY) - y);
    if (!(bounds.w > 0 && bounds.h > 0)) return { pixels: document.createElement('canvas'), bounds: null };
    // In the browser Pixi's canvases are DOM canvases (its BrowserAdapter creates them).
    const pixels = this.live.renderer.extract.canvas({ target: layer, frame: new Rectangle(x, y, bounds.w, bounds.h), resolution: this.resolution }) as HTMLCanvasElement;
    return { pixels, bounds };
  }

  /** Repaints one area of the board: the backdrop, then every region that covers part of it, in their order. */
  private composeBoard(area: L.Rect): void {
    const ctx = this.boardCanvas.getContext('2d');
    if (!ctx) return;
    const r = this.resolution;
    ctx.save();
    ctx.beginPath();
    ctx.rect(area.x * r, area.y * r, area.w * r, area.h * r);
    ctx.clip();
    ctx.drawImage(this.backdropCanvas, 0, 0);
    for (const region of this.regions.values()) {
      const b = region.shown?.bounds;
      if (!region.shown || !b || b.x >= area.x + area.w || b.x + b.w <= area.x || b.y >= area.y + area.h || b.y + b.h <= area.y) continue;
      ctx.drawImage(region.shown.pixels, b.x * r, b.y * r, b.w * r, b.h * r);
    }
    ctx.restore();
  }

  private drawRegions(model: TableModel): void {
    const { state } = model.snapshot;
    const viewed = state.players[model.viewedSeat] as PlayerState;
    const seatsKey = JSON.stringify(model.seats);
    this.region('fjord', JSON.stringify([state.fjord.map((s) => s.length), state.taverns, seatsKey, [...model.highlights.taverns], state.players.map((p) => p.tavern)]),
      (g, t) => this.drawFjord(g, t, model));
    this.region('round', JSON.stringify([state.round, state.trackerDice.length, state.phase]), (g, t) => this.drawRoundTracker(g, t, state));
    this.region('score', JSON.stringify([state.players.map((p) => p.score), seatsKey]), (g, t) => this.drawScoreTrack(g, t, model));
    this.region('pool', 'static', (g, t) => this.drawPoolAreas(g, t));
    this.region('village', JSON.stringify([model.viewedSeat, viewed.buildings, viewed.occupant, viewed.completedLines, [...this.hiddenCells], seatsKey, state.phase, state.setup.villageSide]),
      (g, t) => this.drawVillage(g, t, model, viewed));
    this.region('stacks', JSON.stringify(L.STACK_ORDER.map((s) => [state.buildingStacks[s][0], state.buildingStacks[s].length])), (g, t) => this.drawStacks(g, t, state));
    this.region('docks', JSON.stringify([model.viewedSeat, viewed.docks]), (g, t) => this.drawDocks(g, t, viewed));
    this.region('resources', JSON.stringify([model.viewedSeat, viewed.resources]), (g, t) => this.drawResources(g, t, viewed));
    this.region('boat', JSON.stringify([model.viewedSeat, viewed.boat, viewed.collected.length]), (g, t) => this.drawBoatTile(g, t, viewed));
    this.region('abilities', JSON.stringify([model.viewedSeat, viewed.abilities, viewed.workersOwned, viewed.workersPlaced]), (g, t) => this.drawOwnedAbilities(g, t, viewed));
    this.region('tracks', JSON.stringify([state.scoringTiles, state.topArrivals]), (g, t) => this.drawTracks(g, t, state));
    this.region('crates', JSON.stringify(state.crateStacks.map((s) => [s[0], s.length])), (g, t) => this.drawCrateStacks(g, t, state));
    this.region('offer', JSON.stringify(state.abilityOffer), (g, t) => this.drawAbilityOffer(g, t, state));
    this.region('players', JSON.stringify([state.players.map((p) => [p.buildings, p.occupant, p.resources, p.retired, p.docks.map((d) => d.length), p.boat.section]), state.current, model.viewedSeat, seatsKey]),
      (g, t) => this.drawPlayers(g, t, model));
  }

  /** The backdrop never changes: mountains, the fjord's water and the panels, painted once in Canvas 2D. */
  private paintBackdrop(): void {
    const canvas = this.backdropCanvas;
    canvas.width = Math.round(L.TABLE_WIDTH * this.resolution);
    canvas.height = Math.round(L.TABLE_HEIGHT * this.resolution);
    this.boardCanvas.width = canvas.width;
    this.boardCanvas.height = canvas.height;
    Object.assign(this.boardCanvas.style, { width: `${L.TABLE_WIDTH}px`, height: `${L.TABLE_HEIGHT}px` });
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(this.resolution, 0, 0, this.resolution, 0, 0);
    const fill = (colour: number, alpha = 1): void => { ctx.globalAlpha = alpha; ctx.fillStyle = cssHex(colour); };
    fill(PALETTE.night);
    ctx.fillRect(0, 0, L.TABLE_WIDTH, L.TABLE_HEIGHT);
    // Mountains along the far shore, snow on their tops.
    fill(PALETTE.fjord);
    ctx.fillRect(0, 0, L.TABLE_WIDTH, 112);
    const peaks = [0, 40, 90, 150, 200, 260, 330, 380, 450, 520, 580, 650, 720, 790, 850, 920, 960];
    ctx.beginPath();
    ctx.moveTo(0, 30);
    peaks.forEach((x, i) => ctx.lineTo(x, i % 2 === 0 ? 26 : 6 + (i % 3) * 4));
    ctx.lineTo(960, 40);
    ctx.lineTo(0, 40);
    ctx.closePath();
    fill(0x23394a);
    ctx.fill();
    // The water of the fjord, deepening outward.
    for (let i = 0; i < 24; i++) {
      fill(PALETTE.waterShallow, 0.35 - i * 0.012);
      ctx.fillRect(250 + i * 30, 30, 30, 82);
    }
    // Panels of the main board and the player's boards.
    const panel = (r: L.Rect, colour: number = PALETTE.slateDark): void => {
      ctx.beginPath();
      ctx.roundRect(r.x - 4, r.y - 2, r.w + 8, r.h + 4, 10);
      fill(colour, 0.92);
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.strokeStyle = cssHex(PALETTE.slate);
      ctx.lineWidth = 1;
      ctx.stroke();
    };
    panel(L.rect(4, 114, 956, 64));
    panel(L.VILLAGE_PANEL, 0x24313b);
    panel(L.rect(404, 180, 556, 94));
    panel(L.DOCKS, 0x3a3026);
    panel(L.RESOURCES_PANEL, 0x24313b);
    panel(L.BOAT_TILE, 0x2a3e52);
    panel(L.ABILITY_ROW, 0x24313b);
    panel(L.rect(966, 114, 308, 290));
    panel(L.rect(966, 404, 308, 198));
    panel(L.ROUND_TRACKER, 0x22374a);
    panel(L.SCORE_TRACK, 0x22374a);
    ctx.globalAlpha = 1;
    this.composeBoard(L.rect(0, 0, L.TABLE_WIDTH, L.TABLE_HEIGHT));
  }

  private drawFjord(g: Graphics, t: Container, model: TableModel): void {
    const { state } = model.snapshot;
    // Taverns on the shore at the inner end of the fjord.
    g.rect(0, 60, 252, 52).fill(0x3c4a3a);
    for (const tavern of data.TAVERNS) {
      const r = L.tavernRect(tavern.tavern);
      g.roundRect(r.x, r.y + 30, r.w, r.h - 30, 4).fill(0x6b4e36).stroke({ width: 1, color: 0x3a2a1c });
      g.poly([r.x - 3, r.y + 32, r.x + r.w / 2, r.y + 8, r.x + r.w + 3, r.y + 32]).fill(0x5a2a22).stroke({ width: 1, color: 0x2a1510 });
      g.rect(r.x + r.w / 2 - 6, r.y + r.h - 18, 12, 18).fill(0x3a2a1c);
      t.addChild(label(`T${tavern.tavern}`, r.x + r.w / 2, r.y + 40, { fontSize: 13, fontWeight: '800', fill: PALETTE.snow }, [0.5, 0]));
      drawIcon(g, tavernIcon(tavern.action), r.x + r.w / 2, r.y + 66, 18);
      const seat = state.taverns[tavern.tavern - 1];
      if (seat !== null && seat !== undefined) {
        const look = model.seats[seat];
        if (look) drawPlayerMarker(g, look.shape, look.colour, r.x + r.w / 2, r.y + 18, 8);
      }
    }
    // Harbour pier.
    g.roundRect(L.HARBOUR.x, L.HARBOUR.y, L.HARBOUR.w, L.HARBOUR.h, 8).fill({ color: PALETTE.waterShallow, alpha: 0.7 }).stroke({ width: 1, color: PALETTE.foam, alpha: 0.5 });
    for (let i = 0; i < 6; i++) g.rect(L.HARBOUR.x + 4, L.HARBOUR.y + 14 + i * 5, 36, 3).fill(PALETTE.boardwalk);
    t.addChild(label('Harbour', L.HARBOUR.x + L.HARBOUR.w / 2, L.HARBOUR.y + 2, { fontSize: 12, fontWeight: '700' }, [0.5, 0]));
    for (const section of data.FJORD_SECTIONS) {
      const r = L.sectionRect(section.section);
      const depth = section.section / 6;
      g.roundRect(r.x, r.y, r.w, r.h, 8).fill({ color: PALETTE.waterDeep, alpha: 0.45 + depth * 0.5 }).stroke({ width: 1, color: PALETTE.foam, alpha: 0.35 });
      t.addChild(label(`${section.section}`, r.x + 8, r.y + 4, { fontSize: 16, fontWeight: '800', fill: PALETTE.foam }));
      drawIcon(g, 'vp', r.x + r.w - 16, r.y + 16, 24);
      t.addChild(label(String(section.returnVp), r.x + r.w - 16, r.y + 16, { fontSize: 10, fontWeight: '800', fill: PALETTE.ink }, [0.5, 0.5]));
      if (section.needs !== 'none') {
        t.addChild(label(section.needs === 'deepWater1' ? 'Deep water I' : 'Deep water II', r.x + r.w / 2, r.y + r.h - 15, { fontSize: 10, fill: PALETTE.foam, fontStyle: 'italic' }, [0.5, 0]));
      }
      // Face-down token stack.
      const count = state.fjord[section.section - 1]?.length ?? 0;
      for (let i = 0; i < Math.min(count, 6); i++) g.circle(r.x + 20, r.y + 34 - i * 2, 9).fill(0x1c3d57).stroke({ width: 1, color: PALETTE.foam, alpha: 0.6 });
      t.addChild(label(`×${count}`, r.x + 32, r.y + 26, { fontSize: 11, fill: PALETTE.foam }));
    }
  }

  private drawRoundTracker(g: Graphics, t: Container, state: GameState): void {
    const r = L.ROUND_TRACKER;
    t.addChild(label('Round', r.x + 8, r.y + 15, { fontSize: 14, fontWeight: '700' }));
    for (let round = 1; round <= 3; round++) {
      const x = r.x + 66 + (round - 1) * 32;
      const current = round === state.round;
      g.circle(x, r.y + 25, 12).fill(current ? PALETTE.resourceRoof : PALETTE.slate).stroke({ width: 2, color: current ? PALETTE.snow : PALETTE.slateLight });
      t.addChild(label(String(round), x, r.y + 25, { fontSize: 14, fontWeight: '800', fill: current ? PALETTE.ink : PALETTE.ice }, [0.5, 0.5]));
    }
    t.addChild(label('waiting', r.x + 140, r.y + 4, { fontSize: 10, fill: PALETTE.foam }));
    for (let i = 0; i < Math.min(state.trackerDice.length, 8); i++) {
      const die = new Graphics();
      drawDieFace(die, 'orange', 1, 10);
      die.position.set(r.x + 146 + (i % 4) * 12, r.y + 24 + Math.floor(i / 4) * 12);
      t.addChild(die);
    }
  }

  private drawScoreTrack(g: Graphics, t: Container, model: TableModel): void {
    const r = L.SCORE_TRACK;
    const { state } = model.snapshot;
    const top = Math.max(100, ...state.players.map((p) => Math.ceil((p.score + 1) / 50) * 50));
    const x0 = r.x + 12;
    const width = r.w - 24;
    g.roundRect(x0, r.y + 24, width, 8, 4).fill(PALETTE.slate);
    for (let v = 0; v <= top; v += 10) {
      const x = x0 + (v / top) * width;
      g.rect(x - 0.5, r.y + 22, 1, 12).fill({ color: PALETTE.ice, alpha: v % 50 === 0 ? 0.9 : 0.4 });
      if (v % 50 === 0) t.addChild(label(String(v), x, r.y + 36, { fontSize: 9, fill: PALETTE.foam }, [0.5, 0]));
    }
    t.addChild(label('Score', r.x + 10, r.y + 2, { fontSize: 12, fontWeight: '700' }));
    state.players.forEach((player, seat) => {
      const look = model.seats[seat];
      if (!look) return;
      drawPlayerMarker(g, look.shape, look.colour, x0 + (Math.min(player.score, top) / top) * width, r.y + 28 - (seat % 2) * 8, 6);
    });
  }

  private drawPoolAreas(g: Graphics, t: Container): void {
    for (let value = 1; value <= 6; value++) {
      const r = L.poolArea(value);
      g.roundRect(r.x, r.y, r.w, r.h, 6).fill({ color: 0x2a3a46 }).stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.6 });
      const face = new Graphics();
      drawDieFace(face, 'white', value, 18);
      face.alpha = 0.5;
      face.position.set(r.x + 15, r.y + r.h / 2);
      t.addChild(face);
      g.rect(r.x + 28, r.y + 8, 1, r.h - 16).fill({ color: PALETTE.slateLight, alpha: 0.5 });
    }
  }

  private drawVillage(g: Graphics, t: Container, model: TableModel, player: PlayerState): void {
    const { state } = model.snapshot;
    const layout = villageLayout(state.setup, player.seat);
    const look = model.seats[player.seat];
    const grid = L.VILLAGE_GRID;
    g.roundRect(grid.x - 6, grid.y - 6, grid.w + 12, grid.h + 12, 8).fill(PALETTE.mossDark);
    const walkAt = new Map(layout.boardwalks.map((walk) => [walk.cell, walk] as const));
    const starts = new Set(layout.startCells);
    for (let cell = 0; cell < 36; cell++) {
      const r = L.villageCellRect(cell);
      const walk = walkAt.get(cell);
      const code = player.buildings[cell];
      if (walk) {
        g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(PALETTE.boardwalk);
        for (let i = 1; i < 5; i++) g.rect(r.x + 1, r.y + i * (r.h / 5), r.w - 2, 1).fill({ color: PALETTE.boardwalkDark, alpha: 0.8 });
        g.roundRect(r.x + 6, r.y + r.h / 2 - 11, r.w - 12, 22, 6).fill({ color: PALETTE.snow, alpha: 0.85 });
        drawIconRow(g, t, effectIcons(walk.reward), r.x + r.w / 2, r.y + r.h / 2, 15);
      } else {
        g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(PALETTE.moss);
        g.circle(r.x + 12, r.y + 40, 2).fill({ color: 0x7a9b61, alpha: 0.7 });
        g.circle(r.x + 40, r.y + 14, 1.5).fill({ color: 0x7a9b61, alpha: 0.7 });
        if (starts.has(cell) && state.phase === 'draft') g.rect(r.x + 5, r.y + 5, r.w - 10, r.h - 10).stroke({ width: 2, color: PALETTE.snow, alpha: 0.6 });
        if (code && !this.hiddenCells.has(cell)) drawHouse(g, t, code, r.x, r.y, r.w);
      }
      if ((player.occupant[cell] ?? 0) & HOLDS_WORKER) drawIcon(g, 'worker', r.x + r.w - 12, r.y + 14, 18);
    }
    // Completed lines get a bright edge on their boardwalk.
    for (let line = 0; line < 12; line++) {
      if (!(player.completedLines & (1 << line))) continue;
      const isRow = line < 6;
      const index = line % 6;
      if (isRow) g.rect(grid.x - 5, grid.y + index * L.VILLAGE_CELL + 2, 3, L.VILLAGE_CELL - 4).fill(PALETTE.resourceRoof);
      else g.rect(grid.x + index * L.VILLAGE_CELL + 2, grid.y - 5, L.VILLAGE_CELL - 4, 3).fill(PALETTE.resourceRoof);
    }
    // Entry numbers: white dice above columns, orange dice left of rows.
    for (let i = 1; i <= 6; i++) {
      const column = L.columnEntryRect(i);
      g.roundRect(column.x, column.y, column.w, column.h, 5).fill({ color: PALETTE.whiteDie, alpha: 0.18 }).stroke({ width: 1, color: PALETTE.whiteDie, alpha: 0.5 });
      t.addChild(label(String(i), column.x + column.w / 2, column.y + column.h / 2, { fontSize: 13, fontWeight: '700', fill: PALETTE.whiteDie }, [0.5, 0.5]));
      const row = L.rowEntryRect(i);
      g.roundRect(row.x, row.y, row.w, row.h, 5).fill({ color: PALETTE.orangeDie, alpha: 0.18 }).stroke({ width: 1, color: PALETTE.orangeDie, alpha: 0.6 });
      t.addChild(label(String(i), row.x + row.w / 2, row.y + row.h / 2, { fontSize: 13, fontWeight: '700', fill: PALETTE.orangeDie }, [0.5, 0.5]));
    }
    const name = L.VILLAGE_NAME;
    if (look) drawPlayerMarker(g, look.shape, look.colour, name.x + 16, name.y + 20, 9);
    t.addChild(label(look ? `${look.name}’s village` : 'Village', name.x + 32, name.y + 9, { fontSize: 17, fontWeight: '800' }));
    if (villageDice(model.snapshot.state, player.seat).some((die) => die.cell === null)) {
      t.addChild(label('set aside:', name.x + 200, name.y + 14, { fontSize: 11, fill: PALETTE.foam }));
    }
  }

  private drawStacks(g: Graphics, t: Container, state: GameState): void {
    t.addChild(label('Building stacks', 410, 182, { fontSize: 11, fill: PALETTE.foam }));
    for (const stack of L.STACK_ORDER) {
      const r = L.stackRect(stack);
      const pile = state.buildingStacks[stack];
      g.roundRect(r.x, r.y + 14, r.w, r.h - 14, 6).fill({ color: 0x1d2831 }).stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.5 });
      t.addChild(label(`${stack} · ${pile.length}`, r.x + r.w / 2, r.y + r.h - 15, { fontSize: 11, fontWeight: '700', fill: PALETTE.ice }, [0.5, 0]));
      const top = pile[0];
      if (top === undefined) {
        t.addChild(label('empty', r.x + r.w / 2, r.y + 44, { fontSize: 11, fill: PALETTE.slateLight }, [0.5, 0.5]));
        continue;
      }
      const tile = data.TILES[top];
      const cell = 30;
      const width = tile?.shape === 'corner' ? 2 * cell : (tile?.cells.length ?? 1) * cell;
      const height = tile?.shape === 'corner' ? 2 * cell : cell;
      const scale = Math.min(1, (r.w - 8) / width, (r.h - 34) / height);
      const holder = new Container();
      const tileGraphics = new Graphics();
      const tileTexts = new Container();
      holder.addChild(tileGraphics, tileTexts);
      drawTile(tileGraphics, tileTexts, top, 0, 0, cell);
      holder.scale.set(scale);
      holder.position.set(r.x + (r.w - width * scale) / 2, r.y + 18 + (r.h - 36 - height * scale) / 2);
      t.addChild(holder);
    }
  }

  private drawDocks(g: Graphics, t: Container, player: PlayerState): void {
    t.addChild(label('Docks — paid out when you retire, once per crate', 410, 283, { fontSize: 11, fill: PALETTE.foam }));
    for (const dock of data.DOCKS) {
      const row = L.dockRowRect(dock.row);
      g.roundRect(row.x + 2, row.y, row.w - 4, row.h, 5).fill({ color: 0x4d3f30 });
      g.roundRect(row.x + 8, row.y + 6, 58, 26, 5).fill({ color: PALETTE.snow, alpha: 0.85 });
      drawIconRow(g, t, dockRewardIcons(dock.reward), row.x + 37, row.y + 19, 14);
      for (let space = 0; space < L.DOCK_SPACES; space++) {
        const s = L.dockSpaceRect(dock.row, space);
        g.roundRect(s.x, s.y, s.w, s.h, 4).stroke({ width: 1, color: PALETTE.boardwalk, alpha: 0.5 });
      }
      (player.docks[dock.row - 1] ?? []).forEach((crate, space) => {
        const s = L.dockSpaceRect(dock.row, Math.min(space, L.DOCK_SPACES - 1));
        drawCrate(g, t, crate, s.x, s.y, s.w, s.h);
      });
    }
  }

  private drawResources(g: Graphics, t: Container, player: PlayerState): void {
    const r = L.RESOURCES_PANEL;
    t.addChild(label('Resources', r.x + 6, r.y + 2, { fontSize: 11, fill: PALETTE.foam }));
    for (const resource of data.RESOURCES) {
      const chip = resourceChipRect(resource);
      const amount = player.resources[resource];
      g.roundRect(chip.x, chip.y, chip.w, chip.h, 6).fill({ color: amount > 0 ? 0x33444f : 0x26323b }).stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.6 });
      drawIcon(g, resource, chip.x + 16, chip.y + chip.h / 2, 22);
      t.addChild(label(String(amount), chip.x + chip.w - 8, chip.y + chip.h / 2, { fontSize: 17, fontWeight: '800', fill: amount > 0 ? PALETTE.snow : PALETTE.slateLight }, [1, 0.5]));
    }
  }

  private drawBoatTile(g: Graphics, t: Container, player: PlayerState): void {
    const r = L.BOAT_TILE;
    t.addChild(label(`Boat${player.boat.upgraded ? ' (upgraded)' : ''} · ${player.collected.length} caught`, r.x + 6, r.y + 3, { fontSize: 11, fill: PALETTE.foam }));
    player.boat.slots.forEach((token, slot) => {
      const s = L.boatSlotRect(slot);
      g.roundRect(s.x, s.y, s.w, s.h, 6).fill({ color: 0x6b4a2a }).stroke({ width: 1, color: 0x3a2a1c });
      if (player.boat.upgraded && slot === 0) t.addChild(label('×2', s.x + 2, s.y + 1, { fontSize: 10, fontWeight: '800', fill: PALETTE.resourceRoof }));
      if (token !== null) drawToken(g, t, token, s.x + s.w / 2, s.y + s.h / 2, 17);
    });
  }

  private drawOwnedAbilities(g: Graphics, t: Container, player: PlayerState): void {
    const r = L.ABILITY_ROW;
    const free = player.workersOwned - player.workersPlaced;
    for (let i = 0; i < player.workersOwned; i++) drawIcon(g, 'worker', r.x + 12 + i * 16, r.y + 17, 18);
    t.addChild(label(`${free}/${player.workersOwned}`, r.x + 12 + player.workersOwned * 16, r.y + 10, { fontSize: 11, fill: PALETTE.foam }));
    player.abilities.forEach((ability, i) => {
      const s = L.ownedAbilityRect(i);
      g.roundRect(s.x, s.y, s.w, s.h, 5).fill(0x3d5566).stroke({ width: 1, color: PALETTE.foam, alpha: 0.6 });
      t.addChild(label(data.ABILITIES[ability].name, s.x + s.w / 2, s.y + s.h / 2, { fontSize: 12, fontWeight: '700' }, [0.5, 0.5]));
    });
  }

  private drawTracks(g: Graphics, t: Container, state: GameState): void {
    for (const track of L.TRACK_ORDER) {
      const def = data.TECH_TRACKS[track];
      const tile = L.scoringTileRect(track);
      const scoring = data.SCORING_TILES[state.scoringTiles[track]];
      g.roundRect(tile.x, tile.y, tile.w, tile.h, 5).fill(0x5a4a7a).stroke({ width: 1, color: 0xc9b8ee });
      t.addChild(label(scoring.label.split(':')[0] ?? '', tile.x + tile.w / 2, tile.y + 4, { fontSize: 11, fontWeight: '800', fill: PALETTE.snow }, [0.5, 0]));
      t.addChild(label(scoring.timing === 'now' ? 'on reaching' : 'at the end', tile.x + tile.w / 2, tile.y + 20, { fontSize: 9, fill: 0xd8ccf2 }, [0.5, 0]));
      t.addChild(label(def.label, tile.x + tile.w / 2, tile.y + 31, { fontSize: 10, fontWeight: '700', fill: PALETTE.resourceRoof }, [0.5, 0]));
      for (let space = 0; space <= 5; space++) {
        const s = L.trackSpaceRect(track, space);
        g.roundRect(s.x, s.y, s.w, s.h, 5).fill(space === 0 ? 0x2a3640 : 0x34495a).stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.6 });
        t.addChild(label(String(space), s.x + 4, s.y + 2, { fontSize: 9, fill: PALETTE.foam }));
        if (space > 0) {
          drawIcon(g, techRewardIcon(def.rewards[space - 1] ?? { kind: 'scoringTile' }), s.x + 20, s.y + 20, 17);
          // The cost of the step into this space sits on the line below it.
          drawIcon(g, def.costs[space - 1] ?? 'gold', s.x + s.w - 11, s.y + s.h - 2, 13);
        }
      }
    }
  }

  private drawCrateStacks(g: Graphics, t: Container, state: GameState): void {
    t.addChild(label('Orders', 972, 406, { fontSize: 11, fill: PALETTE.foam }));
    state.crateStacks.forEach((pile, i) => {
      const r = L.crateStackRect(i + 1);
      for (let k = Math.min(pile.length, 4) - 1; k > 0; k--) g.roundRect(r.x + 6 + k * 2, r.y + 20 - k * 2, r.w - 12, 50, 4).fill(0x7a5a30);
      const top = pile[0];
      if (top !== undefined) drawCrate(g, t, top, r.x + 6, r.y + 20, r.w - 12, 52);
      t.addChild(label(`${data.CRATE_STACK_NAMES[i] ?? ''} · ${pile.length}`, r.x + r.w / 2, r.y + 76, { fontSize: 10, fill: PALETTE.ice }, [0.5, 0]));
    });
  }

  private drawAbilityOffer(g: Graphics, t: Container, state: GameState): void {
    t.addChild(label('Abilities', 972, 506, { fontSize: 11, fill: PALETTE.foam }));
    state.abilityOffer.forEach((ability, i) => {
      const r = L.abilityOfferRect(i);
      g.roundRect(r.x + 2, r.y + 18, r.w - 4, r.h - 22, 6).fill(0x3d5566).stroke({ width: 1, color: PALETTE.foam, alpha: 0.7 });
      t.addChild(label(data.ABILITIES[ability].name, r.x + r.w / 2, r.y + 24, { fontSize: 12, fontWeight: '800' }, [0.5, 0]));
      t.addChild(label(data.ABILITIES[ability].text, r.x + r.w / 2, r.y + 40, { fontSize: 8.5, lineHeight: 10, fill: PALETTE.foam, wordWrap: true, wordWrapWidth: r.w - 8, align: 'center' }, [0.5, 0]));
    });
  }

  private drawPlayers(g: Graphics, t: Container, model: TableModel): void {
    const { state } = model.snapshot;
    const seats = state.players.length;
    state.players.forEach((player, seat) => {
      const look = model.seats[seat];
      const panel = L.playerPanelRect(seat, seats);
      const active = state.current === seat && state.phase !== 'over';
      g.roundRect(panel.x, panel.y, panel.w, panel.h, 8).fill({ color: seat === model.viewedSeat ? 0x2f4252 : PALETTE.slateDark })
        .stroke({ width: active ? 3 : 1, color: active ? (look?.colour ?? PALETTE.snow) : PALETTE.slate });
      const mini = L.miniVillageRect(seat, seats);
      const walks = new Set(villageLayout(state.setup, seat).boardwalks.map((w) => w.cell));
      for (let cell = 0; cell < 36; cell++) {
        const x = mini.x + (cell % 6) * L.MINI_CELL;
        const y = mini.y + Math.floor(cell / 6) * L.MINI_CELL;
        const code = player.buildings[cell];
        const fill = walks.has(cell) ? PALETTE.boardwalk : code ? (data.BUILDINGS[code].roof === 'resource' ? PALETTE.resourceRoof : PALETTE.actionRoof) : PALETTE.moss;
        g.rect(x + 0.5, y + 0.5, L.MINI_CELL - 1, L.MINI_CELL - 1).fill(fill);
        const occupant = player.occupant[cell] ?? 0;
        if (occupant & HOLDS_DIE) g.rect(x + 4, y + 4, 7, 7).fill(PALETTE.whiteDie).stroke({ width: 1, color: PALETTE.ink });
        if (occupant & HOLDS_WORKER) g.circle(x + 7.5, y + 7.5, 3).fill(0x6a4f8a);
      }
      const textX = mini.x + mini.w + 10;
      if (look) drawPlayerMarker(g, look.shape, look.colour, textX + 7, panel.y + 15, 7);
      t.addChild(label(look?.name ?? `Player ${seat + 1}`, textX + 20, panel.y + 5, { fontSize: 15, fontWeight: '800' }));
      const status = player.retired ? `retired (T${player.tavern ?? '?'})` : active ? (look?.bot ? 'thinking…' : 'to play') : look?.bot ? 'bot' : '';
      t.addChild(label(status, textX + 20, panel.y + 24, { fontSize: 11, fill: PALETTE.foam, fontStyle: 'italic' }));
      const held = data.RESOURCES.filter((r) => player.resources[r] > 0);
      held.slice(0, 8).forEach((resource, i) => {
        const x = textX + 8 + (i % 4) * 40;
        const y = panel.y + 52 + Math.floor(i / 4) * 22;
        drawIcon(g, resource, x, y, 15);
        t.addChild(label(String(player.resources[resource]), x + 10, y, { fontSize: 12, fontWeight: '700' }, [0, 0.5]));
      });
      const crates = player.docks.reduce((n, row) => n + row.length, 0);
      t.addChild(label(`crates ${crates} · boat ${player.boat.section === 0 ? 'harbour' : `§${player.boat.section}`}`, textX + 2, panel.y + panel.h - 16, { fontSize: 10, fill: PALETTE.foam }));
    });
  }

  // ---------------------------------------------------------------- score counters

  /** Scores tick from the old total to the new one when the batch scored them; otherwise they just show the total. */
  private showScores(model: TableModel, events: readonly GameEvent[], duration: number): void {
    const { state } = model.snapshot;
    state.players.forEach((player, seat) => {
      const panel = L.playerPanelRect(seat, state.players.length);
      const counter = this.counters.get(seat) ?? this.newCounter(seat, player.score);
      counter.text.position.set(panel.x + panel.w - 8, panel.y + 5);
      if (counter.value === player.score) return;
      const scored = events.some((event) => event.type === 'ScoreChanged' && event.player === seat);
      const tally = { value: counter.value };
      counter.value = player.score;
      if (duration === 0 || !scored) {
        counter.text.text = `${player.score} VP`;
        return;
      }
      this.timeline().to(tally, {
        value: player.score, duration: 0.8 * duration, ease: 'power1.out',
        onUpdate: () => { counter.text.text = `${Math.round(tally.value)} VP`; },
      });
    });
  }

  private newCounter(seat: number, score: number): { readonly text: Text; value: number } {
    const counter = { text: label(`${score} VP`, 0, 0, { fontSize: 15, fontWeight: '800', fill: PALETTE.resourceRoof }, [1, 0]), value: score };
    this.counterLayer.addChild(counter.text);
    this.counters.set(seat, counter);
    return counter;
  }

  // ---------------------------------------------------------------- highlights

  private drawHighlights(h: TableHighlights): void {
    const g = this.highlightGraphics;
    g.clear();
    if (this.highlightLayer.children.length > 1) for (const child of this.highlightLayer.removeChildren(1)) child.destroy({ children: true });
    const ring = (r: L.Rect, colour: number = PALETTE.legal, width = 2.5): void => {
      g.roundRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 7).stroke({ width, color: colour, alpha: 0.95 });
    };
    for (const [cell, mark] of h.cells) {
      const r = L.villageCellRect(cell);
      if (mark === 'next') {
        g.rect(r.x + 2, r.y + 2, r.w - 4, r.h - 4).fill({ color: PALETTE.focus, alpha: 0.18 }).stroke({ width: 3, color: PALETTE.focus });
      } else if (mark === 'entry') {
        g.rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6).fill({ color: PALETTE.snow, alpha: 0.12 });
      } else {
        g.rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6).stroke({ width: 2, color: PALETTE.legal, alpha: 0.8 });
      }
    }
    if (h.entry) ring(h.entry.line === 'column' ? L.columnEntryRect(h.entry.index) : L.rowEntryRect(h.entry.index), PALETTE.focus, 3);
    if (h.ghost) {
      const ghostLayer = new Container();
      const ghostGraphics = new Graphics();
      ghostLayer.addChild(ghostGraphics);
      ghostLayer.alpha = 0.85;
      h.ghost.cells.forEach((cell, i) => {
        const r = L.villageCellRect(cell);
        const code = h.ghost?.codes[i];
        if (code) drawHouse(ghostGraphics, ghostLayer, code, r.x, r.y, r.w);
        ghostGraphics.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill({ color: h.ghost?.legal ? PALETTE.legal : PALETTE.illegal, alpha: 0.3 })
          .stroke({ width: 3, color: h.ghost?.legal ? PALETTE.legal : PALETTE.illegal });
      });
      this.highlightLayer.addChild(ghostLayer);
    }
    for (const stack of h.stacks) ring(L.stackRect(stack));
    for (const crate of h.crates) ring(L.crateStackRect(crate));
    for (const track of h.tracks) ring(L.trackRect(track));
    for (const tavern of h.taverns) ring(L.tavernRect(tavern));
    for (const ability of h.abilities) {
      const index = this.model?.snapshot.state.abilityOffer.indexOf(ability) ?? -1;
      if (index >= 0) ring(L.abilityOfferRect(index));
    }
    if (h.boat) ring(L.BOAT_TILE);
    if (this.model) {
      const dice = new Map(this.model.snapshot.state.pool.map((die) => [die.id, die] as const));
      for (const id of h.dice) {
        const piece = this.pieces.get(`die:${id}`);
        if (!piece || !dice.has(id)) continue;
        const selected = h.selectedDie?.die === id;
        g.roundRect(piece.x - 14, piece.y - 14, 28, 28, 7).stroke({ width: selected ? 3 : 2, color: selected ? PALETTE.focus : PALETTE.legal });
      }
    }
  }

  // ---------------------------------------------------------------- pieces

  private placePieces(model: TableModel, events: readonly GameEvent[], duration: number): void {
    const { state } = model.snapshot;
    const wanted = new Set<string>();
    const rolled = events.some((event) => event.type === 'DiceRolled');
    const order = eventOrder(events);

    // Dice in the pool, by value.
    const byValue = new Map<number, number[]>();
    for (const die of state.pool) byValue.set(die.value, [...(byValue.get(die.value) ?? []), die.id]);
    for (const die of state.pool) {
      const ids = byValue.get(die.value) ?? [];
      const spot = L.poolSlot(die.value, ids.indexOf(die.id), ids.length);
      const selected = model.highlights.selectedDie?.die === die.id;
      const value = selected ? (model.highlights.selectedDie?.value ?? die.value) : die.value;
      this.movePiece(wanted, `die:${die.id}`, `${die.colour}${value}`, (g) => drawDieFace(g, die.colour, value, L.DIE_SIZE), spot.x, spot.y,
        duration, order.get(`die:${die.id}`) ?? 0, rolled ? 'tumble' : 'slide');
    }
    // Dice taken by the viewed player: on their building, walking along the chain, or set aside.
    let asideIndex = 0;
    for (const taken of villageDice(state, model.viewedSeat)) {
      const key = `die:${taken.die}`;
      // An aside die keeps the face it showed in the pool; after a reload only its colour is known (a blank face).
      const known = this.pieces.get(key)?.face;
      const face = taken.value === null && known ? known : `${taken.colour}${taken.value ?? 0}`;
      const colour = face.startsWith('orange') ? 'orange' : 'white';
      const spot = taken.cell === null ? L.asideSlot(asideIndex++) : dieOnCell(taken.cell);
      this.movePiece(wanted, key, face, (g) => drawDieFace(g, colour, Number(face.slice(-1)), L.DIE_SIZE),
        spot.x, spot.y, duration, order.get(key) ?? 0, 'slide');
    }
    // Boats, in the harbour or on the fjord.
    state.players.forEach((player, seat) => {
      const look = model.seats[seat];
      if (!look) return;
      const spot = L.boatSpot(player.boat.section, seat);
      this.movePiece(wanted, `boat:${seat}`, `${look.colour}${look.shape}`, (g) => drawBoatPiece(g, look.colour, look.shape), spot.x, spot.y,
        duration, order.get(`boat:${seat}`) ?? 0, 'sail');
      // Technology markers, side by side in each space.
      for (const track of L.TRACK_ORDER) {
        const space = L.trackSpaceRect(track, player.tech[track]);
        this.movePiece(wanted, `tech:${seat}:${track}`, `${look.colour}${look.shape}`, (g) => drawPlayerMarker(g, look.shape, look.colour, 0, 0, 6),
          space.x + 40 + (seat % 2) * 14, space.y + 11 + Math.floor(seat / 2) * 14, duration, order.get(`tech:${seat}:${track}`) ?? 0, 'climb');
      }
    });
    for (const [key, piece] of this.pieces) {
      if (wanted.has(key)) continue;
      piece.view.destroy({ children: true });
      this.pieces.delete(key);
    }
  }

  private movePiece(wanted: Set<string>, key: string, face: string, draw: (g: Graphics) => void, x: number, y: number,
    duration: number, delayIndex: number, style: 'slide' | 'tumble' | 'sail' | 'climb'): void {
    wanted.add(key);
    let piece = this.pieces.get(key);
    if (!piece) {
      const view = new Container();
      view.addChild(new Graphics());
      view.position.set(x, y);
      this.pieceLayer.addChild(view);
      piece = { view, face: '', x, y };
      this.pieces.set(key, piece);
    }
    if (piece.face !== face) {
      const g = piece.view.children[0] as Graphics;
      g.clear();
      draw(g);
      piece.face = face;
    }
    if (piece.x === x && piece.y === y && style !== 'tumble') return;
    piece.x = x;
    piece.y = y;
    if (duration === 0) {
      piece.view.position.set(x, y);
      return;
    }
    const timeline = this.timeline();
    const delay = delayIndex * STAGGER_SECONDS * duration;
    if (style === 'tumble') {
      // Dice tumble: spin and flicker through faces, then settle on their value in their area.
      const g = piece.view.children[0] as Graphics;
      const colour = face.startsWith('orange') ? 'orange' : 'white';
      const finalValue = Number(face.slice(-1));
      const flicker = { step: 0 };
      timeline.fromTo(piece.view, { rotation: -Math.PI }, { rotation: 0, duration: 0.7 * duration, ease: 'power2.out' }, delay);
      timeline.to(flicker, {
        step: 8, duration: 0.6 * duration, ease: 'none',
        onUpdate: () => { g.clear(); drawDieFace(g, colour, 1 + (Math.floor(flicker.step) * 7 + finalValue) % 6, L.DIE_SIZE); },
        onComplete: () => { g.clear(); drawDieFace(g, colour, finalValue, L.DIE_SIZE); },
      }, delay);
      timeline.to(piece.view, { x, y, duration: 0.7 * duration, ease: 'bounce.out' }, delay);
      return;
    }
    const ease = style === 'sail' ? 'sine.inOut' : style === 'climb' ? 'back.out(2)' : 'power2.inOut';
    const seconds = (style === 'sail' ? MOVE_SECONDS.sail : MOVE_SECONDS.slide) * duration;
    timeline.to(piece.view, { x, y, duration: seconds, ease }, delay);
    if (style === 'sail') timeline.to(piece.view, { rotation: 0.12, duration: seconds / 4, yoyo: true, repeat: 3, ease: 'sine.inOut' }, delay);
  }

  private timeline(): gsap.core.Timeline {
    const timeline = gsap.timeline({ onComplete: () => this.forget(timeline) });
    if (this.timelines.size === 0) gsap.ticker.add(this.renderLiveFrame);
    this.timelines.add(timeline);
    return timeline;
  }

  // ---------------------------------------------------------------- effects that fly across the table

  private cellsFlyingIn(events: readonly GameEvent[], viewedSeat: number): Set<number> {
    const cells = new Set<number>();
    for (const event of events) if (event.type === 'TilePlaced' && event.player === viewedSeat && event.from !== 'start') for (const cell of event.cells) cells.add(cell);
    return cells;
  }

  private playEffects(events: readonly GameEvent[], model: TableModel, duration: number): void {
    const timeline = this.timeline();
    let at = 0;
    for (const event of events) {
      if (event.type === 'TilePlaced' && event.from !== 'start') {
        at = this.flyTile(timeline, event.tile, event.from, event.cells, event.player === model.viewedSeat ? null : event.player, model, duration, at);
      } else if (event.type === 'OrderCompleted' && event.player === model.viewedSeat) {
        const from = L.crateStackRect(event.stack);
        const to = L.dockSpaceRect(event.dockRow, Math.min(event.dockSpace, L.DOCK_SPACES - 1));
        at = this.flyPiece(timeline, (g, t) => drawCrate(g, t, event.crate, 0, 0, 61, 52), from.x + 6, from.y + 20, to.x, to.y, to.w / 61, duration, at);
      } else if (event.type === 'TokenDrawn' && event.player === model.viewedSeat) {
        const from = L.sectionRect(event.section);
        const to = L.boatSlotRect(event.slot);
        at = this.flyPiece(timeline, (g, t) => drawToken(g, t, event.token, 0, 0, 17), from.x + 20, from.y + 34, to.x + to.w / 2, to.y + to.h / 2, 1, duration, at);
      } else if (event.type === 'ScoreChanged') {
        this.floatText(timeline, `${event.delta >= 0 ? '+' : ''}${event.delta} VP`, event.player, model, duration, at);
      }
    }
    if (timeline.duration() === 0) {
      timeline.kill();
      this.forget(timeline);
    }
  }

  /** A timeline is over: once none is left, the live layer stops rendering every frame and the batch has played. */
  private forget(timeline: gsap.core.Timeline): void {
    this.timelines.delete(timeline);
    if (this.animating) return;
    gsap.ticker.remove(this.renderLiveFrame);
    this.live.render();
    this.reportPlayed();
  }

  private flyTile(timeline: gsap.core.Timeline, tile: number, stack: keyof GameState['buildingStacks'], cells: readonly number[], otherSeat: number | null,
    model: TableModel, duration: number, at: number): number {
    const from = L.stackRect(stack);
    const seats = model.snapshot.state.players.length;
    const target = otherSeat === null ? L.villageCellRect(Math.min(...cells)) : L.miniVillageRect(otherSeat, seats);
    const scale = otherSeat === null ? L.VILLAGE_CELL / 30 : 0.5;
    const end = this.flyPiece(timeline, (g, t) => drawTile(g, t, tile, 0, 0, 30), from.x + 10, from.y + 22, target.x, target.y, scale, duration, at, true);
    // Once the flying tile has landed, the real buildings take its place (and it fades on them).
    timeline.call(() => {
      // The village's key holds the hidden cells, so emptying them redraws it.
      this.hiddenCells = new Set();
      if (this.model) this.drawRegions(this.model);
    }, [], end);
    return end;
  }

  private flyPiece(timeline: gsap.core.Timeline, draw: (g: Graphics, t: Container) => void, fromX: number, fromY: number, toX: number, toY: number,
    scale: number, duration: number, at: number, fadeAtEnd = true): number {
    const holder = new Container();
    const g = new Graphics();
    const t = new Container();
    holder.addChild(g, t);
    draw(g, t);
    holder.position.set(fromX, fromY);
    holder.visible = false;
    this.effectLayer.addChild(holder);
    const seconds = MOVE_SECONDS.flight * duration;
    timeline.set(holder, { visible: true }, at);
    timeline.fromTo(holder.scale, { x: 1, y: 1 }, { x: scale * 1.15, y: scale * 1.15, duration: seconds * 0.7, ease: 'power1.out' }, at);
    timeline.to(holder.scale, { x: scale, y: scale, duration: seconds * 0.3, ease: 'power2.in' }, at + seconds * 0.7);
    timeline.to(holder, { x: toX, y: toY, duration: seconds, ease: 'power2.inOut' }, at);
    if (fadeAtEnd) timeline.to(holder, { alpha: 0, duration: 0.15 * duration }, at + seconds);
    timeline.call(() => holder.destroy({ children: true }), [], at + seconds + 0.15 * duration);
    return at + seconds;
  }

  private floatText(timeline: gsap.core.Timeline, text: string, seat: number, model: TableModel, duration: number, at: number): void {
    const panel = L.playerPanelRect(seat, model.snapshot.state.players.length);
    const t = label(text, panel.x + panel.w - 10, panel.y + 30, { fontSize: 16, fontWeight: '800', fill: PALETTE.resourceRoof, stroke: { color: PALETTE.ink, width: 3 } }, [1, 0.5]);
    t.alpha = 0;
    this.effectLayer.addChild(t);
    timeline.to(t, { alpha: 1, duration: 0.15 * duration }, at);
    timeline.to(t, { y: panel.y - 4, duration: 0.9 * duration, ease: 'power1.out' }, at);
    timeline.to(t, { alpha: 0, duration: 0.3 * duration }, at + 0.7 * duration);
    timeline.call(() => t.destroy(), [], at + duration);
  }
}

/** The chip of a resource in the resources panel: fish and gold apart, the tier-1 and tier-2 cubes in two rows. */
export function resourceChipRect(resource: keyof PlayerState['resources']): L.Rect {
  const place: Record<string, [number, number]> = {
    fish: [0, 0], wood: [1, 0], grain: [2, 0], wool: [3, 0],
    gold: [0, 1], plank: [1, 1], food: [2, 1], cloth: [3, 1],
  };
  const [col, row] = place[resource] ?? [0, 0];
  return L.rect(L.RESOURCES_PANEL.x + 6 + col * 64, L.RESOURCES_PANEL.y + 20 + row * 48, 60, 42);
}

function drawBoatPiece(g: Graphics, colour: number, shape: Parameters<typeof drawPlayerMarker>[1]): void {
  g.poly([-18, -2, 18, -2, 12, 9, -12, 9]).fill(0x6b4226).stroke({ width: 1, color: PALETTE.ink });
  g.rect(-1, -22, 2, 20).fill(PALETTE.ink);
  g.poly([1, -21, 14, -5, 1, -5]).fill(PALETTE.snow).stroke({ width: 1, color: PALETTE.ink, alpha: 0.5 });
  drawPlayerMarker(g, shape, colour, -8, -10, 6);
}

/** A die taken this round by one village: standing on a building, walking its chain, or set aside (cell null). */
interface VillageDie {
  readonly die: number;
  readonly colour: 'white' | 'orange';
  /** Null for a die set aside: the state keeps no value for it. */
  readonly value: number | null;
  readonly cell: number | null;
}

/**
 * The dice a village shows, read from the state: `placedDice` for the dice standing on buildings, the running chain
 * frame for the die walking its line, and the rest of the round's dice were set aside. The state counts the white
 * dice taken, so the aside dice's colours follow from the counts.
 */
function villageDice(state: GameState, seat: number): VillageDie[] {
  const player = state.players[seat];
  if (!player) return [];
  const out: VillageDie[] = player.placedDice.map((placed) => ({ die: placed.die, colour: placed.colour, value: placed.value, cell: placed.cell }));
  const chain = state.stack.find((frame) => frame.kind === 'chain' && frame.player === seat);
  if (chain?.kind === 'chain' && chain.lastCell >= 0) {
    out.push({ die: chain.die, colour: chain.line === 'column' ? 'white' : 'orange', value: chain.index, cell: chain.lastCell });
  }
  const shown = new Set(out.map((die) => die.die));
  let whiteAside = player.whiteTaken - out.filter((die) => die.colour === 'white').length;
  for (const die of player.dice) {
    if (shown.has(die)) continue;
    out.push({ die, colour: whiteAside > 0 ? 'white' : 'orange', value: null, cell: null });
    whiteAside -= 1;
  }
  return out;
}

function dieOnCell(cell: number): { x: number; y: number } {
  const r = L.villageCellRect(cell);
  return { x: r.x + 14, y: r.y + r.h - 14 };
}

/** Staggers pieces in the order their events came, so a chain of moves plays one after the other. */
function eventOrder(events: readonly GameEvent[]): Map<string, number> {
  const order = new Map<string, number>();
  events.forEach((event, i) => {
    if (event.type === 'DieTaken' || event.type === 'DiePlaced' || event.type === 'DieSetAside') order.set(`die:${event.die}`, i);
    if (event.type === 'BoatMoved') order.set(`boat:${event.player}`, i);
    if (event.type === 'TechAdvanced') order.set(`tech:${event.player}:${event.track}`, i);
  });
  return order;
}
