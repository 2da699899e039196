import { data, type FinalScore, type GameSetup } from './engine';
import {
  MAX_PLAYED_GAMES,
  type PersonalBests,
  type PlayedGame,
  type PlayedGameMode,
  type Profile,
} from '../../../engine/formats/index';

/**
 * A finished game as the profile's history keeps it, and the personal bests it may set. Pure
 * functions over plain data: campaign.ts calls them when it counts a finished game, once.
 */

/** What the history needs to know of a finished game beyond its final state. */
export interface PlayedGameFacts {
  readonly setup: GameSetup;
  /** The campaign challenge's id, or null outside the campaign. */
  readonly challenge: string | null;
  /** Played on from a moment of another game, in solo (RULES §13.4). */
  readonly practice: boolean;
  /** A bot played some of a person's decisions, or practice. */
  readonly assisted: boolean;
  /** When it was counted (ISO 8601). */
  readonly finishedAt: string;
}

export function playedGameMode(setup: GameSetup, challenge: string | null, practice: boolean): PlayedGameMode {
  if (practice) return 'practice';
  const people = setup.seats.filter((seat) => seat.kind === 'human').length;
  if (setup.seats.length === 1) return challenge === null ? 'quickSolo' : 'campaign';
  return people >= 2 ? 'hotSeat' : 'versus';
}

export function playedGameOf(facts: PlayedGameFacts, score: FinalScore): PlayedGame {
  const { setup } = facts;
  return {
    finishedAt: facts.finishedAt,
    mode: playedGameMode(setup, facts.challenge, facts.practice),
    challenge: setup.seats.length === 1 ? facts.challenge : null,
    seats: setup.seats.map((seat, index) => ({
      name: seat.name,
      kind: seat.kind,
      bot: seat.kind === 'bot' ? (seat.bot ?? null) : null,
      score: score.players[index]?.total ?? 0,
    })),
    winner: score.winner,
    medal: facts.assisted ? null : (score.solo?.medal ?? null),
    assisted: facts.assisted,
    edition: setup.edition ?? data.UNNAMED_EDITION,
    variant: setup.variant,
    villageSide: setup.villageSide,
  };
}

const higher = (best: number | null, score: number): number => (best === null ? score : Math.max(best, score));

/**
 * The bests after `game`: a solo game (quick solo or campaign) may raise the best solo score, a versus game the most
 * VP a person scored against bots. Assisted and practice games, and hot-seat games (several people share one
 * profile there), set no best.
 */
export function bestsAfter(bests: PersonalBests, game: PlayedGame): PersonalBests {
  if (game.assisted) return bests;
  const people = game.seats.filter((seat) => seat.kind === 'human').map((seat) => seat.score);
  if (game.mode === 'quickSolo' || game.mode === 'campaign')
    return { ...bests, soloScore: higher(bests.soloScore, Math.max(...people)) };
  if (game.mode === 'versus') return { ...bests, versusScore: higher(bests.versusScore, Math.max(...people)) };
  return bests;
}

/** Adds `game` to the history (newest last, the oldest forgotten beyond the bound) and to the bests. */
export function withPlayedGame(profile: Profile, game: PlayedGame): Profile {
  return {
    ...profile,
    history: [...profile.history, game].slice(-MAX_PLAYED_GAMES),
    bests: bestsAfter(profile.bests, game),
  };
}

/** The score a history line shows for the person: a solo game's total, or the best of the people's scores. */
export function personScore(game: PlayedGame): number {
  return Math.max(...game.seats.filter((seat) => seat.kind === 'human').map((seat) => seat.score));
}
