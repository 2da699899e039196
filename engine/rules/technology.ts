import {
  ADVANCED_TRADE_TRACK,
  NO_ABILITY_LEFT_VP,
  SCORING_TILES,
  SOLO,
  TECH_TRACKS,
  TOP_SPACE,
  TRACKS,
  type AbilityId,
  type Resource,
  type TechReward,
  type Track,
  type TrackDef,
} from '../data/index.js';
import type { GameSetup, PlayerState } from '../types.js';
import { resizeBoat, upgradeBoat } from './boat.js';
import { BECAUSE, SCORING_TILE, TECH_REWARD, TECHNOLOGY } from './reasons.js';
import { RESOURCE_NAMES, addScore, changeResources, gain } from './resources.js';
import { ruleError, type RuleError, type Tx } from './tx.js';

/** RULES §9: gaining technology, track rewards, scoring tiles and ability tiles. */

/** The tracks a game plays: in the advanced game the advanced tile covers Trade (RULES §14.1). */
export function gameTracks(setup: GameSetup): Readonly<Record<Track, TrackDef>> {
  return setup.variant === 'advanced' ? ADVANCED_TRACKS : TECH_TRACKS;
}

const ADVANCED_TRACKS: Readonly<Record<Track, TrackDef>> = { ...TECH_TRACKS, trade: ADVANCED_TRADE_TRACK };

export function techStepCost(setup: GameSetup, player: PlayerState, track: Track): Resource | null {
  const position = player.tech[track];
  if (position >= TOP_SPACE) return null;
  return gameTracks(setup)[track].costs[position] ?? null;
}

/** Whether the player can take the next step of the track: not at its top, and holding the cube it costs. */
export function canGainTech(setup: GameSetup, player: PlayerState, track: Track): boolean {
  const cost = techStepCost(setup, player, track);
  return cost !== null && player.resources[cost] >= 1;
}

export function gainTechError(setup: GameSetup, player: PlayerState, track: Track): RuleError | null {
  if (canGainTech(setup, player, track)) return null;
  const cost = techStepCost(setup, player, track);
  const label = gameTracks(setup)[track].label;
  if (cost === null) return ruleError('tech-at-top', `You are already at the top of the ${label} track.`, { track });
  if (player.resources[cost] < 1) {
    return ruleError(
      'tech-unaffordable',
      `The next ${label} step costs 1 ${RESOURCE_NAMES[cost]}, and you have none.`,
      { track, resource: cost },
    );
  }
  return null;
}

export function gainTech(tx: Tx, seat: number, track: Track): void {
  const def = gameTracks(tx.s.setup)[track];
  const player = tx.player(seat);
  const cost = techStepCost(tx.s.setup, player, track) as Resource;
  changeResources(tx, seat, { [cost]: -1 }, TECHNOLOGY[track]);
  const from = player.tech[track];
  const to = from + 1;
  tx.part(seat, 'tech')[track] = to;
  if (tx.recording) tx.emit({ type: 'TechAdvanced', player: seat, track, from, to, paid: cost });
  // The arrival counts as the scoring tile counts it (reachTop below adds this one once the reward is paid).
  if (tx.recording && to === TOP_SPACE)
    tx.emit({ type: 'TrackTopReached', player: seat, track, arrival: tx.s.topArrivals[track] + 1 });
  const reward = def.rewards[to - 1];
  if (!reward) return;
  switch (reward.kind) {
    case 'worker':
      player.workersOwned += 1;
      if (tx.recording) tx.emit({ type: 'WorkerGained', player: seat, owned: player.workersOwned });
      return;
    case 'ability':
      offerAbility(tx, seat);
      return;
    case 'gain':
      gain(tx, seat, { fish: reward.fish ?? 0, gold: reward.gold ?? 0, vp: reward.vp ?? 0 }, TECH_REWARD[track]);
      return;
    case 'placeWagon':
      // Where it goes is the player's decision (moves.ts: placeWagon); a wagon never blocks, so any building will do.
      tx.push({ kind: 'placeWagon', player: seat, wagon: reward.wagon });
      return;
    case 'boatUpgrade':
      upgradeBoat(tx, seat);
      return;
    case 'scoringTile':
      reachTop(tx, seat, track);
      return;
    // The remaining rewards are standing abilities read from the marker position when they apply.
    case 'cheapLargeBuildings':
    case 'deepWater1':
    case 'nets':
    case 'deepWater2':
    case 'orderDiscount':
    case 'orderBonusVp':
    case 'cheaperImprove':
    case 'freeDiePip':
      return;
  }
}

