import type { AbilityId, DieColour, Gain, Resource, StackId, Track } from './data/index.js';
import type { Die, Line } from './types.js';

/** Domain events: everything the table must show, each with what an animation needs (who, from, to). */
export type GameEvent =
  | { readonly type: 'DiceRolled'; readonly round: number; readonly dice: readonly Die[] }
  | { readonly type: 'SetPicked'; readonly player: number; readonly set: number }
  | { readonly type: 'DieTaken'; readonly player: number; readonly die: number; readonly colour: DieColour; readonly value: number }
  | { readonly type: 'DieAdjusted'; readonly player: number; readonly die: number; readonly from: number; readonly to: number; readonly fishPaid: number }
  | { readonly type: 'DiePlaced'; readonly player: number; readonly die: number; readonly line: Line; readonly index: number; readonly cell: number }
  | { readonly type: 'DieSetAside'; readonly player: number; readonly die: number }
  | { readonly type: 'DieRemoved'; readonly die: number; readonly reason: 'solo' }
  | { readonly type: 'BuildingActivated'; readonly player: number; readonly cell: number; readonly by: 'die' | 'worker' | 'wagon' }
  | { readonly type: 'TilePlaced'; readonly player: number; readonly tile: number; readonly from: StackId | 'start'; readonly cells: readonly number[]; readonly revealed: number | null }
  | { readonly type: 'TileDiscarded'; readonly tile: number; readonly from: StackId; readonly revealed: number | null }
  | { readonly type: 'LineCompleted'; readonly player: number; readonly line: Line; readonly index: number; readonly boardwalk: number }
  | { readonly type: 'ResourcesChanged'; readonly player: number; readonly delta: Partial<Record<Resource, number>>; readonly reason: string }
  | { readonly type: 'BoatMoved'; readonly player: number; readonly from: number; readonly to: number }
  | { readonly type: 'BoatUpgraded'; readonly player: number }
  | { readonly type: 'TokenDrawn'; readonly player: number; readonly token: number; readonly section: number; readonly slot: number }
  | { readonly type: 'TokenLookedAt'; readonly player: number; readonly tokens: readonly number[]; readonly section: number }
  | { readonly type: 'TokenThrown'; readonly player: number; readonly token: number; readonly section: number }
  | { readonly type: 'ReturnedHome'; readonly player: number; readonly section: number; readonly tokens: readonly number[]; readonly gain: Gain }
  /** The order just delivered put a crate in the last dock row that lacked one: `sets` complete sets now (RULES §12). */
  | { readonly type: 'CrateSetCompleted'; readonly player: number; readonly sets: number }
  | { readonly type: 'OrderCompleted'; readonly player: number; readonly crate: number; readonly stack: number; readonly dockRow: number; readonly dockSpace: number; readonly paid: readonly Resource[]; readonly revealed: number | null }
  | { readonly type: 'CrateDiscarded'; readonly crate: number; readonly stack: number; readonly revealed: number | null }
  | { readonly type: 'TechAdvanced'; readonly player: number; readonly track: Track; readonly from: number; readonly to: number; readonly paid: Resource }
  /** A marker reached its track's top space (RULES §9.3), as the `arrival`-th player to reach it (1: first). */
  | { readonly type: 'TrackTopReached'; readonly player: number; readonly track: Track; readonly arrival: number }
  | { readonly type: 'AbilityTaken'; readonly player: number; readonly ability: AbilityId; readonly from: 'board' | 'startingSet' }
  | { readonly type: 'WorkerPlaced'; readonly player: number; readonly cell: number }
  /** Advanced game: wagon 1 or 2 was put on a building (RULES §14.1). */
  | { readonly type: 'WagonPlaced'; readonly player: number; readonly wagon: number; readonly cell: number }
  /** Advanced game: a wagon moved one square after a chain; the building at `to` is activated next. */
  | { readonly type: 'WagonMoved'; readonly player: number; readonly wagon: number; readonly from: number; readonly to: number }
  | { readonly type: 'WorkerGained'; readonly player: number; readonly owned: number }
  | { readonly type: 'Retired'; readonly player: number; readonly tavern: number }
  | { readonly type: 'DockActivated'; readonly player: number; readonly row: number; readonly times: number }
  | { readonly type: 'ScoreChanged'; readonly player: number; readonly delta: number; readonly total: number; readonly reason: string }
  /** A round's play begins (after the draft, or after the new roll): its start player takes the first turn next. */
  | { readonly type: 'RoundStarted'; readonly round: number; readonly startPlayer: number }
  | { readonly type: 'TurnStarted'; readonly player: number; readonly round: number }
  | { readonly type: 'RoundEnded'; readonly round: number; readonly nextStartPlayer: number | null }
  | { readonly type: 'GameEnded'; readonly totals: readonly number[]; readonly winner: number };

export type GameEventType = GameEvent['type'];
