import { describe, expect, it } from 'vitest';
import { NEW_PROFILE, MAX_COUNTED_GAMES, type Profile } from '../../../engine/formats/index';
import { createGame, data, type GameSetup, type GameState } from './engine';
import { LANGUAGES, i18n, loadLanguage } from '../i18n';
import {
  campaignSlot,
  campaignStandings,
  challengeOfSlot,
  challengeSetup,
  countFinishedGame,
  finishedGameKey,
  quickSoloSetup,
  type FinishedGame,
} from './campaign';

const [first, second] = data.CAMPAIGN as [data.Challenge, data.Challenge];

/** A game ended with `points` on the score track: final scoring adds the rest of the engine's breakdown. */
/** A score that earns the top medal whatever the calibrated thresholds are. */
const FJORD_MASTER_SCORE = data.MEDAL_THRESHOLDS.fjordMaster + 10;

function finished(setup: GameSetup, points: number): GameState {
  const game = createGame(setup);
  return { ...game, phase: 'over', players: game.players.map((player) => ({ ...player, score: points })) };
}

function finishedAt(
  slot: string,
  state: GameState,
  createdAt = '2025-03-01T10:00:00.000Z',
  assisted = false,
): FinishedGame {
  return {
    key: finishedGameKey(slot, createdAt),
    slot,
    state,
    assisted,
    botPlayed: assisted,
    practice: false,
    finishedAt: '2025-03-01T11:00:00.000Z',
  };
}

function count(profile: Profile, game: FinishedGame): NonNullable<ReturnType<typeof countFinishedGame>> {
  const counted = countFinishedGame(profile, game);
  if (!counted) throw new Error('the game was not counted');
  return counted;
}

describe('campaign slots and setups', () => {
  it('plays each challenge in a slot of its own, and knows the challenge from the slot', () => {
    expect(campaignSlot(first)).toBe('campaign-first-light');
    expect(challengeOfSlot(campaignSlot(second))).toBe(second);
    expect(challengeOfSlot('game-2025-01-01')).toBeNull();
    expect(challengeOfSlot('campaign-nowhere')).toBeNull();
  });

  it('deals a challenge from its fixed seed, village side, scoring tiles and task', () => {
    const game = createGame(challengeSetup(first));
    expect(game.setup).toMatchObject({ seed: first.seed, task: first.task, villageSide: first.villageSide });
    expect(Object.values(game.scoringTiles)).toEqual([...first.scoringTiles]);
    expect(game.players).toHaveLength(1);
  });

  it('deals quick solo games from a random seed, with a random task only when asked', () => {
    const draws = [0.5, 0.99];
    const random = (): number => draws.shift() ?? 0;
    const withTask = quickSoloSetup(random, true);
    expect(withTask).toMatchObject({ seed: 2 ** 30, task: data.TASK_IDS[data.TASK_IDS.length - 1] });
    expect(quickSoloSetup(() => 0.25, false)).not.toHaveProperty('task');
  });

  it('names the solo seat in the language shown, from the catalog', async () => {
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      const name = i18n.t('newGame.unnamedHuman');
      expect(challengeSetup(first).seats[0]?.name, language).toBe(name);
      expect(quickSoloSetup(() => 0.25, false).seats[0]?.name, language).toBe(name);
    }
    expect(new Set(LANGUAGES.map((language) => i18n.getFixedT(language)('newGame.unnamedHuman'))).size).toBe(
      LANGUAGES.length,
    );
    await i18n.changeLanguage('en');
  });
});

describe('counting finished games in the profile', () => {
  it('counts a challenge: statistics, medal per tier, best result, and the challenge it opens', () => {
    const state = finished(challengeSetup(first), FJORD_MASTER_SCORE);
    const { profile, outcome } = count(NEW_PROFILE, finishedAt(campaignSlot(first), state));
    expect(outcome).toMatchObject({
      challenge: first,
      medal: 'fjordMaster',
      newBestScore: true,
      newBestMedal: true,
      unlocked: second,
    });
    expect(outcome?.score.total).toBeGreaterThanOrEqual(FJORD_MASTER_SCORE);
    expect(profile.statistics).toEqual({
      gamesPlayed: 1,
      gamesWon: 0,
      soloGamesPlayed: 1,
      bestScore: outcome?.score.total,
    });
    expect(profile.medals).toEqual({ bronze: 0, silver: 0, gold: 0, fjordMaster: 1 });
    expect(
      campaignStandings(profile)
        .map((s) => s.unlocked)
        .slice(0, 3),
    ).toEqual([true, true, false]);
    expect(campaignStandings(profile)[0]).toMatchObject({
      bestMedal: 'fjordMaster',
      bestScore: outcome?.score.total,
      attempts: 1,
    });
  });

  it('counts a game once, however often it is reopened; a new attempt in the same slot counts again', () => {
    const game = finishedAt(campaignSlot(first), finished(challengeSetup(first), 0));
    const once = count(NEW_PROFILE, game).profile;
    expect(countFinishedGame(once, game)).toBeNull();
    const again = count(once, { ...game, key: finishedGameKey(game.slot, '2025-03-02T10:00:00.000Z') }).profile;
    expect(again.statistics.soloGamesPlayed).toBe(2);
    expect(campaignStandings(again)[0]?.attempts).toBe(2);
  });

  it('keeps the better result: a worse game adds to the statistics but takes no best away', () => {
    const slot = campaignSlot(first);
    const good = count(NEW_PROFILE, finishedAt(slot, finished(challengeSetup(first), FJORD_MASTER_SCORE), 'a')).profile;
    const worse = count(good, finishedAt(slot, finished(challengeSetup(first), 0), 'b'));
    expect(worse.outcome).toMatchObject({ medal: null, newBestScore: false, newBestMedal: false, unlocked: null });
    expect(campaignStandings(worse.profile)[0]?.bestMedal).toBe('fjordMaster');
    expect(worse.profile.statistics.bestScore).toBe(good.statistics.bestScore);
    expect(worse.profile.medals.fjordMaster).toBe(1);
  });
});