/** Reaching space 5 triggers the track's scoring tile: `now` tiles score at once, `end` tiles at final scoring. */
function reachTop(tx: Tx, seat: number, track: Track): void {
  const tile = SCORING_TILES[tx.s.scoringTiles[track]];
  const arrivals = tx.topArrivals();
  const order = arrivals[track];
  arrivals[track] = order + 1;
  if (tile.timing !== 'now') return;
  let vp = tile.vpByArrival[order] ?? 0;
  if (tile.id === 'pioneer' && tx.s.players.length === 1) {
    vp = tx.s.round <= SOLO.pioneerEarlyLastRound ? SOLO.pioneerEarlyVp : SOLO.pioneerLateVp;
  }
  addScore(tx, seat, vp, SCORING_TILE[tile.id]);
}

/** Ability tile reward: choose a face-up tile, or 2 VP when none is left (RULES §9.2). */
function offerAbility(tx: Tx, seat: number): void {
  if (tx.s.abilityOffer.length === 0) {
    addScore(tx, seat, NO_ABILITY_LEFT_VP, BECAUSE.noAbilityLeft);
    return;
  }
  tx.push({ kind: 'chooseAbility', player: seat });
}

export function takeAbilityError(offer: readonly AbilityId[], ability: AbilityId): RuleError | null {
  if (!offer.includes(ability))
    return ruleError('ability-not-offered', 'That ability tile is not face up on the board.');
  return null;
}

export function takeAbility(tx: Tx, seat: number, ability: AbilityId, from: 'board' | 'startingSet'): void {
  if (from === 'board') {
    const offer = tx.list('abilityOffer');
    offer.splice(offer.indexOf(ability), 1);
  }
  tx.part(seat, 'abilities').push(ability);
  if (tx.recording) tx.emit({ type: 'AbilityTaken', player: seat, ability, from });
  if (ability === 'shipwright') resizeBoat(tx, seat);
}

type RewardSpaces = Readonly<Record<Track, Readonly<Record<string, number>>>>;

/** The space at which each track grants each kind of reward (read from the data once per set of tracks). */
function rewardSpaces(tracks: Readonly<Record<Track, TrackDef>>): RewardSpaces {
  return Object.fromEntries(
    TRACKS.map((track) => [
      track,
      Object.fromEntries(tracks[track].rewards.map((reward, i) => [reward.kind, i + 1]).reverse()),
    ]),
  ) as Record<Track, Record<string, number>>;
}

const BASIC_REWARD_SPACE = rewardSpaces(TECH_TRACKS);
const ADVANCED_REWARD_SPACE = rewardSpaces(ADVANCED_TRACKS);

/**
 * The space at which `track` grants this kind of standing reward (Infinity where it grants none): a marker at or
 * beyond it has the reward. The Trade track's rewards depend on whether the advanced tile covers it (RULES §14.1).
 */
export function standingRewardSpace(variant: GameSetup['variant'], track: Track, kind: TechReward['kind']): number {
  const spaces = track === 'trade' && variant === 'advanced' ? ADVANCED_REWARD_SPACE : BASIC_REWARD_SPACE;
  return spaces[track][kind] ?? Number.POSITIVE_INFINITY;
}

/** The tracks the advanced tile leaves alone: their standing rewards are the same in every game. */
export type FixedTrack = Exclude<Track, 'trade'>;

/** Whether the player's marker has reached the space that grants this kind of standing reward. */
export function reachedReward(player: PlayerState, track: FixedTrack, kind: TechReward['kind']): boolean {
  return player.tech[track] >= standingRewardSpace('basic', track, kind);
}

/** The same for the Trade track, whose rewards depend on whether the advanced tile covers it (RULES §14.1). */
export function reachedTradeReward(setup: GameSetup, player: PlayerState, kind: TechReward['kind']): boolean {
  return player.tech.trade >= standingRewardSpace(setup.variant, 'trade', kind);
}
