import { dockRewardIcons } from '../../scene/iconUse';
import { data, HIDDEN, villageLayout, type GameState, type Line, type PlayerState } from '../engine';
import { abilityName, amount, boardwalkText, costText, crateStackName, dockText } from '../names';
import { projectedScore, techSpacesGiving } from './boardTooltips';
import { describeIcons, describeToken, lines, t, type Tooltip } from './pieces';
import { cellWords } from './actions';

/** Tooltips of a player's own boards: the village's lines and cells, the docks, the boat and the workers. */

/** Bit of a line in `completedLines`: rows 0..5, columns 6..11. */
const lineBit = (line: Line, index: number): number => 1 << ((line === 'row' ? 0 : 6) + index - 1);
const isComplete = (player: PlayerState, line: Line, index: number): boolean =>
  (player.completedLines & lineBit(line, index)) !== 0;

/** The entry number of a row or column of the viewed village: where a die of that value enters. */
export function villageLineTooltip(state: GameState, player: PlayerState, line: Line, index: number): Tooltip {
  const walk = villageLayout(state.setup, player.seat).boardwalks.find(
    (w) => (line === 'row' ? Math.floor(w.cell / 6) : w.cell % 6) === index - 1,
  );
  const complete = isComplete(player, line, index);
  return {
    title: t(line === 'row' ? 'table.village.row' : 'table.village.column', { index }),
    body: lines(
      t(line === 'row' ? 'table.village.rowEntry' : 'table.village.columnEntry', { index }),
      walk &&
        t(complete ? 'table.village.boardwalkPaid' : 'table.village.boardwalkPays', {
          reward: boardwalkText(walk.reward),
        }),
    ),
  };
}

/** The worker bit of `PlayerState.occupant` (engine/rules/village.ts HOLDS_WORKER; a Foreman cell holds a die too). */
const HOLDS_WORKER = 2;

/** What stands on a village cell this round (a die, the chain's die, a worker), or null when nothing does. */
export function occupantNote(state: GameState, player: PlayerState, cell: number): string | null {
  const placed = player.placedDice.find((die) => die.cell === cell);
  const chain = state.stack.find((frame) => frame.kind === 'chain' && frame.player === player.seat);
  const walking = chain?.kind === 'chain' && chain.lastCell === cell ? chain : null;
  const worker = ((player.occupant[cell] ?? 0) & HOLDS_WORKER) !== 0;
  const wagon = player.wagons.indexOf(cell) + 1;
  return (
    lines(
      wagon > 0 && t('table.village.wagonHere', { wagon, ...cellWords(cell) }),
      placed &&
        t(placed.colour === 'white' ? 'table.village.whiteDieHere' : 'table.village.orangeDieHere', {
          value: placed.value,
        }),
      walking &&
        t(walking.line === 'column' ? 'table.village.chainWhiteHere' : 'table.village.chainOrangeHere', {
          value: walking.index,
        }),
      worker && t('table.village.workerHere'),
    ) || null
  );
}

/** The completion of the row and column a boardwalk sits on (RULES §5.3). */
export function boardwalkNote(player: PlayerState, cell: number): string {
  const row = Math.floor(cell / 6) + 1;
  const column = (cell % 6) + 1;
  const state = (line: Line, index: number): string =>
    t(isComplete(player, line, index) ? 'table.village.complete' : 'table.village.notComplete');
  return t('table.village.boardwalkLines', {
    row,
    column,
    rowState: state('row', row),
    columnState: state('column', column),
  });
}

/** The name of the viewed village, and the dice set aside beside it. */
export function villageNameTooltip(state: GameState, player: PlayerState, name: string): Tooltip {
  const lineCount = Array.from({ length: 12 }, (_, bit) => (player.completedLines >> bit) & 1).reduce(
    (a, b) => a + b,
    0,
  );
  const clan = state.setup.villageSide === 'clan' ? state.setup.seats[player.seat]?.clan : undefined;
  return {
    title: t('table.village.nameOf', { name }),
    body: lines(
      // The limits of RULES §4.1: 3 white, and r orange in round r.
      t('table.village.diceTaken', {
        white: player.whiteTaken,
        whiteLimit: data.GAME.whiteLimitPerRound,
        orange: player.orangeTaken,
        orangeLimit: state.round * data.GAME.orangeDicePerPlayerPerRound,
      }),
      t('table.village.setAside', { fish: amount('fish', data.GAME.setAsideFish), count: player.diceSetAside }),
      t('table.village.tilesAndLines', {
        tiles: t('table.village.tiles', { count: player.tiles.length }),
        lines: t('table.village.completeLines', { count: lineCount }),
      }),
      clan && t('table.village.clanBoard', { clan: data.CLAN_BOARDS[clan].name }),
    ),
  };
}

