import type { AbilityId, DieColour, Gain, Resource, ScoringTileId, StackId, Track } from './data/index.js';
import type { ScoreBreakdown } from './score.js';
import type { Die, Line } from './types.js';

/** The categories final scoring adds to the score track, each as its own score events (RULES §12). */
export type FinalScoringCategory = Exclude<keyof ScoreBreakdown, 'seat' | 'duringPlay' | 'total'>;

/**
 * Why resources or points changed, as data: a code and the ids and numbers it names, never words. The table says it
 * in the player's language (renderer/src/game/describe/events.ts); tools and tests compare codes.
 */
export type ChangeReason =
  /** RULES §2.3: the starting set's resource tile. */
  | { readonly code: 'startingResources' }
  /** A building's effect, activated by a die, a worker or a wagon. */
  | { readonly code: 'building' }
  /** The boardwalk of a row or column just completed (RULES §5.3). */
  | { readonly code: 'boardwalk' }
  | { readonly code: 'tavern' }
  /** A dock paying out at retirement, or its trade of grain or food for VP (RULES §10.2). */
  | { readonly code: 'dock' }
  /** The fish paid to turn a die, and the fish for setting one aside (RULES §4.1). */
  | { readonly code: 'changedDie' }
  | { readonly code: 'setAside' }
  /** The cost of a large building (RULES §4.2). */
  | { readonly code: 'built' }
  /** One improvement step of an effect (a building, a boardwalk, a dock or a tavern). */
  | { readonly code: 'improved' }
  /** Free actions (RULES §4.4). */
  | { readonly code: 'sold'; readonly resource: Resource }
  | { readonly code: 'downgraded'; readonly resource: Resource }
  | { readonly code: 'improvedForFish'; readonly resource: Resource }
  /** The cubes an order is paid with (RULES §10.1), and the Trade track's bonus VP on each order. */
  | { readonly code: 'order' }
  | { readonly code: 'orderBonus' }
  /** The cube a technology step costs, and what a step's reward gives (RULES §9). */
  | { readonly code: 'technology'; readonly track: Track }
  | { readonly code: 'techReward'; readonly track: Track }
  /** A scoring tile scored on reaching its track's top (RULES §9.3). */
  | { readonly code: 'scoringTile'; readonly tile: ScoringTileId }
  /** RULES §9.2: 2 VP instead of an ability tile when none is left. */
  | { readonly code: 'noAbilityLeft' }
  /** An ability tile's own gain (RULES §9.4: Navigator, Merchant, Innkeeper). */
  | { readonly code: 'ability'; readonly ability: AbilityId }
  /** RULES §8.2: the section's VP on returning home, then the contents of the tokens brought home. */
  | { readonly code: 'returnHome'; readonly section: number }
  | { readonly code: 'fishingTokens' }
  | { readonly code: 'finalScoring'; readonly category: FinalScoringCategory };

export type ChangeReasonCode = ChangeReason['code'];

