import { data, type ChangeReason, type GameEvent, type GameEventType, type Track } from '../engine';
import { cellWords } from './actions';
import { abilityName, amount, gainText, techRewardText, trackName } from '../names';
import { describeCrate, describeTile, describeToken, nameOf, t } from './pieces';
import { reasonText } from './reasons';

/** The reason as the log line's aside: " (dock)". */
const why = (reason: ChangeReason): string => t('table.event.why', { reason: reasonText(reason) });

/** A line of the game log: whose it is (null: the table's) and what it says. */
export interface EventLine {
  readonly seat: number | null;
  readonly text: string;
}

const line = (seat: number | null, text: string): EventLine => ({ seat, text });

/** How one kind of event reads in the log: `who` names a seat, `tracks` are the game's tech tracks; null: it says nothing new. */
type EventWords<Type extends GameEventType> = (
  event: Extract<GameEvent, { readonly type: Type }>,
  who: (seat: number) => string,
  tracks: Readonly<Record<Track, data.TrackDef>>,
) => EventLine | null;

/** Every event type's log line, so that a new event cannot be forgotten. */
const EVENT_WORDS: { readonly [Type in GameEventType]: EventWords<Type> } = {
  DiceRolled: (event) => line(null, t('table.event.diceRolled', { round: event.round, count: event.dice.length })),
  SetPicked: (event, who) =>
    line(event.player, t('table.event.setPicked', { name: who(event.player), number: event.set + 1 })),
  DieTaken: (event, who) =>
    line(
      event.player,
      t(event.colour === 'white' ? 'table.event.tookWhite' : 'table.event.tookOrange', {
        name: who(event.player),
        value: event.value,
      }),
    ),
  DieAdjusted: (event, who) =>
    line(
      event.player,
      t('table.event.dieAdjusted', {
        name: who(event.player),
        from: event.from,
        to: event.to,
        fish: amount('fish', event.fishPaid),
      }),
    ),
  DiePlaced: (event, who) =>
    line(
      event.player,
      t(event.line === 'column' ? 'table.event.diePlacedColumn' : 'table.event.diePlacedRow', {
        name: who(event.player),
        index: event.index,
      }),
    ),
  DieSetAside: (event, who) => line(event.player, t('table.event.dieSetAside', { name: who(event.player) })),
  DieRemoved: () => line(null, t('table.event.dieRemoved')),
  BuildingActivated: () => null,
  // Every tile the same way, one square or three: its shape, then its buildings (an effect alone reads as a gain).
  TilePlaced: (event, who) =>
    line(
      event.player,
      t('table.event.tilePlaced', {
        name: who(event.player),
        shape: t(`table.piece.shape.${data.TILES[event.tile]?.shape ?? 'single'}`),
        tile: describeTile(event.tile),
      }),
    ),
  TileDiscarded: (event) => line(null, t('table.event.tileDiscarded', { stack: event.from })),
  LineCompleted: (event, who) =>
    line(
      event.player,
      t(event.line === 'column' ? 'table.event.columnCompleted' : 'table.event.rowCompleted', {
        name: who(event.player),
        index: event.index,
      }),
    ),
  ResourcesChanged: (event, who) => {
    const parts = Object.entries(event.delta).flatMap(([resource, n]) =>
      n ? [`${n > 0 ? '+' : '−'}${amount(resource as keyof typeof event.delta, Math.abs(n))}`] : [],
    );
    return parts.length === 0
      ? null
      : line(
          event.player,
          t('table.event.resources', { name: who(event.player), changes: parts.join(', '), why: why(event.reason) }),
        );
  },
  BoatMoved: (event, who) =>
    line(
      event.player,
      event.to === data.HARBOUR
        ? t('table.event.boatHome', { name: who(event.player) })
        : t('table.event.boatSailed', { name: who(event.player), section: event.to }),
    ),
  BoatUpgraded: (event, who) => line(event.player, t('table.event.boatUpgraded', { name: who(event.player) })),
  TokenDrawn: (event, who) =>
    line(
      event.player,
      t('table.event.tokenDrawn', {
        name: who(event.player),
        token: describeToken(event.token),
        section: event.section,
      }),
    ),
  TokenLookedAt: (event, who) => line(event.player, t('table.event.tokenLookedAt', { name: who(event.player) })),
  TokenThrown: (event, who) => line(event.player, t('table.event.tokenThrown', { name: who(event.player) })),
  ReturnedHome: (event, who) =>
    line(
      event.player,
      t('table.event.returnedHome', { name: who(event.player), section: event.section, gain: gainText(event.gain) }),
    ),
  OrderCompleted: (event, who) =>
    line(event.player, t('table.event.orderCompleted', { name: who(event.player), crate: describeCrate(event.crate) })),
  CrateSetCompleted: (event, who) =>
    line(event.player, t('table.event.crateSetCompleted', { name: who(event.player), count: event.sets })),
  CrateDiscarded: (event) => line(null, t('table.event.crateDiscarded', { stack: event.stack })),
  TechAdvanced: (event, who, tracks) => {
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
  },
  TrackTopReached: (event, who) =>
    line(event.player, t('table.event.trackTop', { name: who(event.player), track: trackName(event.track) })),
  AbilityTaken: (event, who) =>
    line(event.player, t('table.event.abilityTaken', { name: who(event.player), ability: abilityName(event.ability) })),
  WorkerPlaced: (event, who) => line(event.player, t('table.event.workerPlaced', { name: who(event.player) })),
  WagonPlaced: (event, who) =>
    line(
      event.player,
      t('table.event.wagonPlaced', { name: who(event.player), wagon: event.wagon, ...cellWords(event.cell) }),
    ),
  WagonMoved: (event, who) =>
    line(
      event.player,
      t('table.event.wagonMoved', {
        name: who(event.player),
        wagon: event.wagon,
        ...cellWords(event.to),
        fromRow: data.cellRow(event.from),
        fromColumn: data.cellCol(event.from),
      }),
    ),
  WorkerGained: (event, who) =>
    line(event.player, t('table.event.workerGained', { name: who(event.player), count: event.owned })),
  Retired: (event, who) =>
    line(event.player, t('table.event.retired', { name: who(event.player), tavern: event.tavern })),
  DockActivated: (event, who) =>
    line(event.player, t('table.event.dockActivated', { name: who(event.player), row: event.row, count: event.times })),
  ScoreChanged: (event, who) =>
    line(
      event.player,
      t(event.delta >= 0 ? 'table.event.scored' : 'table.event.lost', {
        name: who(event.player),
        vp: amount('vp', Math.abs(event.delta)),
        total: event.total,
        why: why(event.reason),
      }),
    ),
  RoundStarted: (event, who) =>
    line(event.startPlayer, t('table.event.roundStarted', { round: event.round, name: who(event.startPlayer) })),
  TurnStarted: () => null,
  RoundEnded: (event) => line(null, t('table.event.roundEnded', { round: event.round })),
  GameEnded: (event, who) => line(null, t('table.event.gameEnded', { name: who(event.winner) })),
};

/** One line of the game log for an event, or null for events that say nothing new (e.g. a turn starting). */
export function describeEvent<Type extends GameEventType>(
  event: Extract<GameEvent, { readonly type: Type }>,
  names: readonly string[],
  tracks: Readonly<Record<Track, data.TrackDef>> = data.TECH_TRACKS,
): EventLine | null {
  const words = (EVENT_WORDS as { readonly [T in Type]: EventWords<T> })[event.type as Type];
  return words(event, (seat) => nameOf(names, seat), tracks);
}
