import type { AbilityId, BuildingCode, Resource } from '../data/index.js';

/**
 * Tunable data of the bots: the evaluation's weights (in VP, the unit of the final score) and the search budgets.
 * Every number says why it has the value it has; change them here, never in the search or evaluation code, and
 * measure with `npm run sim -- --seats hard,easy …` before and after.
 */

export interface EvaluationWeights {
  /** VP a cube is worth on top of its sale value (1 VP per 3 fish), while there is still time to use it. */
  readonly resourceUseBonus: Readonly<Record<Resource, number>>;
  /** Own actions (dice and retires) left below which unused cubes start to lose their use value. */
  readonly resourceHorizon: number;
  /** VP of one activation of an action building (gain buildings are valued from what they give). */
  readonly actionBuildingVp: Readonly<Partial<Record<BuildingCode, number>>>;
  /** How many of the best lines of each colour a die is expected to choose among. */
  readonly chainTopLines: number;
  /** Share of a line's chain value a future die is expected to realise (dice values are random, changes cost fish). */
  readonly diceRealisation: number;
  /** Share of the best building's value a worker is expected to realise. */
  readonly workerRealisation: number;
  /** VP per standing technology reward over a whole game (scaled by the share of the game left). */
  readonly standingRewardVp: {
    readonly cheapLargeBuildings: number;
    readonly deepWater1: number;
    readonly nets: number;
    readonly boatUpgrade: number;
    readonly deepWater2: number;
    readonly orderDiscount: number;
    readonly orderBonusVp: number;
    readonly cheaperImprove: number;
    readonly freeDiePip: number;
  };
  /** VP an ability tile is worth over a whole game (scaled by the share of the game left). */
  readonly abilityVp: Readonly<Record<AbilityId, number>>;
  /** Share of the section's return VP counted for a boat out at sea (it still has to come home). */
  readonly boatReturnShare: number;
  /** VP of one dock activation, per dock row 1..4 (index 0..3), counted for every retire still to come. */
  readonly dockActivationVp: readonly number[];
  /** Share of the next crate set's VP counted per dock row already filled toward it. */
  readonly crateSetProgressShare: number;
  /** Chance that a die still to come runs along a given wagon's row or column (RULES §14.1), so moves it. */
  readonly wagonMoveShare: number;
  /** VP credited for a decision still pending (so a one-step look sees what an effect is about to give). */
  readonly pending: {
    readonly improve: number;
    readonly orderOrTech: number;
    readonly buildSmall: number;
    readonly boat: number;
    readonly ability: number;
    readonly dockTrade: number;
    /** A wagon about to be placed (advanced Trade 1 and 3): about what a placed wagon is worth early in the game. */
    readonly placeWagon: number;
    /** Share of the docks' value credited while a retire sequence is still running. */
    readonly retireDocksShare: number;
    /** Dice expected to activate each building of a starting set picked in the draft but not placed yet. */
    readonly startingTileActivations: number;
  };
}

