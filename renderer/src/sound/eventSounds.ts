import type { GameEvent, GameEventType } from '../game/engine';
import { MOVE_SECONDS, STAGGER_SECONDS } from '../scene/timing';
import type { SoundName } from '../../../assets/sounds/names';

export type { SoundName };

/** What the table knows beyond the events that decides a sound: which seats people play. */
export interface SoundContext {
  readonly humanSeats: ReadonlySet<number>;
}

/** The sound of one kind of event: when it sounds (if not always) and where in its animation. */
interface SoundRule<Type extends GameEventType> {
  readonly sound: SoundName;
  /** Seconds, at normal speed, from the start of the event's animation to the moment it makes its sound (a landing). */
  readonly landsAfter?: number;
  readonly when?: (event: Extract<GameEvent, { readonly type: Type }>, context: SoundContext) => boolean;
}

/**
 * Which sound each domain event makes as the table plays it; null: none (it is part of another event's move, or too
 * frequent to be pleasant). Every event type is listed, so a new one cannot be forgotten.
 */
export const EVENT_SOUNDS: { readonly [Type in GameEventType]: SoundRule<Type> | null } = {
  DiceRolled: { sound: 'dice-roll' },
  SetPicked: null,
  // The die leaves the pool for the village's edge (or the aside row) and then steps from building to building.
  DieTaken: { sound: 'die-placed', landsAfter: MOVE_SECONDS.slide },
  DieAdjusted: null,
  DiePlaced: null,
  DieSetAside: null,
  DieRemoved: null,
  BuildingActivated: { sound: 'die-placed', landsAfter: MOVE_SECONDS.slide, when: (event) => event.by === 'die' },
  TilePlaced: { sound: 'tile-placed', landsAfter: MOVE_SECONDS.flight },
  TileDiscarded: null,
  LineCompleted: { sound: 'tech-step' },
  ResourcesChanged: null,
  BoatMoved: { sound: 'boat-moved' },
  BoatUpgraded: null,
  TokenDrawn: null,
  TokenLookedAt: null,
  TokenThrown: { sound: 'boat-moved' },
  ReturnedHome: { sound: 'delivery' },
  OrderCompleted: { sound: 'delivery', landsAfter: MOVE_SECONDS.flight },
  // The crate's own delivery sounds; completing the set rings out over it (the table celebrates it too).
  CrateSetCompleted: { sound: 'fanfare', landsAfter: MOVE_SECONDS.flight },
  CrateDiscarded: null,
  TechAdvanced: { sound: 'tech-step' },
  TrackTopReached: { sound: 'fanfare' },
  AbilityTaken: null,
  WorkerPlaced: { sound: 'die-placed' },
  WorkerGained: null,
  WagonPlaced: { sound: 'die-placed' },
  // The wagon rolls one square; the building it reaches is then activated (by: 'wagon', silent in the rule above).
  WagonMoved: { sound: 'die-placed', landsAfter: MOVE_SECONDS.slide },
  Retired: { sound: 'die-placed' },
  DockActivated: { sound: 'delivery' },
  ScoreChanged: { sound: 'score-tick', when: (event) => event.delta > 0 },
  // The dice of the round already sounded as they were rolled (DiceRolled); the table shows the round's banner.
  RoundStarted: null,
  TurnStarted: { sound: 'your-turn', when: (event, context) => context.humanSeats.has(event.player) },
  RoundEnded: null,
  GameEnded: { sound: 'fanfare' },
};

/** A sound due `at` seconds after its batch began to play. */
export interface Cue {
  readonly sound: SoundName;
  readonly at: number;
}

function ruleOf<Type extends GameEventType>(
  event: Extract<GameEvent, { readonly type: Type }>,
): SoundRule<Type> | null {
  return (EVENT_SOUNDS as { readonly [T in Type]: SoundRule<T> | null })[event.type as Type];
}

/**
 * The sounds of a batch of events played at `factor` times normal speed (0: at once), timed as the table staggers
 * the batch's pieces: each event's move starts STAGGER_SECONDS after the one before it.
 */
export function cuesOf(events: readonly GameEvent[], context: SoundContext, factor: number): Cue[] {
  const cues: Cue[] = [];
  events.forEach((event, index) => {
    const rule = ruleOf(event);
    if (!rule || (rule.when && !rule.when(event, context))) return;
    cues.push({ sound: rule.sound, at: (index * STAGGER_SECONDS + (rule.landsAfter ?? 0)) * factor });
  });
  return cues;
}
