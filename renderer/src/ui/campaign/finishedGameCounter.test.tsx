// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, type GameSetup } from '../../game/engine';
import type { AuthorityClient } from '../../game/authorityClient';
import type { ControllerSnapshot } from '../../game/controller';
import type { OpenGame } from '../../game/session';
import type { SoloOutcome } from '../../game/campaign';
import { createRecordStorage } from '../../platform/recordStorage';
import { memoryTextStore } from '../../platform/textStore';
import type { GameStorage } from '../../platform/storage';
import { act, cleanup, render } from '@testing-library/react';
import { readProfile, useFinishedGameCounter } from './profileAccess';

afterEach(cleanup);

const SETUP: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'counted-once',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const OVER = { ...createGame(SETUP), phase: 'over' as const };

/** A game on the table that is over, its last animation played; `writes` says whether this tab's copy is the kept one. */
function finishedGame(writes: () => boolean): OpenGame {
  const snapshot = { state: OVER, playing: null, botPlayed: [] } as unknown as ControllerSnapshot;
  const controller = { getSnapshot: () => snapshot, subscribe: () => () => undefined } as unknown as AuthorityClient;
  return { slot: 'quick-solo', createdAt: '2026-12-03T09:00:00.000Z', practice: false, controller, writes };
}

function Counter(props: {
  readonly storage: GameStorage;
  readonly game: OpenGame;
  readonly outcomes: SoloOutcome[];
}): null {
  useFinishedGameCounter(
    props.storage,
    props.game,
    (outcome) => props.outcomes.push(outcome),
    () => undefined,
  );
  return null;
}

/** Puts `game` on a table of its own and waits until whatever it counted is in the profile. */
async function finishOn(storage: GameStorage, game: OpenGame, outcomes: SoloOutcome[]): Promise<number> {
  render(<Counter storage={storage} game={game} outcomes={outcomes} />);
  // The profile's changes run one after another: a read queued now comes after the count the table asked for.
  const read = await act(() => readProfile(storage));
  return read.ok ? read.value.history.length : -1;
}

describe('a finished game is counted in the profile by the tab that keeps it', () => {
  it('a read-only copy played to the end counts nothing; the game finished where it is saved is counted', async () => {
    const storage = createRecordStorage(memoryTextStore());
    const outcomes: SoloOutcome[] = [];
    expect(
      await finishOn(
        storage,
        finishedGame(() => false),
        outcomes,
      ),
    ).toBe(0);
    expect(outcomes).toHaveLength(0);
    expect(
      await finishOn(
        storage,
        finishedGame(() => true),
        outcomes,
      ),
    ).toBe(1);
    expect(outcomes).toHaveLength(1);
  });

  it('a tab whose game another tab took over before its end counts nothing', async () => {
    const storage = createRecordStorage(memoryTextStore());
    let writing = true;
    const game = finishedGame(() => writing);
    writing = false;
    expect(await finishOn(storage, game, [])).toBe(0);
  });
});
