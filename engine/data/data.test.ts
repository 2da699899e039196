import { describe, expect, it } from 'vitest';
import {
  ABILITY_IDS,
  BUILDINGS,
  COMMON_VILLAGE,
  CRATES,
  CRATE_STACK_COUNT,
  FJORD_SECTIONS,
  GRID_SIZE,
  SCORING_TILE_IDS,
  SCORING_TILES,
  STACK_TILES,
  STARTING_RESOURCE_TILES,
  STARTING_TILES,
  EDITIONS,
  EDITION_DATA,
  TAVERN_COUNT,
  DOCKS,
  TECH_TRACKS,
  TECH_POSITION_VP,
  TILES,
  TOKENS,
  TRACKS,
  TASK_IDS,
  MEDAL_THRESHOLDS,
  NEW_GAME_EDITION,
  RESOURCES,
  TIER,
  SELL_VALUE,
  cellCol,
  cellRow,
} from './index.js';

const count = <T>(items: readonly T[], pred: (item: T) => boolean): number => items.filter(pred).length;

describe('RULES §1 component counts (E1 data): building tiles and crates', () => {
  it('§1/§6.3 66 building tiles: 14 one-square, 24 two-square (12+12), 28 three-square (14 straight + 14 corner)', () => {
    const stackTiles = TILES.filter((t) => t.stack !== 'start');
    expect(stackTiles).toHaveLength(66);
    expect(STACK_TILES.S1).toHaveLength(14);
    expect(STACK_TILES.S2).toHaveLength(12);
    expect(STACK_TILES.S3).toHaveLength(12);
    expect(STACK_TILES.L1).toHaveLength(14);
    expect(STACK_TILES.L2).toHaveLength(14);
    expect(count(stackTiles, (t) => t.cells.length === 1)).toBe(14);
    expect(count(stackTiles, (t) => t.cells.length === 2)).toBe(24);
    expect(count(stackTiles, (t) => t.cells.length === 3)).toBe(28);
    expect(count(stackTiles, (t) => t.shape === 'straight')).toBe(14);
    expect(count(stackTiles, (t) => t.shape === 'corner')).toBe(14);
  });

  it('§6.3 one-square stack holds F2 ×3, Wd ×2, Gr ×2, Wl ×2, Up ×2, Bt, OT, Bs', () => {
    const codes = STACK_TILES.S1.map((id) => TILES[id]?.cells[0]).sort();
    expect(codes).toEqual(['Bs', 'Bt', 'F2', 'F2', 'F2', 'Gr', 'Gr', 'OT', 'Up', 'Up', 'Wd', 'Wd', 'Wl', 'Wl'].sort());
  });

  it('§2.3 4 starting building tiles (two-square) and 4 starting resource tiles, one with the boat symbol', () => {
    expect(STARTING_TILES).toHaveLength(4);
    for (const id of STARTING_TILES) expect(TILES[id]?.cells).toHaveLength(2);
    expect(STARTING_RESOURCE_TILES).toHaveLength(4);
    expect(count(STARTING_RESOURCE_TILES, (t) => t.boat)).toBe(1);
    expect(STARTING_RESOURCE_TILES.map((t) => t.gain)).toEqual([
      { fish: 3, wood: 1, wool: 1 },
      { fish: 2, plank: 1 },
      { fish: 4, grain: 1 },
      { fish: 2, wood: 1 },
    ]);
  });

  it('§1/§10.1 crates: 4 stacks of 11 plus one starting crate on top of each', () => {
    expect(CRATES).toHaveLength(48);
    expect(CRATE_STACK_COUNT).toBe(4);
    for (let k = 1; k <= 4; k++) {
      expect(count(CRATES, (c) => c.stack === k && !c.starting)).toBe(11);
      expect(count(CRATES, (c) => c.stack === k && c.starting)).toBe(1);
    }
    // Spot checks against the printed list: stack 4's last crate costs gold, plank, food for 6 VP.
    expect(CRATES.filter((c) => c.stack === 4).at(-1)).toMatchObject({ cost: ['gold', 'plank', 'food'], vp: 6 });
    expect(CRATES.find((c) => c.stack === 1 && c.starting)).toMatchObject({ cost: ['wood', 'grain'], vp: 1 });
  });
});

