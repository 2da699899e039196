import { CAMPAIGN, MEDALS, type Medal } from '../data/index.js';

/**
 * RULES §13.4: challenge k+1 unlocks when challenge k earns any medal; the best medal and star of each challenge are
 * kept. Pure bookkeeping over plain data, shared by the desktop and the browser profile stores.
 */

export interface ChallengeRecord {
  readonly bestMedal: Medal | null;
  readonly star: boolean;
  readonly bestScore: number | null;
  readonly attempts: number;
}

export type CampaignProgress = Readonly<Record<string, ChallengeRecord>>;

export interface SoloResult {
  readonly score: number;
  readonly medal: Medal | null;
  readonly taskMet: boolean;
}

const EMPTY_RECORD: ChallengeRecord = { bestMedal: null, star: false, bestScore: null, attempts: 0 };

export function recordOf(progress: CampaignProgress, challengeId: string): ChallengeRecord {
  return progress[challengeId] ?? EMPTY_RECORD;
}

/** The first challenge is always open; each later one opens once the one before it has earned any medal. */
export function isUnlocked(progress: CampaignProgress, index: number): boolean {
  if (index === 0) return true;
  const previous = CAMPAIGN[index - 1];
  return previous !== undefined && recordOf(progress, previous.id).bestMedal !== null;
}

export function medalRank(medal: Medal | null): number {
  return medal === null ? -1 : MEDALS.indexOf(medal);
}

export interface RecordedResult {
  readonly progress: CampaignProgress;
  readonly newBestScore: boolean;
  readonly newBestMedal: boolean;
  readonly newStar: boolean;
  /** The challenge this result opened, if any. */
  readonly unlocked: string | null;
}

/** Keeps the better of old and new for each of medal, star and score: a worse result never overwrites a better one. */
export function recordResult(progress: CampaignProgress, challengeId: string, result: SoloResult): RecordedResult {
  const index = CAMPAIGN.findIndex((c) => c.id === challengeId);
  if (index < 0) throw new Error(`unknown challenge "${challengeId}"`);
  const old = recordOf(progress, challengeId);
  const newBestMedal = medalRank(result.medal) > medalRank(old.bestMedal);
  const newStar = result.taskMet && !old.star;
  const newBestScore = old.bestScore === null || result.score > old.bestScore;
  const updated: ChallengeRecord = {
    bestMedal: newBestMedal ? result.medal : old.bestMedal,
    star: old.star || result.taskMet,
    bestScore: newBestScore ? result.score : old.bestScore,
    attempts: old.attempts + 1,
  };
  const next = { ...progress, [challengeId]: updated };
  const following = CAMPAIGN[index + 1];
  const unlocked = following && !isUnlocked(progress, index + 1) && isUnlocked(next, index + 1) ? following.id : null;
  return { progress: next, newBestScore, newBestMedal, newStar, unlocked };
}
