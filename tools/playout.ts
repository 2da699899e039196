import type { Action, GameEvent, GameSetup, GameState } from '../engine/index.js';
import { ActionList, PlayoutGame, applyAction, createGame, legalActions, refillLegalActions } from '../engine/index.js';
import { chooseRandom } from '../engine/bots/random.js';
import { CLAN_IDS, NO_TABLE_RULES, type ClanId } from '../engine/data/index.js';
import { nextInt, seedRng, type RngState } from '../engine/rng.js';
import { optionsSetup, type GameOptions } from './gameOptions.js';
import { addScoreEvents, checkInvariants } from './invariants.js';

export interface Playout {
  readonly state: GameState;
  readonly actions: Action[];
  readonly problems: string[];
}

/** Safety net for the fuzzers: a random game is finite with probability 1, but a bug could loop. */
export const MAX_DECISIONS = 200_000;

/**
 * How the random player picks: `uniform` is the plain random bot; `eager` mostly avoids passive choices (retiring,
 * declining, stopping a chain, ending the turn, selling) so that fuzzed games reach deep into the rules — tops of
 * tracks, upgraded boats, full villages — which uniform play almost never does.
 */
export type RandomPolicy = 'uniform' | 'eager';

const PASSIVE = new Set<Action['type']>([
  'retire',
  'decline',
  'stopChain',
  'endTurn',
  'sell',
  'downgrade',
  'throwOverboard',
]);

function choose(actions: readonly Action[], rng: RngState, policy: RandomPolicy): Action {
  if (policy === 'eager' && nextInt(rng, 20) !== 0) {
    const active = actions.filter((a) => !PASSIVE.has(a.type) && !(a.type === 'takeDie' && a.use === 'aside'));
    if (active.length > 0) return chooseRandom(active, rng);
  }
  return chooseRandom(actions, rng);
}

