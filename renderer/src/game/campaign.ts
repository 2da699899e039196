import {
  data,
  finalScore,
  isUnlocked,
  recordOf,
  recordResult,
  soloMedalThresholds,
  withMedalLadder,
  type FinalScore,
  type GameSetup,
  type GameState,
  type Medal,
  type ScoreBreakdown,
  type TaskId,
} from './engine';
import { MAX_COUNTED_GAMES, type Profile } from '../../../engine/formats/index';
import { playedGameOf, withPlayedGame } from './playedGames';
import { t } from '../i18n';

/**
 * The campaign and solo games as the app keeps them (RULES §13): which save slot a challenge plays in, the
 * setups of challenges and quick solo games, and how a finished game is counted in the profile — once, with its
 * medal, star, best score, statistics and its line in the history. Pure functions over plain data; the screens and storage call them.
 */

export type Challenge = data.Challenge;

const CAMPAIGN_SLOT_PREFIX = 'campaign-';

/**
 * Each challenge plays in a slot of its own, so its unfinished game is found (and resumed) from the campaign screen,
 * and starting it again replaces the old attempt instead of piling up saves.
 */
export function campaignSlot(challenge: Challenge): string {
  return CAMPAIGN_SLOT_PREFIX + challenge.id;
}

export function challengeOfSlot(slot: string): Challenge | null {
  if (!slot.startsWith(CAMPAIGN_SLOT_PREFIX)) return null;
  const id = slot.slice(CAMPAIGN_SLOT_PREFIX.length);
  return data.CAMPAIGN.find((challenge) => challenge.id === id) ?? null;
}

/** The solo player's seat: nobody names it, so it carries the catalog's name for a person, in the language shown. */
function soloSeat(): GameSetup['seats'][number] {
  return { name: t('newGame.unnamedHuman'), kind: 'human', colour: 0 };
}

/** A challenge's fixed deal: its seed, village side, scoring tiles and task (RULES §13.4). */
export function challengeSetup(challenge: Challenge): GameSetup {
  return {
    seats: [soloSeat()],
    seed: challenge.seed,
    edition: data.NEW_GAME_EDITION,
    villageSide: challenge.villageSide,
    variant: 'basic',
    scoringTiles: challenge.scoringTiles,
    medalThresholds: challenge.thresholds,
    challenge: challenge.id,
    task: challenge.task,
  };
}

/** A random deal (scoring tiles shuffled from the seed), with a random task when asked for one. `random` is in [0, 1). */
export function quickSoloSetup(random: () => number, withTask: boolean): GameSetup {
  const seed = Math.floor(random() * 2 ** 31);
  const task = data.TASK_IDS[Math.floor(random() * data.TASK_IDS.length)] as TaskId;
  return withMedalLadder({
    seats: [soloSeat()],
    seed,
    edition: data.NEW_GAME_EDITION,
    villageSide: 'common',
    variant: 'basic',
    ...(withTask ? { task } : {}),
  });
}

/** Tells one finished game from another: a campaign slot is reused by every attempt, its start time is not. */
export function finishedGameKey(slot: string, createdAt: string): string {
  return `${slot}@${createdAt}`;
}

/** What a finished solo game earned, for the result screen. */
export interface SoloOutcome {
  readonly score: ScoreBreakdown;
  readonly medal: Medal | null;
  readonly thresholds: Readonly<Record<Medal, number>>;
  readonly task: TaskId | null;
  readonly taskMet: boolean;
  /** The challenge played, or null for a solo game outside the campaign. */
  readonly challenge: Challenge | null;
  /** A bot played some of the person's decisions, or the game was practice: shown as assisted, graded not at all. */
  readonly assisted: boolean;
  /** A bot did play for the person: an assisted game that is not, is assisted only as practice. */
  readonly botPlayed: boolean;
  /** Better than the challenge's best score (campaign) or than every score so far (any other solo game). */
  readonly newBestScore: boolean;
  readonly newBestMedal: boolean;
  readonly newStar: boolean;
  /** The challenge this result opened, if any. */
  readonly unlocked: Challenge | null;
}

export interface FinishedGame {
  readonly key: string;
  readonly slot: string;
  readonly state: GameState;
  /**
   * RULES §13.4: a bot played one of the person's decisions ("Bot plays my turn"), or the game is practice (played
   * on from a moment of another). Hints are not assistance.
   */
  readonly assisted: boolean;
  /** A bot played one of the person's decisions ("Bot plays my turn"): the game is assisted whether practice or not. */
  readonly botPlayed: boolean;
  /** Played on from a moment of another game, in solo: practice (RULES §13.4), recorded as such. */
  readonly practice: boolean;
  /** When it was counted (ISO 8601), for the history. */
  readonly finishedAt: string;
}

export interface Counted {
  readonly profile: Profile;
  /** Null for a game with several seats: only solo games earn medals and have a result screen. */
  readonly outcome: SoloOutcome | null;
}

function humanSeats(state: GameState): number[] {
  return state.setup.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
}

function addMedal(medals: Profile['medals'], medal: Medal | null): Profile['medals'] {
  return medal === null ? medals : { ...medals, [medal]: medals[medal] + 1 };
}

/** Newest last; the oldest keys are forgotten once there are more than the profile keeps. */
function remember(keys: readonly string[], key: string): string[] {
  return [...keys, key].slice(-MAX_COUNTED_GAMES);
}

