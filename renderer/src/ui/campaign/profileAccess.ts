import { useEffect, useRef } from 'react';
import { countFinishedGame, finishedGameKey, type SoloOutcome } from '../../game/campaign';
import type { OpenGame } from '../../game/session';
import type { GameStorage, Profile, StorageResult } from '../../platform/storage';
import { NEW_PROFILE } from '../../../../engine/formats/index';
import { t } from '../../i18n';

/**
 * Every change of the profile is read–change–write; they run one after another, so two of them (a game counted while
 * the campaign screen resets the profile) never overwrite each other's work.
 */
let profileQueue: Promise<unknown> = Promise.resolve();

function queued<T>(work: () => Promise<T>): Promise<T> {
  const run = profileQueue.then(work, work);
  profileQueue = run.catch(() => undefined);
  return run;
}

/**
 * Applies `change` to the stored profile. A profile that cannot be read is left alone (never replaced by a changed
 * copy of a new one, which would lose the player's medals): the read's message comes back instead.
 */
export function changeProfile<T>(
  storage: GameStorage,
  change: (profile: Profile) => { readonly profile: Profile; readonly result: T } | null,
): Promise<StorageResult<T | null>> {
  return queued(async () => {
    const read = await storage.readProfile();
    if (!read.ok) return read;
    const changed = change(read.value);
    if (!changed) return { ok: true, value: null };
    const written = await storage.writeProfile(changed.profile);
    return written.ok ? { ok: true, value: changed.result } : written;
  });
}

export function readProfile(storage: GameStorage): Promise<StorageResult<Profile>> {
  return queued(() => storage.readProfile());
}

/**
 * Starts the profile over: medals, progress, statistics, history and bests are forgotten. The keys of the games
 * already counted are kept, so a finished game reopened after the reset is not recorded (as if just finished) again.
 */
export function resetProfile(storage: GameStorage): Promise<StorageResult<Profile>> {
  return queued(async () => {
    const read = await storage.readProfile();
    return storage.writeProfile(read.ok ? { ...NEW_PROFILE, countedGames: read.value.countedGames } : NEW_PROFILE);
  });
}

/**
 * Counts the open game in the profile once it is over and its last animation has played (RULES §13: medal, star,
 * bests, statistics, its line in the history), then hands a solo game's outcome to `onSoloOutcome` for the result screen. A game counted
 * before (reopened from the load list) is not counted again, and shows no result screen: its end screen stays. Only
 * the tab that writes the game counts it (`OpenGame.writes`).
 */
export function useFinishedGameCounter(
  storage: GameStorage | null,
  game: OpenGame | null,
  onSoloOutcome: (outcome: SoloOutcome) => void,
  onProblem: (message: string) => void,
): void {
  const callbacks = useRef({ onSoloOutcome, onProblem });
  callbacks.current = { onSoloOutcome, onProblem };
  useEffect(() => {
    if (!storage || !game) return undefined;
    let asked = false;
    const check = (): void => {
      const snapshot = game.controller.getSnapshot();
      if (asked || snapshot.state.phase !== 'over' || snapshot.playing !== null) return;
      asked = true;
      // A read-only copy, or one another tab took over, is not the game that is kept: the tab that keeps it counts it.
      if (!game.writes()) return;
      const botPlayed = snapshot.botPlayed.length > 0;
      const finished = {
        key: finishedGameKey(game.slot, game.createdAt),
        slot: game.slot,
        state: snapshot.state,
        assisted: game.practice || botPlayed,
        botPlayed,
        practice: game.practice,
        finishedAt: new Date().toISOString(),
      };
      void changeProfile(storage, (profile) => {
        const counted = countFinishedGame(profile, finished);
        return counted && { profile: counted.profile, result: counted.outcome };
      }).then((result) => {
        if (!result.ok) callbacks.current.onProblem(t('campaign.resultNotKept', { problem: result.message }));
        else if (result.value) callbacks.current.onSoloOutcome(result.value);
      });
    };
    check();
    return game.controller.subscribe(check);
  }, [storage, game]);
}
