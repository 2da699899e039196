import { describe, expect, it } from 'vitest';
import { NEW_PROFILE } from '../../../../engine/formats/index';
import { createGame, type GameSetup } from '../../game/engine';
import { countFinishedGame, finishedGameKey } from '../../game/campaign';
import { createRecordStorage } from '../../platform/recordStorage';
import { memoryTextStore } from '../../platform/textStore';
import { changeProfile, readProfile, resetProfile } from './profileAccess';

const SETUP: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'reset',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

describe('resetting the profile', () => {
  it('forgets the history and the bests, but a finished game counted before is not recorded again when reopened', async () => {
    const storage = createRecordStorage(memoryTextStore());
    const dealt = createGame(SETUP);
    const game = {
      key: finishedGameKey('game-1', '2026-12-01T10:00:00.000Z'),
      slot: 'game-1',
      assisted: false,
      botPlayed: false,
      practice: false,
      finishedAt: '2026-12-01T11:00:00.000Z',
      state: { ...dealt, phase: 'over' as const },
    };
    const count = () =>
      changeProfile(storage, (profile) => {
        const counted = countFinishedGame(profile, game);
        return counted && { profile: counted.profile, result: counted.outcome };
      });
    await count();
    const played = await readProfile(storage);
    expect(played.ok && played.value.history).toHaveLength(1);

    expect(await resetProfile(storage)).toMatchObject({ ok: true });
    const reset = await readProfile(storage);
    expect(reset).toEqual({ ok: true, value: { ...NEW_PROFILE, countedGames: [game.key] } });
    // The same finished game opened again from the load list: nothing to count.
    expect(await count()).toEqual({ ok: true, value: null });
    expect(await readProfile(storage)).toEqual(reset);
  });
});
