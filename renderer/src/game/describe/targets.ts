import {
  data,
  villageLayout,
  type AbilityId,
  type Die,
  type GameState,
  type PlayerState,
  type Resource,
  type Track,
} from '../engine';
import {
  abilityName,
  abilityText,
  amount,
  boardwalkText,
  buildingText,
  crateStackName,
  dockText,
  resourceName,
  tavernText,
  trackName,
} from '../names';
import { boardwalkNote, occupantNote } from './villageTooltips';
import { describeCrate, lines, t, type Tooltip } from './pieces';

/** The labels (accessible names) and tooltips of the table's spots that act: dice, cells, stacks, orders, taverns, … */

/** A tooltip read out as an accessible name. */
export const spokenTooltip = (tooltip: Tooltip): string => `${tooltip.title}. ${tooltip.body.replaceAll('\n', ' ')}`;

export function dieTooltip(die: Die): Tooltip {
  const white = die.colour === 'white';
  return {
    title: t(white ? 'table.target.whiteDie' : 'table.target.orangeDie', { value: die.value }),
    body: t(white ? 'table.target.whiteDieRule' : 'table.target.orangeDieRule'),
  };
}
export const dieLabel = (die: Die, takeable: boolean): string => {
  const showing = t(die.colour === 'white' ? 'table.target.whiteDieShowing' : 'table.target.orangeDieShowing', {
    value: die.value,
  });
  return takeable ? t('table.target.takeIt', { die: showing }) : showing;
};

/** What a building does and which roof it has. */
export function buildingNote(code: data.BuildingCode): string {
  return t(data.BUILDINGS[code].roof === 'resource' ? 'table.target.resourceBuilding' : 'table.target.actionBuilding', {
    effect: buildingText(code),
  });
}

/** A cell of the viewed village: a boardwalk, a building (and what stands on it) or an empty lot. */
export function cellTooltip(state: GameState, player: PlayerState, cell: number): Tooltip {
  const walk = villageLayout(state.setup, player.seat).boardwalks.find((w) => w.cell === cell);
  const code = player.buildings[cell];
  const where = t('table.target.where', { row: Math.floor(cell / 6) + 1, column: (cell % 6) + 1 });
  if (walk)
    return {
      title: t('table.target.boardwalk', { where }),
      body: lines(t('table.target.boardwalkRule', { reward: boardwalkText(walk.reward) }), boardwalkNote(player, cell)),
    };
  if (code)
    return {
      title: t('table.target.building', { building: buildingText(code), where }),
      body: lines(buildingNote(code), occupantNote(state, player, cell)),
    };
  return { title: t('table.target.emptyLot', { where }), body: t('table.target.emptyLotRule') };
}

export const entryTooltip = (colour: Die['colour'], value: number): Tooltip => ({
  title: t('table.target.placeAs', { value }),
  body: t(colour === 'white' ? 'table.village.column' : 'table.village.row', { index: value }),
});
export const entryLabel = (value: number): string => t('table.action.placeDie', { value });

const tileNames = (tileId: number | undefined, separator: string): string | null => {
  const tile = tileId === undefined ? undefined : data.TILES[tileId];
  return tile ? tile.cells.map(buildingText).join(separator) : null;
};
export function stackTooltip(state: GameState, stack: data.StackId): Tooltip {
  return {
    title: t('table.target.stack', { stack, count: state.buildingStacks[stack].length }),
    body: tileNames(state.buildingStacks[stack][0], ' · ') ?? t('table.target.empty'),
  };
}
export const stackLabel = (state: GameState, stack: data.StackId): string => {
  const names = tileNames(state.buildingStacks[stack][0], ', ');
  return names ? t('table.target.stackOf', { stack, names }) : t('table.target.stackEmpty', { stack });
};

/** An order stack (1-based) and the dock its crates go to. */
export function crateStackTooltip(state: GameState, stack: number): Tooltip {
  const top = state.crateStacks[stack - 1]?.[0];
  const dock = data.DOCKS[stack - 1];
  return {
    title: t('table.target.orderStack', { stack, name: crateStackName(stack) }),
    body:
      top === undefined
        ? t('table.target.empty')
        : t('table.target.orderRule', { crate: describeCrate(top), stack, dock: dock ? dockText(dock.reward) : '' }),
  };
}
export const crateStackLabel = (state: GameState, stack: number): string => {
  const top = state.crateStacks[stack - 1]?.[0];
  return top === undefined
    ? t('table.target.orderEmpty', { stack })
    : t('table.target.orderOf', { stack, crate: describeCrate(top) });
};

export const trackLabel = (track: Track): string => t('table.action.gainTech', { track: trackName(track) });
export const scoringTileLabel = (tile: Tooltip, track: Track, activates: boolean): string =>
  activates
    ? t('table.target.activateToGain', { tile: spokenTooltip(tile), gain: trackLabel(track) })
    : spokenTooltip(tile);

type Tavern = data.TavernDef;
export function tavernTooltip(state: GameState, tavern: Tavern, names: readonly string[]): Tooltip {
  const seat = state.taverns[tavern.tavern - 1];
  return {
    title: t('table.target.tavern', { tavern: tavern.tavern }),
    body: lines(
      t('table.target.tavernRule', { action: tavernText(tavern.action) }),
      seat !== null && seat !== undefined && t('table.target.takenBy', { name: names[seat] ?? '' }),
    ),
  };
}
export const tavernLabel = (tavern: Tavern): string =>
  t('table.target.tavernOf', { tavern: tavern.tavern, action: tavernText(tavern.action) });

/** An ability on offer (titled as one), or one a player owns (its name alone). */
export const abilityTooltip = (ability: AbilityId, owned = false): Tooltip => ({
  title: owned ? abilityName(ability) : t('table.target.ability', { name: abilityName(ability) }),
  body: abilityText(ability),
});
export const abilityLabel = (ability: AbilityId): string => `${abilityName(ability)}: ${abilityText(ability)}`;

export function resourceTooltip(resource: Resource): Tooltip {
  return {
    title: t('table.target.resource', { resource: resourceName(resource), tier: data.TIER[resource] }),
    body:
      resource === 'fish'
        ? t('table.target.fishRule')
        : t('table.target.cubeRule', { fish: amount('fish', data.SELL_VALUE[resource]) }),
  };
}
export const resourceLabel = (player: PlayerState, resource: Resource): string =>
  amount(resource, player.resources[resource]);

export const showVillageLabel = (names: readonly string[], seat: number): string =>
  t('table.target.showVillage', { name: names[seat] ?? '' });