/** Domain events: everything the table must show, each with what an animation needs (who, from, to). */
export type GameEvent =
  | { readonly type: 'DiceRolled'; readonly round: number; readonly dice: readonly Die[] }
  | { readonly type: 'SetPicked'; readonly player: number; readonly set: number }
  | {
      readonly type: 'DieTaken';
      readonly player: number;
      readonly die: number;
      readonly colour: DieColour;
      readonly value: number;
    }
  | {
      readonly type: 'DieAdjusted';
      readonly player: number;
      readonly die: number;
      readonly from: number;
      readonly to: number;
      readonly fishPaid: number;
    }
  | {
      readonly type: 'DiePlaced';
      readonly player: number;
      readonly die: number;
      readonly line: Line;
      readonly index: number;
      readonly cell: number;
    }
  | { readonly type: 'DieSetAside'; readonly player: number; readonly die: number }
  | { readonly type: 'DieRemoved'; readonly die: number; readonly reason: 'solo' }
  | {
      readonly type: 'BuildingActivated';
      readonly player: number;
      readonly cell: number;
      readonly by: 'die' | 'worker' | 'wagon';
    }
  | {
      readonly type: 'TilePlaced';
      readonly player: number;
      readonly tile: number;
      readonly from: StackId | 'start';
      readonly cells: readonly number[];
      readonly revealed: number | null;
    }
  | { readonly type: 'TileDiscarded'; readonly tile: number; readonly from: StackId; readonly revealed: number | null }
  | {
      readonly type: 'LineCompleted';
      readonly player: number;
      readonly line: Line;
      readonly index: number;
      readonly boardwalk: number;
    }
  | {
      readonly type: 'ResourcesChanged';
      readonly player: number;
      readonly delta: Partial<Record<Resource, number>>;
      readonly reason: ChangeReason;
    }
  | { readonly type: 'BoatMoved'; readonly player: number; readonly from: number; readonly to: number }
  | { readonly type: 'BoatUpgraded'; readonly player: number }
  | {
      readonly type: 'TokenDrawn';
      readonly player: number;
      readonly token: number;
      readonly section: number;
      readonly slot: number;
    }
  | {
      readonly type: 'TokenLookedAt';
      readonly player: number;
      readonly tokens: readonly number[];
      readonly section: number;
    }
  | { readonly type: 'TokenThrown'; readonly player: number; readonly token: number; readonly section: number }
  | {
      readonly type: 'ReturnedHome';
      readonly player: number;
      readonly section: number;
      readonly tokens: readonly number[];
      readonly gain: Gain;
    }
  /** The order just delivered put a crate in the last dock row that lacked one: `sets` complete sets now (RULES §12). */
  | { readonly type: 'CrateSetCompleted'; readonly player: number; readonly sets: number }
  | {
      readonly type: 'OrderCompleted';
      readonly player: number;
      readonly crate: number;
      readonly stack: number;
      readonly dockRow: number;
      readonly dockSpace: number;
      readonly paid: readonly Resource[];
      readonly revealed: number | null;
    }
  | {
      readonly type: 'CrateDiscarded';
      readonly crate: number;
      readonly stack: number;
      readonly revealed: number | null;
    }
  | {
      readonly type: 'TechAdvanced';
      readonly player: number;
      readonly track: Track;
      readonly from: number;
      readonly to: number;
      readonly paid: Resource;
    }
  /** A marker reached its track's top space (RULES §9.3), as the `arrival`-th player to reach it (1: first). */
  | { readonly type: 'TrackTopReached'; readonly player: number; readonly track: Track; readonly arrival: number }
  | {
      readonly type: 'AbilityTaken';
      readonly player: number;
      readonly ability: AbilityId;
      readonly from: 'board' | 'startingSet';
    }
  | { readonly type: 'WorkerPlaced'; readonly player: number; readonly cell: number }
  /** Advanced game: wagon 1 or 2 was put on a building (RULES §14.1). */
  | { readonly type: 'WagonPlaced'; readonly player: number; readonly wagon: number; readonly cell: number }
  /** Advanced game: a wagon moved one square after a chain; the building at `to` is activated next. */
  | {
      readonly type: 'WagonMoved';
      readonly player: number;
      readonly wagon: number;
      readonly from: number;
      readonly to: number;
    }
  | { readonly type: 'WorkerGained'; readonly player: number; readonly owned: number }
  | { readonly type: 'Retired'; readonly player: number; readonly tavern: number }
  | { readonly type: 'DockActivated'; readonly player: number; readonly row: number; readonly times: number }
  | {
      readonly type: 'ScoreChanged';
      readonly player: number;
      readonly delta: number;
      readonly total: number;
      readonly reason: ChangeReason;
    }
  /** A round's play begins (after the draft, or after the new roll): its start player takes the first turn next. */
  | { readonly type: 'RoundStarted'; readonly round: number; readonly startPlayer: number }
  | { readonly type: 'TurnStarted'; readonly player: number; readonly round: number }
  | { readonly type: 'RoundEnded'; readonly round: number; readonly nextStartPlayer: number | null }
  | { readonly type: 'GameEnded'; readonly totals: readonly number[]; readonly winner: number };

export type GameEventType = GameEvent['type'];

/**
 * Every event type and every reason code, for lists at run time (the table's catalog test holds its words to them).
 * Keyed by the types themselves, so a type added to the unions above and not here fails to compile.
 */
const EVENT_TYPES: { readonly [Type in GameEventType]: null } = {
  DiceRolled: null,
  SetPicked: null,
  DieTaken: null,
  DieAdjusted: null,
  DiePlaced: null,
  DieSetAside: null,
  DieRemoved: null,
  BuildingActivated: null,
  TilePlaced: null,
  TileDiscarded: null,
  LineCompleted: null,
  ResourcesChanged: null,
  BoatMoved: null,
  BoatUpgraded: null,
  TokenDrawn: null,
  TokenLookedAt: null,
  TokenThrown: null,
  ReturnedHome: null,
  CrateSetCompleted: null,
  OrderCompleted: null,
  CrateDiscarded: null,
  TechAdvanced: null,
  TrackTopReached: null,
  AbilityTaken: null,
  WorkerPlaced: null,
  WagonPlaced: null,
  WagonMoved: null,
  WorkerGained: null,
  Retired: null,
  DockActivated: null,
  ScoreChanged: null,
  RoundStarted: null,
  TurnStarted: null,
  RoundEnded: null,
  GameEnded: null,
};
const REASON_CODES: { readonly [Code in ChangeReasonCode]: null } = {
  startingResources: null,
  building: null,
  boardwalk: null,
  tavern: null,
  dock: null,
  changedDie: null,
  setAside: null,
  built: null,
  improved: null,
  sold: null,
  downgraded: null,
  improvedForFish: null,
  order: null,
  orderBonus: null,
  technology: null,
  techReward: null,
  scoringTile: null,
  noAbilityLeft: null,
  ability: null,
  returnHome: null,
  fishingTokens: null,
  finalScoring: null,
};
export const GAME_EVENT_TYPES = Object.keys(EVENT_TYPES) as readonly GameEventType[];
export const CHANGE_REASON_CODES = Object.keys(REASON_CODES) as readonly ChangeReasonCode[];