describe('counting a finished game in the profile: quick solo games, games against bots and games not counted', () => {
  it('counts a quick solo game against the best score so far, outside the campaign', () => {
    const state = finished(
      quickSoloSetup(() => 0.1, false),
      61,
    );
    const { profile, outcome } = count(NEW_PROFILE, finishedAt('game-1', state));
    expect(outcome).toMatchObject({ challenge: null, newBestScore: true, unlocked: null, task: null });
    expect(profile.campaign).toEqual({});
    const lower = count(
      profile,
      finishedAt(
        'game-2',
        finished(
          quickSoloSetup(() => 0.1, false),
          0,
        ),
      ),
    );
    expect(lower.outcome?.newBestScore).toBe(false);
  });

  it('counts a game against bots in the statistics, with no medal and no result screen', () => {
    const setup: GameSetup = {
      seats: [
        { name: 'Astrid', kind: 'human' },
        { name: 'Bjørn', kind: 'bot', bot: 'easy' },
      ],
      seed: 3,
      edition: 1,
      villageSide: 'common',
      variant: 'basic',
    };
    const { profile, outcome } = count(NEW_PROFILE, finishedAt('game-3', finished(setup, 40)));
    expect(outcome).toBeNull();
    expect(profile.statistics.gamesPlayed).toBe(1);
    expect(profile.statistics.soloGamesPlayed).toBe(0);
    expect(profile.statistics.gamesWon).toBeLessThanOrEqual(1);
    expect(profile.medals).toEqual(NEW_PROFILE.medals);
  });

  it('counts nothing for an unfinished game or a game of bots only', () => {
    expect(countFinishedGame(NEW_PROFILE, finishedAt('game-4', createGame(challengeSetup(first))))).toBeNull();
    const bots: GameSetup = {
      seats: [{ name: 'Bot', kind: 'bot', bot: 'easy' }],
      seed: 1,
      edition: 1,
      villageSide: 'common',
      variant: 'basic',
    };
    expect(countFinishedGame(NEW_PROFILE, finishedAt('game-5', finished(bots, 10)))).toBeNull();
  });
});

describe('counting a finished game in the profile: assisted games, and the games remembered', () => {
  it('RULES §13.4: an assisted challenge shows its score as assisted and earns no medal, no star, no unlock, no statistics', () => {
    const game = finishedAt(campaignSlot(first), finished(challengeSetup(first), FJORD_MASTER_SCORE), 'a', true);
    const { profile, outcome } = count(NEW_PROFILE, game);
    expect(outcome).toMatchObject({
      challenge: first,
      assisted: true,
      medal: null,
      taskMet: false,
      newBestMedal: false,
      newStar: false,
      newBestScore: false,
      unlocked: null,
    });
    expect(outcome?.score.total).toBeGreaterThanOrEqual(FJORD_MASTER_SCORE);
    expect(profile.medals).toEqual(NEW_PROFILE.medals);
    expect(profile.statistics).toEqual(NEW_PROFILE.statistics);
    expect(profile.campaign).toEqual({});
    expect(campaignStandings(profile)[1]?.unlocked).toBe(false);
    // Counted once all the same: reopening it shows no result screen again.
    expect(countFinishedGame(profile, game)).toBeNull();
  });

  it('RULES §13.4: an assisted game against bots is not counted as played or won', () => {
    const setup: GameSetup = {
      seats: [
        { name: 'Astrid', kind: 'human' },
        { name: 'Bjørn', kind: 'bot', bot: 'easy' },
      ],
      seed: 3,
      edition: 1,
      villageSide: 'common',
      variant: 'basic',
    };
    const { profile } = count(NEW_PROFILE, finishedAt('game-9', finished(setup, 40), 'a', true));
    expect(profile.statistics).toEqual(NEW_PROFILE.statistics);
  });

  it('remembers only the newest counted games', () => {
    const full: Profile = {
      ...NEW_PROFILE,
      countedGames: Array.from({ length: MAX_COUNTED_GAMES }, (_, i) => `old-${i}`),
    };
    const { profile } = count(
      full,
      finishedAt(
        'game-6',
        finished(
          quickSoloSetup(() => 0.2, false),
          1,
        ),
      ),
    );
    expect(profile.countedGames).toHaveLength(MAX_COUNTED_GAMES);
    expect(profile.countedGames.at(-1)).toBe(finishedGameKey('game-6', '2025-03-01T10:00:00.000Z'));
    expect(profile.countedGames).not.toContain('old-0');
  });
});