/** A dock row of the viewed player's storage board (RULES §10.2, §12.3). */
export function dockTooltip(state: GameState, player: PlayerState, row: number): Tooltip {
  const dock = data.DOCKS[row - 1];
  const crates = player.docks[row - 1]?.length ?? 0;
  return {
    title: t('table.village.dock', { row, stack: crateStackName(row) }),
    body: lines(
      dock &&
        t('table.village.dockReward', {
          reward: dockText(dock.reward),
          icons: describeIcons(dockRewardIcons(dock.reward)),
        }),
      t('table.village.dockPays', { row, crates: t('table.village.crates', { count: crates }) }),
      t('table.village.dockSets', {
        docks: data.DOCKS.length,
        vp: amount('vp', data.CRATE_SET_VP),
        sofar: amount('vp', projectedScore(state, player.seat).crateSets),
      }),
    ),
  };
}

/** The crates delivered to one space of a dock (the last space shows every crate beyond it too). */
export function dockCrateTooltip(row: number, crates: readonly number[]): Tooltip {
  const dock = data.DOCKS[row - 1];
  return {
    title: t('table.village.delivered', { count: crates.length, row }),
    body: lines(
      ...crates.map((id) => {
        if (id === HIDDEN) return t('table.village.crateFaceDown');
        const crate = data.CRATES[id];
        return crate
          ? t('table.village.cratePaid', { cost: costText(crate.cost), vp: amount('vp', crate.vp) })
          : t('table.piece.crate');
      }),
      dock && t('table.village.cratePaysDock', { reward: dockText(dock.reward) }),
    ),
  };
}

/** The ×2 slot's note, for slot 0 of an upgraded boat (RULES §8.3). */
function doubleSlotNote(player: PlayerState, slot: number): string | null {
  if (!player.boat.upgraded || slot !== 0) return null;
  return t('table.village.doubleSlot', { multiplier: data.BOAT.doubleSlotMultiplier });
}

export function boatSlotTooltip(player: PlayerState, slot: number): Tooltip {
  const token = player.boat.slots[slot];
  const double = doubleSlotNote(player, slot);
  const multiplier = data.BOAT.doubleSlotMultiplier;
  if (token === null || token === undefined) {
    return {
      title: t(double ? 'table.village.emptySlotDouble' : 'table.village.emptySlot', {
        slot: slot + 1,
        slots: player.boat.slots.length,
        multiplier,
      }),
      body: lines(t('table.village.emptySlotRule'), double),
    };
  }
  return {
    title: t(double ? 'table.village.tokenOnBoatDouble' : 'table.village.tokenOnBoat', { multiplier }),
    body: lines(t('table.village.tokenGain', { token: describeToken(token) }), double),
  };
}

export function boatTileTooltip(player: PlayerState): Tooltip {
  const section = data.FJORD_SECTIONS[player.boat.section - 1];
  const aboard = player.boat.slots.filter((token) => token !== null).length;
  return {
    title: t(player.boat.upgraded ? 'table.village.boatUpgraded' : 'table.village.boat', {
      slots: t('table.village.slots', { count: player.boat.slots.length }),
    }),
    body: lines(
      section
        ? t('table.village.boatInSection', { section: section.section, vp: amount('vp', section.returnVp) })
        : t('table.village.boatInHarbour'),
      t('table.village.aboard', {
        tokens: t('table.village.tokens', { count: aboard }),
        collected: player.collected.length,
      }),
      t('table.village.boatSlots', {
        basic: data.BOAT.basicSlots,
        upgraded: data.BOAT.upgradedSlots,
        where: techSpacesGiving('boatUpgrade'),
        multiplier: data.BOAT.doubleSlotMultiplier,
        extra: data.ABILITY_NUMBERS.shipwrightExtraSlots,
        ability: abilityName('shipwright'),
      }),
    ),
  };
}

export function workersTooltip(player: PlayerState): Tooltip {
  return {
    title: t('table.village.workers', { free: player.workersOwned - player.workersPlaced, owned: player.workersOwned }),
    body: lines(
      t('table.village.workerRule'),
      t('table.village.workersPlaced', { count: player.workersPlaced }),
      t('table.village.moreWorkers', { where: techSpacesGiving('worker'), most: data.GAME.workersPerPlayer }),
    ),
  };
}
