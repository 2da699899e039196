import { data, type ChangeReason, type GameEvent, type Track } from '../engine';
import { cellWords } from './actions';
import { abilityName, amount, gainText, techRewardText, trackName } from '../names';
import { describeCrate, describeTile, describeToken, nameOf, t } from './pieces';
import { reasonText } from './reasons';

/** The reason as the log line's aside: " (dock)". */
const why = (reason: ChangeReason): string => t('table.event.why', { reason: reasonText(reason) });

/** One line of the game log for an event, or null for events that say nothing new (e.g. a turn starting). */
export function describeEvent(
  event: GameEvent,
  names: readonly string[],
  tracks: Readonly<Record<Track, data.TrackDef>> = data.TECH_TRACKS,
): { seat: number | null; text: string } | null {
  const who = (seat: number): string => nameOf(names, seat);
  const line = (seat: number | null, text: string): { seat: number | null; text: string } => ({ seat, text });
  switch (event.type) {
    case 'DiceRolled':
      return line(null, t('table.event.diceRolled', { round: event.round, count: event.dice.length }));
    case 'SetPicked':
      return line(event.player, t('table.event.setPicked', { name: who(event.player), number: event.set + 1 }));
    case 'DieTaken':
      return line(
        event.player,
        t(event.colour === 'white' ? 'table.event.tookWhite' : 'table.event.tookOrange', {
          name: who(event.player),
          value: event.value,
        }),
      );
    case 'DieAdjusted':
      return line(
        event.player,
        t('table.event.dieAdjusted', {
          name: who(event.player),
          from: event.from,
          to: event.to,
          fish: amount('fish', event.fishPaid),
        }),
      );
    case 'DiePlaced':
      return line(
        event.player,
        t(event.line === 'column' ? 'table.event.diePlacedColumn' : 'table.event.diePlacedRow', {
          name: who(event.player),
          index: event.index,
        }),
      );
    case 'DieSetAside':
      return line(event.player, t('table.event.dieSetAside', { name: who(event.player) }));
    case 'DieRemoved':
      return line(null, t('table.event.dieRemoved'));
    case 'BuildingActivated':
      return null;
    // Every tile the same way, one square or three: its shape, then its buildings (an effect alone reads as a gain).
    case 'TilePlaced':
      return line(
        event.player,
        t('table.event.tilePlaced', {
          name: who(event.player),
          shape: t(`table.piece.shape.${data.TILES[event.tile]?.shape ?? 'single'}`),
          tile: describeTile(event.tile),
        }),
      );
    case 'TileDiscarded':
      return line(null, t('table.event.tileDiscarded', { stack: event.from }));
    case 'LineCompleted':
      return line(
        event.player,
        t(event.line === 'column' ? 'table.event.columnCompleted' : 'table.event.rowCompleted', {
          name: who(event.player),
          index: event.index,
        }),
      );
    case 'ResourcesChanged': {
      const parts = Object.entries(event.delta).flatMap(([resource, n]) =>
        n ? [`${n > 0 ? '+' : '−'}${amount(resource as keyof typeof event.delta, Math.abs(n))}`] : [],
      );
      return parts.length === 0
        ? null
        : line(
            event.player,
            t('table.event.resources', { name: who(event.player), changes: parts.join(', '), why: why(event.reason) }),
          );
    }
    case 'BoatMoved':
      return line(
        event.player,
        event.to === data.HARBOUR
          ? t('table.event.boatHome', { name: who(event.player) })
          : t('table.event.boatSailed', { name: who(event.player), section: event.to }),
      );
    case 'BoatUpgraded':
      return line(event.player, t('table.event.boatUpgraded', { name: who(event.player) }));
    case 'TokenDrawn':
      return line(
        event.player,
        t('table.event.tokenDrawn', {
          name: who(event.player),
          token: describeToken(event.token),
          section: event.section,
        }),
      );
    case 'TokenLookedAt':
      return line(event.player, t('table.event.tokenLookedAt', { name: who(event.player) }));
    case 'TokenThrown':
      return line(event.player, t('table.event.tokenThrown', { name: who(event.player) }));
    case 'ReturnedHome':
      return line(
        event.player,
        t('table.event.returnedHome', { name: who(event.player), section: event.section, gain: gainText(event.gain) }),
      );
    case 'OrderCompleted':
      return line(
        event.player,
        t('table.event.orderCompleted', { name: who(event.player), crate: describeCrate(event.crate) }),
      );
    case 'CrateSetCompleted':
      return line(event.player, t('table.event.crateSetCompleted', { name: who(event.player), count: event.sets }));
    case 'CrateDiscarded':
      return line(null, t('table.event.crateDiscarded', { stack: event.stack }));
    case 'TechAdvanced': {
      // In the advanced game the advanced tile covers Trade (RULES §14.1): the log names the game's own rewards.
      const reward = tracks[event.track].rewards[event.to - 1];
      return line(
        event.player,
        t('table.event.techAdvanced', {
          name: who(event.player),
          track: trackName(event.track),
          to: event.to,
          reward: reward ? techRewardText(reward) : '',
        }),
      );
    }
    case 'TrackTopReached':
      return line(event.player, t('table.event.trackTop', { name: who(event.player), track: trackName(event.track) }));
    case 'AbilityTaken':
      return line(
        event.player,
        t('table.event.abilityTaken', { name: who(event.player), ability: abilityName(event.ability) }),
      );
    case 'WorkerPlaced':
      return line(event.player, t('table.event.workerPlaced', { name: who(event.player) }));
    case 'WagonPlaced':
      return line(
        event.player,
        t('table.event.wagonPlaced', { name: who(event.player), wagon: event.wagon, ...cellWords(event.cell) }),
      );
    case 'WagonMoved':
      return line(
        event.player,
        t('table.event.wagonMoved', {
          name: who(event.player),
          wagon: event.wagon,
          ...cellWords(event.to),
          fromRow: data.cellRow(event.from),
          fromColumn: data.cellCol(event.from),
        }),
      );
    case 'WorkerGained':
      return line(event.player, t('table.event.workerGained', { name: who(event.player), count: event.owned }));
    case 'Retired':
      return line(event.player, t('table.event.retired', { name: who(event.player), tavern: event.tavern }));
    case 'DockActivated':
      return line(
        event.player,
        t('table.event.dockActivated', { name: who(event.player), row: event.row, count: event.times }),
      );
    case 'ScoreChanged':
      return line(
        event.player,
        t(event.delta >= 0 ? 'table.event.scored' : 'table.event.lost', {
          name: who(event.player),
          vp: amount('vp', Math.abs(event.delta)),
          total: event.total,
          why: why(event.reason),
        }),
      );
    case 'RoundStarted':
      return line(
        event.startPlayer,
        t('table.event.roundStarted', { round: event.round, name: who(event.startPlayer) }),
      );
    case 'TurnStarted':
      return null;
    case 'RoundEnded':
      return line(null, t('table.event.roundEnded', { round: event.round }));
    case 'GameEnded':
      return line(null, t('table.event.gameEnded', { name: who(event.winner) }));
  }
}