/**
 * RULES §13.4: an assisted game earns no medal, no star, no unlock and no statistics; it is remembered as counted,
 * so that reopening it shows no result screen again, and kept in the history as assisted. A solo game still shows its
 * (assisted) score.
 */
function assistedOutcome(profile: Profile, game: FinishedGame, score: FinalScore): Counted {
  const counted = { ...profile, countedGames: remember(profile.countedGames, game.key) };
  if (game.state.players.length !== 1) return { profile: counted, outcome: null };
  return {
    profile: counted,
    outcome: {
      score: score.players[0] as ScoreBreakdown,
      medal: null,
      thresholds: soloMedalThresholds(game.state.setup),
      task: score.solo?.task ?? null,
      taskMet: false,
      challenge: challengeOfSlot(game.slot),
      assisted: true,
      botPlayed: game.botPlayed,
      newBestScore: false,
      newBestMedal: false,
      newStar: false,
      unlocked: null,
    },
  };
}

function soloOutcome(profile: Profile, game: FinishedGame, score: FinalScore): Counted {
  const solo = score.solo;
  const breakdown = score.players[0] as ScoreBreakdown;
  const medal = solo?.medal ?? null;
  const taskMet = solo?.taskMet === true;
  const challenge = challengeOfSlot(game.slot);
  const statistics = {
    ...profile.statistics,
    gamesPlayed: profile.statistics.gamesPlayed + 1,
    soloGamesPlayed: profile.statistics.soloGamesPlayed + 1,
    bestScore: Math.max(profile.statistics.bestScore, breakdown.total),
  };
  const base = {
    score: breakdown,
    medal,
    thresholds: soloMedalThresholds(game.state.setup),
    task: solo?.task ?? null,
    taskMet,
    challenge,
    assisted: false,
    botPlayed: false,
  };
  const counted = {
    ...profile,
    statistics,
    medals: addMedal(profile.medals, medal),
    countedGames: remember(profile.countedGames, game.key),
  };
  if (!challenge) {
    const newBestScore = profile.statistics.gamesPlayed === 0 || breakdown.total > profile.statistics.bestScore;
    return {
      profile: counted,
      outcome: { ...base, newBestScore, newBestMedal: false, newStar: false, unlocked: null },
    };
  }
  const recorded = recordResult(profile.campaign, challenge.id, { score: breakdown.total, medal, taskMet });
  const unlocked = data.CAMPAIGN.find((c) => c.id === recorded.unlocked) ?? null;
  return {
    profile: { ...counted, campaign: recorded.progress },
    outcome: {
      ...base,
      newBestScore: recorded.newBestScore,
      newBestMedal: recorded.newBestMedal,
      newStar: recorded.newStar,
      unlocked,
    },
  };
}

/**
 * Counts a finished game in the profile: games played and won, best score, and for a solo game its medal and, in
 * the campaign, the challenge's best result (engine/rules/campaign.ts). Null when there is nothing to count: the game
 * is not over, no person played it (bots only), or it was counted before (reopened, or the page reloaded).
 */
export function countFinishedGame(profile: Profile, game: FinishedGame): Counted | null {
  const humans = humanSeats(game.state);
  if (game.state.phase !== 'over' || humans.length === 0 || profile.countedGames.includes(game.key)) return null;
  const score = finalScore(game.state);
  const counted = game.assisted
    ? assistedOutcome(profile, game, score)
    : game.state.players.length === 1
      ? soloOutcome(profile, game, score)
      : { profile: countedGameWithOthers(profile, game, humans, score), outcome: null };
  const challenge = challengeOfSlot(game.slot)?.id ?? null;
  const played = playedGameOf(
    {
      setup: game.state.setup,
      challenge,
      practice: game.practice,
      assisted: game.assisted,
      finishedAt: game.finishedAt,
    },
    score,
  );
  return { ...counted, profile: withPlayedGame(counted.profile, played) };
}

/** A game against bots or other people: games played and won, and the best score. */
function countedGameWithOthers(
  profile: Profile,
  game: FinishedGame,
  humans: readonly number[],
  score: FinalScore,
): Profile {
  const best = Math.max(...humans.map((seat) => score.players[seat]?.total ?? 0));
  return {
    ...profile,
    statistics: {
      ...profile.statistics,
      gamesPlayed: profile.statistics.gamesPlayed + 1,
      gamesWon: profile.statistics.gamesWon + (humans.includes(score.winner) ? 1 : 0),
      bestScore: Math.max(profile.statistics.bestScore, best),
    },
    countedGames: remember(profile.countedGames, game.key),
  };
}

/** One point of the campaign map: the challenge, whether it is open, and its best result so far. */
export interface ChallengeStanding {
  readonly challenge: Challenge;
  readonly index: number;
  readonly unlocked: boolean;
  readonly bestMedal: Medal | null;
  readonly star: boolean;
  readonly bestScore: number | null;
  readonly attempts: number;
}

export function campaignStandings(profile: Profile): ChallengeStanding[] {
  return data.CAMPAIGN.map((challenge, index) => {
    const record = recordOf(profile.campaign, challenge.id);
    return { challenge, index, unlocked: isUnlocked(profile.campaign, index), ...record };
  });
}