export const EVALUATION_WEIGHTS: EvaluationWeights = {
  resourceUseBonus: {
    // Fish pays for die changes and improvements, so it is worth a little more than its 1/3 VP at the end.
    fish: 0.12,
    // Tier-1 cubes pay for the first technology steps (1–2 VP plus a reward) and cheap orders; wood also builds.
    wood: 1.0,
    grain: 0.85,
    wool: 0.85,
    // Tier-2 cubes pay for the middle technology steps (2 VP each plus rewards) and the better orders; food also
    // buys 5 VP at dock 4.
    plank: 1.7,
    food: 1.9,
    cloth: 1.6,
    // Gold pays for a track's top (3 VP, a scoring tile) and the best orders.
    gold: 2.4,
  },
  // Cubes start losing their use value six own actions (dice and retires) before the end, i.e. from the start of
  // round 3: converting them takes planning, and a bot that kept full value to the last three actions ended with
  // unsold cubes (medium solo mean 60 → 65 when moved from 3 to 6; 10 was no better).
  resourceHorizon: 6,
  actionBuildingVp: {
    // An order (crate VP, set progress, a dock reward) or a technology step: the strongest activation.
    OT: 2.4,
    // A small tile for 1 wood: more buildings for later chains and workers.
    Bs: 1.4,
    // One section further out (return VP grows 1, 3, 5, 7, 10, 13) and a token.
    Bt: 1.9,
    // One free improvement step: about a tier's worth of use value.
    Up: 0.9,
    Up2: 1.8,
  },
  // A die usually goes to one of the three best columns (rows) the pool and a few fish allow.
  chainTopLines: 3,
  // Dice values are random, but fish buy the missing pips: most dice reach one of the best lines (0.65 and 1.0
  // both played worse in medium solo games).
  diceRealisation: 0.8,
  // A worker goes on any vacant building and many buildings chain further effects (an order, a boat trip), so a
  // worker is worth more than the single best building's own value (0.8 → 1.4: medium solo mean +4; 1.8 was worse).
  workerRealisation: 1.4,
  standingRewardVp: {
    // Saves 1 wood on each large building: one or two builds in a game.
    cheapLargeBuildings: 2,
    // Sections 3–4 return 5 and 7 VP instead of 1 and 3, and hold better tokens.
    deepWater1: 5,
    // Choosing the better of two tokens, a few times a game.
    nets: 1.5,
    // Two more slots and a ×2 slot for VP tokens.
    boatUpgrade: 2.5,
    // Sections 5–6 return 10 and 13 VP.
    deepWater2: 5,
    // One cube of each order one step cheaper: roughly a tier-1 cube per order.
    orderDiscount: 2,
    // +2 VP on each later order.
    orderBonusVp: 4,
    // Free-action improvements at 1 fish instead of 2.
    cheaperImprove: 1.5,
    // One free pip a turn: saves a fish on many dice.
    freeDiePip: 2,
  },
  abilityVp: {
    shipwright: 1.5,
    carpenter: 2,
    smith: 1.5,
    navigator: 4,
    foreman: 2,
    merchant: 2.5,
    pilot: 2,
    innkeeper: 3,
  },
  // Nearly every boat comes home again (0.75 and 1.2 both played worse than 0.95).
  boatReturnShare: 0.95,
  // Dock 1: a boat action; dock 2: an improvement; dock 3: 2 fish; dock 4: 3–5 VP when grain or food is at hand.
  // Counted low because the search sees the docks' real rewards whenever it plays a retire, and an order's value is
  // mostly its crate VP and set; a third of the face value played best (medium solo mean +2 to +4).
  dockActivationVp: [0.5, 0.25, 0.25, 0.75],
  // An unfinished set often stays unfinished: only a quarter of its share is counted.
  crateSetProgressShare: 0.25,
  // A die goes to one of the three best lines of its colour; a wagon on a good line shares in about a third of them.
  wagonMoveShare: 0.33,
  pending: {
    improve: 0.9,
    orderOrTech: 2.0,
    buildSmall: 1.2,
    boat: 1.6,
    ability: 2.0,
    dockTrade: 2.5,
    placeWagon: 3,
    retireDocksShare: 0.8,
    // The starting tile sits on the start cells, at the head of two or three chains: a couple of dice reach it.
    startingTileActivations: 2,
  },
};

/** Budgets of the searching bots, counted in evaluations so that a bot is deterministic for a given view and seed. */
export interface SearchBudget {
  /** Partial turns kept at each depth of the turn search. */
  readonly beamWidth: number;
  /** At most this many partial turns per first action of the turn, so that one plan cannot crowd out the others. */
  readonly perFirstAction: number;
  /** Decisions looked ahead within the turn. */
  readonly maxDepth: number;
  /** Evaluations allowed per determinization (the budget). */
  readonly maxEvaluations: number;
  /** Hidden pieces sampled: each sample is searched and the first actions' values averaged. */
  readonly determinizations: number;
  /** Whether the search stops at something random or hidden (medium) or plays through it on the sample (hard). */
  readonly throughReveals: boolean;
}

