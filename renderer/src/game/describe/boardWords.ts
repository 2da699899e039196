import { data, type FjordSection, type PlayerState } from '../engine';
import { abilityName, amount, crateStackName, scoringTileName, trackName } from '../names';
import { t } from './pieces';

/**
 * The words painted on the table itself (headings, captions, counters), in the language shown. The painters draw
 * them as they get them; whatever they draw is also what the debug hook lists (see GameScreen), so a test can read
 * the canvas's words.
 */
export const boardWords = {
  harbour: (): string => t('table.words.harbour'),
  sectionNeeds: (needs: FjordSection['needs']): string =>
    needs === 'none' ? '' : t(needs === 'deepWater1' ? 'table.words.deepWater1' : 'table.words.deepWater2'),
  round: (): string => t('table.words.round'),
  waiting: (): string => t('table.words.waiting'),
  score: (): string => t('table.words.score'),
  village: (name: string | null): string =>
    name === null ? t('table.words.village') : t('table.village.nameOf', { name }),
  setAside: (): string => t('table.words.setAside'),
  buildingStacks: (): string => t('table.words.buildingStacks'),
  stackCaption: (stack: data.StackId, count: number): string => `${stack} · ${count}`,
  empty: (): string => t('table.words.empty'),
  docks: (): string => t('table.words.docks'),
  resources: (): string => t('table.words.resources'),
  boat: (player: PlayerState): string =>
    t(player.boat.upgraded ? 'table.words.boatUpgraded' : 'table.words.boat', { count: player.collected.length }),
  orders: (): string => t('table.words.orders'),
  crateStackCaption: (stack: number, count: number): string => `${crateStackName(stack)} · ${count}`,
  abilities: (): string => t('table.words.abilities'),
  scoringTileName: (tile: data.ScoringTileId): string => scoringTileName(tile),
  trackName: (track: data.Track): string => trackName(track),
  abilityName: (ability: data.AbilityId): string => abilityName(ability),
  scoringTileTiming: (tile: data.ScoringTileId): string =>
    t(data.SCORING_TILES[tile].timing === 'now' ? 'table.words.onReaching' : 'table.words.atTheEnd'),
  /** `thinking`: a bot is deciding now (the seat to play is that bot); in a replay nobody is, so a bot is "to play". */
  playerStatus: (player: PlayerState, active: boolean, bot: boolean, thinking: boolean): string =>
    player.retired
      ? t('table.words.retired', { tavern: player.tavern ?? '?' })
      : active
        ? t(bot && thinking ? 'table.words.thinking' : 'table.words.toPlay')
        : bot
          ? t('table.words.bot')
          : '',
  playerPieces: (player: PlayerState): string =>
    t(player.boat.section === data.HARBOUR ? 'table.words.piecesHarbour' : 'table.words.piecesSection', {
      crates: player.docks.reduce((n, row) => n + row.length, 0),
      section: player.boat.section,
    }),
  points: (vp: number): string => amount('vp', vp),
  scoreDelta: (delta: number): string => `${delta >= 0 ? '+' : '−'}${amount('vp', Math.abs(delta))}`,
};
