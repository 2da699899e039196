import { describe, expect, it } from 'vitest';
import {
  MAX_PLAYED_GAMES,
  NEW_PROFILE,
  profileSchema,
  type PlayedGame,
  type Profile,
} from '../../../engine/formats/index';
import { createGame, data, finalScore, type GameSetup, type GameState } from './engine';
import {
  campaignSlot,
  challengeSetup,
  countFinishedGame,
  finishedGameKey,
  quickSoloSetup,
  type FinishedGame,
} from './campaign';
import { bestsAfter, playedGameMode, withPlayedGame } from './playedGames';

const [first] = data.CAMPAIGN as [data.Challenge];
const FINISHED_AT = '2026-12-01T12:00:00.000Z';

const versusSetup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'hard' },
  ],
  seed: 3,
  edition: 1,
  villageSide: 'common',
  variant: 'advanced',
};
const hotSeatSetup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Ida', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 4,
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

/** A game ended with `points` on every seat's score track (seat i gets `points + i`): final scoring adds the rest. */
function finished(setup: GameSetup, points: number): GameState {
  const game = createGame(setup);
  return { ...game, phase: 'over', players: game.players.map((player, seat) => ({ ...player, score: points + seat })) };
}

function game(
  slot: string,
  state: GameState,
  options: { assisted?: boolean; practice?: boolean; createdAt?: string } = {},
): FinishedGame {
  const practice = options.practice ?? false;
  return {
    key: finishedGameKey(slot, options.createdAt ?? '2026-12-01T11:00:00.000Z'),
    slot,
    state,
    assisted: practice || (options.assisted ?? false),
    botPlayed: options.assisted ?? false,
    practice,
    finishedAt: FINISHED_AT,
  };
}

function counted(profile: Profile, finishedGame: FinishedGame): Profile {
  const result = countFinishedGame(profile, finishedGame);
  if (!result) throw new Error('the game was not counted');
  // Every profile the counting writes is one the storage accepts.
  expect(profileSchema.safeParse(result.profile).success).toBe(true);
  return result.profile;
}

describe('the history of finished games', () => {
  it('names each game’s mode: quick solo, campaign challenge, versus, hot-seat, practice', () => {
    const solo = quickSoloSetup(() => 0.3, false);
    expect(playedGameMode(solo, null, false)).toBe('quickSolo');
    expect(playedGameMode(challengeSetup(first), first.id, false)).toBe('campaign');
    expect(playedGameMode(versusSetup, null, false)).toBe('versus');
    expect(playedGameMode(hotSeatSetup, null, false)).toBe('hotSeat');
    expect(playedGameMode(solo, null, true)).toBe('practice');
  });

  it('records a finished game once, with its date, seats (bots with their level), scores, winner, edition and variant', () => {
    const state = finished(versusSetup, 50);
    const score = finalScore(state);
    const once = counted(NEW_PROFILE, game('game-a', state));
    expect(once.history).toEqual([
      {
        finishedAt: FINISHED_AT,
        mode: 'versus',
        challenge: null,
        winner: score.winner,
        medal: null,
        assisted: false,
        seats: [
          { name: 'Astrid', kind: 'human', bot: null, score: score.players[0]?.total ?? -1 },
          { name: 'Bjørn', kind: 'bot', bot: 'hard', score: score.players[1]?.total ?? -1 },
        ],
        edition: 1,
        variant: 'advanced',
        villageSide: 'common',
      } satisfies PlayedGame,
    ]);
    // Loaded again (the same game, the same key) or the page reloaded on its end: not recorded again.
    expect(countFinishedGame(once, game('game-a', state))).toBeNull();
  });

  it('records a campaign challenge with its id and medal, and sets the best solo score', () => {
    const state = finished(challengeSetup(first), data.MEDAL_THRESHOLDS.fjordMaster);
    const profile = counted(NEW_PROFILE, game(campaignSlot(first), state));
    const total = finalScore(state).players[0]?.total;
    expect(profile.history[0]).toMatchObject({
      mode: 'campaign',
      challenge: first.id,
      medal: 'fjordMaster',
      assisted: false,
      seats: [{ score: total }],
    });
    expect(profile.bests).toEqual({ soloScore: total, versusScore: null });
  });
});

