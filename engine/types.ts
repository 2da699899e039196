import type { FinalScore } from './score.js';
import type {
  AbilityId,
  BuildingCode,
  ClanId,
  DieColour,
  Edition,
  Medal,
  Resource,
  Resources,
  ScoringTileId,
  StackId,
  TableRules,
  TaskId,
  Track,
  VillageSide,
} from './data/index.js';

/** Who sits at a seat. The engine does not care whether a human or a bot decides; the session does. */
export interface SeatSetup {
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** Bot level for bot seats (e.g. "easy", "hard"); ignored by the rules. */
  readonly bot?: string;
  /** Index into the table's player palette (colour and shape); ignored by the rules, kept so a save shows it. */
  readonly colour?: number;
  /** The clan board this seat plays when the game is on the clan side (RULES §14.2); absent on the common side. */
  readonly clan?: ClanId;
}

export interface GameSetup {
  readonly seats: readonly SeatSetup[];
  /** Any integer or string; the whole game is a function of the seed and the actions. */
  readonly seed: number | string;
  /**
   * The data edition the game is played on (RULES §16). A new game names it (a setup without one is refused); a save
   * made before editions names none and is read as edition 1 when it is loaded (`savedGameSetupSchema`).
   */
  readonly edition: Edition;
  readonly villageSide: VillageSide;
  /** The advanced game adds wagons and the advanced technology tile (RULES §14.1). */
  readonly variant: 'basic' | 'advanced';
  /** Table rules the host switched on (RULES §14.3); absent = none. */
  readonly tableRules?: TableRules;
  /** Seat index of the start player; random from the seed when absent (RULES §2.2). */
  readonly startPlayer?: number;
  /** Solo only: the task carried by this game (RULES §13.3). */
  readonly task?: TaskId;
  /** Fixed scoring tiles for the four tracks (campaign challenges); shuffled from the seed when absent. */
  readonly scoringTiles?: readonly ScoringTileId[];
  /**
   * Solo only: the medal ladder the game is graded on, recorded when it is created (RULES §13.2: a quick solo game's
   * edition ladder, `withMedalLadder`; a campaign challenge's own thresholds, §13.4). Absent in solo games saved before
   * games recorded it: those are graded on the ladder of their edition in force then (`unrecordedMedalThresholds`).
   */
  readonly medalThresholds?: Readonly<Record<Medal, number>>;
  /** The campaign challenge (its id, RULES §13.4) the game plays; absent outside the campaign. */
  readonly challenge?: string;
}

export interface Die {
  readonly id: number;
  readonly colour: DieColour;
  readonly value: number;
}

/** A die standing on a building of a village until the end of the round (RULES §5.2). */
export interface PlacedDie {
  readonly die: number;
  readonly colour: Die['colour'];
  readonly value: number;
  readonly cell: number;
}

export interface Boat {
  /** 0 = harbour, 1..6 = fjord sections. */
  section: number;
  upgraded: boolean;
  /** Token ids or null; on an upgraded boat slot 0 is the ×2 slot. */
  slots: (number | null)[];
}

/** Everything that belongs to one seat. Plain data: it is cloned on write. */
export interface PlayerState {
  readonly seat: number;
  resources: Resources;
  /** Score-track VP (everything scored so far, including final scoring once the game is over). */
  score: number;
  /** Building code on each of the 36 cells, null for empty lots and boardwalks. */
  buildings: (BuildingCode | null)[];
  /** 0 vacant, 1 a die, 2 a worker, per cell (RULES §5.1 "vacant"). */
  occupant: number[];
  /** Building tiles in the village, starting tile included. */
  tiles: number[];
  /** Dice taken this round (placed or set aside). */
  dice: number[];
  /** The dice standing on this village's buildings, where their chains ended. */
  placedDice: PlacedDie[];
  /** The dice set aside this round (RULES §4.1), as they showed when taken: their colour and face stay on the table. */
  asideDice: Die[];
  /** Cells of the wagons placed so far, wagon 1 first (RULES §14.1, advanced game); empty in the basic game. */
  wagons: number[];
  whiteTaken: number;
  orangeTaken: number;
  workersOwned: number;
  workersPlaced: number;
  foremanUsed: boolean;
  abilities: AbilityId[];
  tech: Record<Track, number>;
  boat: Boat;
  collected: number[];
  returnsHome: number;
  returnedFromLastSection: boolean;
  /** Crate ids per dock row 1..4 (index 0..3). */
  docks: number[][];
  /** Bit i set when line i is complete: rows 0..5, columns 6..11. */
  completedLines: number;
  retired: boolean;
  /** Tavern (1..5) used this round, or the last one used once the round is over. */
  tavern: number | null;
  diceSetAside: number;
  largeBuildingsTaken: number;
  cratesAfterRoundOne: number | null;
}

export type Line = 'row' | 'column';

/** Where an effect came from: decides what the prompt says and which limits apply. */
export type EffectSource = 'building' | 'boardwalk' | 'dock' | 'tavern' | 'start';