describe('RULES §1 component counts (E1 data): fjord, tiles and the common village', () => {
  it('§1/§8.1 36 fishing tokens: 14 type 1, 12 type 2, 10 type 3, filling the six section stacks exactly', () => {
    expect(TOKENS).toHaveLength(36);
    expect(count(TOKENS, (t) => t.type === 1)).toBe(14);
    expect(count(TOKENS, (t) => t.type === 2)).toBe(12);
    expect(count(TOKENS, (t) => t.type === 3)).toBe(10);
    for (const type of [1, 2, 3] as const) {
      const room = FJORD_SECTIONS.filter((s) => s.tokenType === type).reduce((n, s) => n + s.stackSize, 0);
      expect(room).toBe(count(TOKENS, (t) => t.type === type));
    }
    expect(FJORD_SECTIONS.map((s) => s.returnVp)).toEqual([1, 3, 5, 7, 10, 13]);
    expect(FJORD_SECTIONS.map((s) => s.needs)).toEqual([
      'none',
      'none',
      'deepWater1',
      'deepWater1',
      'deepWater2',
      'deepWater2',
    ]);
  });

  it('§1/§9.4 8 ability tiles, §9.3 11 scoring tiles, §10.3 5 taverns, §10.2 4 docks', () => {
    expect(ABILITY_IDS).toHaveLength(8);
    expect(SCORING_TILE_IDS).toHaveLength(11);
    expect(Object.keys(SCORING_TILES)).toHaveLength(11);
    for (const edition of EDITIONS) expect(EDITION_DATA[edition].taverns.map((t) => t.tavern)).toEqual([1, 2, 3, 4, 5]);
    expect(TAVERN_COUNT).toBe(5);
    expect(DOCKS.map((d) => d.row)).toEqual([1, 2, 3, 4]);
  });

  it('§5.1 common village: 7 printed buildings, one boardwalk per row and per column, 4 start cells on empty lots', () => {
    expect(COMMON_VILLAGE.buildings).toHaveLength(7);
    const walks = COMMON_VILLAGE.boardwalks.map((b) => b.cell);
    expect(walks).toHaveLength(6);
    for (let line = 1; line <= GRID_SIZE; line++) {
      expect(count(walks, (cell) => cellRow(cell) === line)).toBe(1);
      expect(count(walks, (cell) => cellCol(cell) === line)).toBe(1);
    }
    const occupied = new Set([...walks, ...COMMON_VILLAGE.buildings.map((b) => b.cell)]);
    expect(occupied.size).toBe(13);
    for (const cell of COMMON_VILLAGE.startCells) expect(occupied.has(cell)).toBe(false);
  });
});

describe('RULES §1 component counts (E1 data): tracks, resources, medals and buildings', () => {
  it('§9.2 technology tracks: costs and end-game VP by position', () => {
    expect(TRACKS).toHaveLength(4);
    expect(TECH_TRACKS.village.costs).toEqual(['wood', 'wood', 'plank', 'plank', 'gold']);
    expect(TECH_TRACKS.seafaring.costs).toEqual(['wool', 'wool', 'cloth', 'cloth', 'gold']);
    expect(TECH_TRACKS.trade.costs).toEqual(['grain', 'grain', 'food', 'food', 'gold']);
    expect(TECH_TRACKS.craft.costs).toEqual(['wood', 'wool', 'food', 'cloth', 'gold']);
    for (const track of TRACKS) expect(TECH_TRACKS[track].rewards).toHaveLength(5);
    expect(TECH_POSITION_VP).toEqual([0, 1, 2, 4, 6, 9]);
  });

  it('§1 resources: tiers and sale values', () => {
    expect(RESOURCES).toHaveLength(8);
    for (const resource of RESOURCES) expect(SELL_VALUE[resource]).toBe(TIER[resource]);
  });

  it('§13.2–13.3 medal thresholds rise (every edition, whole 5s) and there are 12 tasks', () => {
    for (const edition of EDITIONS) {
      const thresholds = EDITION_DATA[edition].medalThresholds;
      expect(thresholds.bronze).toBeLessThan(thresholds.silver);
      expect(thresholds.silver).toBeLessThan(thresholds.gold);
      expect(thresholds.gold).toBeLessThan(thresholds.fjordMaster);
      for (const points of Object.values(thresholds)) expect(points % 5).toBe(0);
    }
    expect(MEDAL_THRESHOLDS).toEqual(EDITION_DATA[NEW_GAME_EDITION].medalThresholds);
    expect(TASK_IDS).toHaveLength(12);
  });

  it('§6 every building code has an effect and a roof colour (resource = yellow, action = red)', () => {
    for (const kind of Object.values(BUILDINGS)) {
      const isAction = ['orderOrTech', 'buildSmall', 'boat'].includes(kind.effect.kind);
      expect(kind.roof).toBe(isAction ? 'action' : 'resource');
    }
  });
});