describe('the history of finished games: assisted and practice games, and the bests kept', () => {
  it('RULES §13.4: an assisted or practice game is recorded as such, with no medal, and is never a best', () => {
    const high = finished(
      quickSoloSetup(() => 0.4, false),
      data.MEDAL_THRESHOLDS.fjordMaster,
    );
    const assisted = counted(NEW_PROFILE, game('game-c', high, { assisted: true }));
    expect(assisted.history[0]).toMatchObject({ mode: 'quickSolo', assisted: true, medal: null });
    const practice = counted(assisted, game('game-d', high, { practice: true }));
    expect(practice.history[1]).toMatchObject({ mode: 'practice', assisted: true, medal: null });
    const versus = counted(practice, game('game-e', finished(versusSetup, 90), { assisted: true }));
    expect(versus.history[2]).toMatchObject({ mode: 'versus', assisted: true });
    expect(versus.bests).toEqual(NEW_PROFILE.bests);
    expect(versus.medals).toEqual(NEW_PROFILE.medals);
  });

  it('keeps the best solo score and the most VP a person scored in a versus game; hot-seat games set no best', () => {
    let profile = counted(
      NEW_PROFILE,
      game(
        'game-f',
        finished(
          quickSoloSetup(() => 0.5, false),
          60,
        ),
      ),
    );
    const soloBest = profile.bests.soloScore;
    profile = counted(
      profile,
      game(
        'game-g',
        finished(
          quickSoloSetup(() => 0.6, false),
          10,
        ),
      ),
    );
    expect(profile.bests.soloScore).toBe(soloBest);
    const versus = finished(versusSetup, 70);
    profile = counted(profile, game('game-h', versus));
    expect(profile.bests.versusScore).toBe(finalScore(versus).players[0]?.total);
    const afterHotSeat = counted(profile, game('game-i', finished(hotSeatSetup, 120)));
    expect(afterHotSeat.bests).toEqual(profile.bests);
    expect(afterHotSeat.history.map((played) => played.mode)).toEqual(['quickSolo', 'quickSolo', 'versus', 'hotSeat']);
  });
});

describe('the history of finished games: bests against lower scores, and a full history', () => {
  it('a best is the higher score, never a lower one', () => {
    const played = (score: number): PlayedGame => ({
      finishedAt: FINISHED_AT,
      mode: 'versus',
      challenge: null,
      winner: 0,
      medal: null,
      assisted: false,
      edition: 2,
      variant: 'basic',
      villageSide: 'common',
      seats: [
        { name: 'Astrid', kind: 'human', bot: null, score },
        { name: 'Bjørn', kind: 'bot', bot: 'easy', score: 200 },
      ],
    });
    expect(bestsAfter({ soloScore: null, versusScore: 80 }, played(75))).toEqual({ soloScore: null, versusScore: 80 });
    expect(bestsAfter({ soloScore: null, versusScore: 80 }, played(95))).toEqual({ soloScore: null, versusScore: 95 });
  });

  it('keeps the newest games when the history is full, and the bests of the forgotten ones', () => {
    const first = counted(
      NEW_PROFILE,
      game(
        'game-j',
        finished(
          quickSoloSetup(() => 0.7, false),
          80,
        ),
      ),
    );
    const old = first.history[0] as PlayedGame;
    const full: Profile = {
      ...first,
      history: Array.from({ length: MAX_PLAYED_GAMES }, () => ({ ...old, finishedAt: '2026-01-01T00:00:00.000Z' })),
    };
    const next = withPlayedGame(full, { ...old, seats: [{ name: 'Player', kind: 'human', bot: null, score: 3 }] });
    expect(next.history).toHaveLength(MAX_PLAYED_GAMES);
    expect(next.history.at(-1)?.seats[0]?.score).toBe(3);
    expect(next.bests.soloScore).toBe(first.bests.soloScore);
  });
});