/**
 * A decision waiting to be taken, as data (never a callback). Frames form a stack: the top frame is the decision
 * now pending; when it is done it is popped and the frame below resumes.
 */
export type Frame =
  | { readonly kind: 'draftPick'; readonly player: number }
  | { readonly kind: 'startingTile'; readonly player: number }
  | { readonly kind: 'turn'; readonly player: number }
  | {
      readonly kind: 'chain';
      readonly player: number;
      readonly die: number;
      readonly line: Line;
      readonly index: number;
      /** Cell of the last activated building: the die ends there. */
      readonly lastCell: number;
    }
  | {
      readonly kind: 'improve';
      readonly player: number;
      readonly remaining: number;
      readonly source: EffectSource;
      readonly produced: Resource | null;
    }
  | {
      readonly kind: 'orderOrTech';
      readonly player: number;
      readonly allow: 'order' | 'tech' | 'both';
      readonly source: EffectSource;
    }
  | {
      readonly kind: 'buildSmall';
      readonly player: number;
      readonly free: boolean;
      readonly stacks: readonly StackId[];
      readonly source: EffectSource;
    }
  | { readonly kind: 'boat'; readonly player: number; readonly remaining: number; readonly source: EffectSource }
  | { readonly kind: 'netsKeep'; readonly player: number; readonly section: number; readonly tokens: readonly number[] }
  | { readonly kind: 'boatFull'; readonly player: number; readonly section: number; readonly token: number }
  | { readonly kind: 'tokenSlot'; readonly player: number; readonly token: number }
  | { readonly kind: 'chooseAbility'; readonly player: number }
  | { readonly kind: 'dockTrade'; readonly player: number; readonly remaining: number }
  /** Advanced game: the advanced Trade track's reward puts wagon 1 or 2 on one of the player's buildings (RULES §14.1). */
  | { readonly kind: 'placeWagon'; readonly player: number; readonly wagon: 1 | 2 }
  /**
   * Advanced game: a die's chain along `line` `index` has ended and these wagons (by cell) stand in that line; each may
   * move once across the line onto a vacant building, which is then activated (RULES §14.1).
   */
  | {
      readonly kind: 'moveWagon';
      readonly player: number;
      readonly line: Line;
      readonly index: number;
      readonly wagons: readonly number[];
    }
  /** Choose resources of one tier, one at a time (edition 2's T5, RULES §10.3). */
  | {
      readonly kind: 'chooseResource';
      readonly player: number;
      readonly remaining: number;
      readonly tier: 1 | 2 | 3;
      readonly source: EffectSource;
    }
  | { readonly kind: 'retire'; readonly player: number; readonly step: number };

export type FrameKind = Frame['kind'];

export interface StartingSet {
  readonly ability: AbilityId;
  readonly tile: number;
  readonly resourceTile: number;
}

/** The whole game: plain JSON-serialisable data, PRNG state included (DESIGN "Engine contract"). */
export interface GameState {
  readonly format: 1;
  readonly setup: GameSetup;
  /** PRNG state (sfc32, four 32-bit words). */
  rng: [number, number, number, number];
  phase: 'draft' | 'play' | 'over';
  round: number;
  startPlayer: number;
  /** Seat whose turn it is (or who drafts). */
  current: number;
  pool: Die[];
  /** Orange dice still waiting on the round tracker. */
  trackerDice: Die[];
  /** Solo: dice removed from the pool this round (RULES §13.1). */
  removedDice: Die[];
  players: PlayerState[];
  /** Face-down fishing token stacks per section 1..6 (index 0..5), top first. */
  fjord: number[][];
  /** Face-up building stacks, top first. */
  buildingStacks: Record<StackId, number[]>;
  /** Face-up ability tiles on the main board. */
  abilityOffer: AbilityId[];
  /** Crate stacks 1..4 (index 0..3), top (face up) first. */
  crateStacks: number[][];
  /** Scoring tile on top of each track. */
  scoringTiles: Record<Track, ScoringTileId>;
  /** How many players have reached each track's top so far (Pioneer order of arrival). */
  topArrivals: Record<Track, number>;
  /** Seat in each tavern T1..T5 (index 0..4), null when empty. */
  taverns: (number | null)[];
  /** Starting sets still on offer during the draft. */
  startingSets: StartingSet[];
  /** The set each seat picked, until its starting tile is placed. */
  picks: (StartingSet | null)[];
  /** Seats still to pick, in picking order. */
  draftOrder: number[];
  /** Seats still to place their starting tile, in order. */
  startingTileOrder: number[];
  /** Building tiles, crates and starting pieces that left the game (solo discards, unpicked sets). */
  discardedTiles: number[];
  discardedCrates: number[];
  turn: TurnState;
  stack: Frame[];
  /** Number of actions applied since the game was created. */
  actionCount: number;
  /** Undo may go back to this action count, never further (RULES: nothing random or hidden may be undone). */
  undoFloor: number;
  /** Final scoring, once the game is over (RULES §12). */
  final: FinalScore | null;
}

export interface TurnState {
  mainActionDone: boolean;
  pilotUsed: boolean;
  craftFreePipUsed: boolean;
}