export interface PlayoutOptions {
  readonly checkEveryAction?: boolean;
  /** How `playRandomGame` picks (ignored by `playGame`, whose chooser decides). */
  readonly policy?: RandomPolicy;
  /** At this decision the live state is replaced by its JSON round trip, and the game goes on from the copy. */
  readonly roundTripAt?: number;
  /** Called after every applied action (fuzz coverage, freezing inputs). */
  readonly onAction?: (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void;
}

/** Picks the action for the pending decision of `state` among its legal actions. */
export type Chooser = (state: GameState, legal: readonly Action[]) => Action;

/** Plays a whole game with random legal actions, optionally checking every invariant after every action. */
export function playRandomGame(setup: GameSetup, playerSeed: number | string, options: PlayoutOptions = {}): Playout {
  const rng = seedRng(playerSeed);
  const policy = options.policy ?? 'uniform';
  if (policy === 'eager') return playGame(setup, (_, legal) => choose(legal, rng, policy), options);
  // One list, refilled at every decision: the pick is played before the list is refilled, and nobody else sees it.
  const legal = new ActionList();
  return playWith(
    setup,
    (state) => {
      const count = refillLegalActions(state, legal);
      return count > 0 ? chooseRandom(legal.items, rng, count) : null;
    },
    true,
    options,
  );
}

/** Plays a whole game, each decision taken by `chooser`, optionally checking every invariant after every action. */
export function playGame(setup: GameSetup, chooser: Chooser, options: PlayoutOptions = {}): Playout {
  return playWith(
    setup,
    (state) => {
      const legal = legalActions(state);
      return legal.length > 0 ? chooser(state, legal) : null;
    },
    false,
    options,
  );
}

/**
 * The game loop: `pick` takes each decision (null when nothing is legal). `trusted`: the picks are taken from the
 * engine's own legal actions (the random playout), so the game is played in place (PlayoutGame) without validating
 * them again — unless `onAction` asks for the state before and after each action, which only `applyAction` keeps.
 * A chooser's game is played with `applyAction`: a chooser is handed each state and may keep it (the bots' evaluator
 * remembers village values by array identity, engine/bots/evaluateVillage.ts), so those states must never change.
 */
function playWith(
  setup: GameSetup,
  pick: (state: GameState) => Action | null,
  trusted: boolean,
  options: PlayoutOptions,
): Playout {
  const { checkEveryAction = false, roundTripAt = -1, onAction } = options;
  // The events are read only to check the scores' invariant; otherwise the playout builds none.
  const table = playoutTable(setup, trusted && !onAction, { events: checkEveryAction }, onAction);
  const actions: Action[] = [];
  const problems: string[] = [];
  const scores = new Array<number>(setup.seats.length).fill(0);
  while (table.state().phase !== 'over') {
    if (actions.length >= MAX_DECISIONS) {
      problems.push(`game did not end within ${MAX_DECISIONS} decisions`);
      break;
    }
    if (actions.length === roundTripAt) table.roundTrip();
    const state = table.state();
    const action = pick(state);
    if (!action) {
      problems.push(`no legal action at decision ${actions.length} (${state.stack.at(-1)?.kind ?? 'no frame'})`);
      break;
    }
    const events = table.play(state, action);
    if (typeof events === 'string') {
      problems.push(events);
      break;
    }
    actions.push(action);
    const broken = checkEveryAction ? invariantProblems(table.state(), scores, events, actions.length) : [];
    problems.push(...broken);
    if (broken.length > 0) break;
  }
  return { state: table.state(), actions, problems };
}

interface PlayoutTable {
  state(): GameState;
  /** Goes on from a JSON copy of the state, as a saved and loaded game would. */
  roundTrip(): void;
  /** Plays `action` on `state` (the current one): its events, or why the engine refused it. */
  play(state: GameState, action: Action): readonly GameEvent[] | string;
}

/** The game of a playout: played in place (`inPlace`, the picks trusted) or action by action with `applyAction`. */
function playoutTable(
  setup: GameSetup,
  inPlace: boolean,
  playout: { events: boolean },
  onAction: PlayoutOptions['onAction'],
): PlayoutTable {
  let pure: GameState | null = inPlace ? null : createGame(setup);
  let game: PlayoutGame | null = inPlace ? PlayoutGame.newGame(setup, playout) : null;
  const state = (): GameState => (game ? game.state : (pure as GameState));
  return {
    state,
    roundTrip() {
      const copy = JSON.parse(JSON.stringify(state())) as GameState;
      if (game) game = new PlayoutGame(copy, playout);
      else pure = copy;
    },
    play(before, action) {
      if (game) return game.playLegal(action);
      const result = applyAction(before, action);
      if (!result.ok) return `legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`;
      onAction?.(before, action, result.state, result.events);
      pure = result.state;
      return result.events;
    },
  };
}

/** Adds the action's score events to the running sums and checks the invariants of the state after it. */
function invariantProblems(
  state: GameState,
  scores: number[],
  events: readonly GameEvent[],
  actionNumber: number,
): string[] {
  addScoreEvents(scores, events);
  return checkInvariants(state, scores).map((problem) => `after action ${actionNumber}: ${problem}`);
}

export interface RandomSetupOptions extends Partial<GameOptions> {
  readonly variant?: GameSetup['variant'];
  /** The clan side, seat i playing clans[i] (RULES §14.2); absent = the common side. */
  readonly clans?: readonly ClanId[];
}

/** Random seats; with no edition named, the setup is edition 1's, the edition the tests calling it were written on. */
export function randomSetup(players: number, seed: number | string, options: RandomSetupOptions = {}): GameSetup {
  const { clans, edition, tableRules } = options;
  return {
    seats: Array.from({ length: players }, (_, i) => ({
      name: `Player ${i + 1}`,
      kind: 'bot' as const,
      bot: 'random',
      ...(clans ? { clan: clans[i] } : {}),
    })),
    seed,
    villageSide: clans ? 'clan' : 'common',
    variant: options.variant ?? 'basic',
    ...(edition !== undefined ? optionsSetup({ edition, tableRules: tableRules ?? NO_TABLE_RULES }) : { edition: 1 }),
  };
}

/**
 * The editions and table rules the fuzzers and the consistency test cycle through: both editions (RULES §16) and
 * each table rule (RULES §14.3).
 */
export const FUZZED_OPTIONS: readonly GameOptions[] = [
  { edition: 1, tableRules: NO_TABLE_RULES },
  { edition: 2, tableRules: NO_TABLE_RULES },
  { edition: 2, tableRules: { passOccupied: true, openCrates: false } },
  { edition: 2, tableRules: { passOccupied: false, openCrates: true } },
  { edition: 1, tableRules: { passOccupied: true, openCrates: true } },
];

/** Games in one whole cycle of `variedSetup`: every edition and table rule × basic/advanced × common/clan side. */
export const VARIED_SETUPS = FUZZED_OPTIONS.length * 4;

/**
 * The fuzzers' and consistency test's spread of game options by game number: odd games are advanced; games 2, 3,
 * 6, 7, … are on the clan side. Each run of four games has the next edition and table rules of FUZZED_OPTIONS (so
 * VARIED_SETUPS games play every combination) and turns the seats' clans one further (so every seat plays every clan).
 */
export function variedSetup(players: number, seed: number | string, game: number): GameSetup {
  const onClans = (game >> 1) % 2 === 1;
  const clans = onClans
    ? Array.from({ length: players }, (_, i) => CLAN_IDS[((game >> 2) + i) % CLAN_IDS.length] as ClanId)
    : undefined;
  const options = FUZZED_OPTIONS[(game >> 2) % FUZZED_OPTIONS.length] as GameOptions;
  return randomSetup(players, seed, {
    ...options,
    variant: game % 2 === 1 ? 'advanced' : 'basic',
    ...(clans ? { clans } : {}),
  });
}