export const SEARCH_BUDGETS: Readonly<Record<'medium' | 'hard', SearchBudget>> = {
  // Medium: a narrow look over the rest of the turn, stopping where something hidden would be revealed.
  medium: {
    beamWidth: 6,
    perFirstAction: 2,
    maxDepth: 14,
    maxEvaluations: 1500,
    determinizations: 1,
    throughReveals: false,
  },
  // Hard: a wider look through drawn tokens and revealed tiles, averaged over several samples of the hidden stacks.
  hard: {
    beamWidth: 12,
    perFirstAction: 3,
    maxDepth: 20,
    maxEvaluations: 5000,
    determinizations: 6,
    throughReveals: true,
  },
};

/**
 * The expert bot (engine/bots/expert.ts): the hard search proposes first actions and plans the turn; the best few are
 * then played on beyond the turn, on samples of the hidden pieces, and compared where the next turns leave them.
 */
export interface ExpertBudget {
  /** The search that proposes the first actions (and whose plan an explanation tells). */
  readonly search: SearchBudget;
  /** First actions played on: the search's own choice and its best other decisions. */
  readonly candidates: number;
  /** Only decisions the search values within this many VP of its choice are played on. */
  readonly candidateMargin: number;
  /**
   * The rollouts overrule the search's choice only when another candidate ends this many VP further ahead on their
   * mean: a few samples of a weaker policy are noisy, and a close call stays with the search.
   */
  readonly overruleMargin: number;
  /** Samples of the hidden pieces (and of the dice to come) every candidate is played on: the same ones for each. */
  readonly rollouts: number;
  /** Own turns after the current one that a rollout plays (and every other seat's turns in between). */
  readonly ownTurnsAhead: number;
  /** At most this many decisions per rollout (a retire's rollout would otherwise play the rest of the round). */
  readonly maxRolloutDecisions: number;
  /**
   * Evaluations all rollouts of one decision may use (the rollouts' searches count them): no new sample is started
   * beyond it. It bounds the decision's time where the table is busy and searches are wide.
   */
  readonly maxRolloutEvaluations: number;
  /** The search every seat plays a rollout with. */
  readonly policy: SearchBudget;
}

export const EXPERT_BUDGET: ExpertBudget = {
  // The hard search four times as wide (beam, lines per first action, evaluations): seeded two-seat games of such a
  // search against hard won 63 % of 100 at about 40 ms a decision (DECISIONS.md, "Expert bot").
  search: { ...SEARCH_BUDGETS.hard, beamWidth: 48, perFirstAction: 12, maxEvaluations: 20_000 },
  candidates: 4,
  candidateMargin: 4,
  overruleMargin: 1,
  rollouts: 4,
  ownTurnsAhead: 1,
  maxRolloutDecisions: 40,
  // Room for every sample of the hard policy's rollouts (about 20 decisions of up to 5,000 evaluations each, per
  // candidate): 60,000 cut them to one sample.
  maxRolloutEvaluations: 250_000,
  // Every seat of a rollout plays as the hard bot does, on the rollout's own sample (nothing left hidden in it to
  // sample again). With the medium bot's search playing them, as before, the expert won fewer of the same seeded games
  // against hard, by less (DECISIONS.md "Expert bot").
  policy: { ...SEARCH_BUDGETS.hard, determinizations: 1 },
};

/** Safety valves that keep every bot moving toward the end of its turn. */
export const BOT_LIMITS = {
  /**
   * Once this many actions were taken since the turn began (or since the last reveal), a bot takes no more resource
   * free actions: whatever the evaluation says, a turn ends. Bot turns rarely pass 13 actions and take at most 6
   * free actions (medium and easy, 20 two-seat games), so this only guards against a wandering bug.
   */
  freeActionsPerTurn: 20,
  /** Resource free actions one searched line of play may contain (they must enable something to be worth it). */
  freeActionsPerLine: 2,
  /** A free action is chosen only when it beats the best other choice by this much VP: no wandering on ties. */
  freeActionMargin: 0.05,
} as const;
