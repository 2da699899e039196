import { useCallback, useEffect, useRef, useState } from 'react';
import type { ControllerSnapshot, GameController } from '../game/controller';
import { makeHint, type Hint } from '../game/hint';

export interface HintState {
  /** The hint for the decision now pending, or null. */
  readonly current: Hint | null;
  /** The bot is thinking about a hint. */
  readonly busy: boolean;
  /** Asks the medium bot (in the worker) for the pending human decision. */
  readonly ask: () => void;
}

/** A hint belongs to one decision: it is dropped (and a question still out is withdrawn) when the game moves on. */
export function useHint(controller: GameController, snapshot: ControllerSnapshot): HintState {
  const [hint, setHint] = useState<Hint | null>(null);
  const [busy, setBusy] = useState(false);
  const asking = useRef<AbortController | null>(null);
  const { state, pending, humanToAct } = snapshot;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new engine state withdraws the question being asked about the last one
  useEffect(
    () => () => {
      asking.current?.abort();
      asking.current = null;
      setBusy(false);
    },
    [state],
  );

  const ask = useCallback((): void => {
    if (!pending || !humanToAct || asking.current) return;
    const abort = new AbortController();
    asking.current = abort;
    setBusy(true);
    controller
      .suggest(abort.signal)
      .then(
        (answer) => {
          if (abort.signal.aborted) return;
          setHint(answer ? makeHint(state, answer.action, answer.explanation) : null);
        },
        () => undefined,
      )
      .finally(() => {
        if (asking.current !== abort) return;
        asking.current = null;
        setBusy(false);
      });
  }, [controller, state, pending, humanToAct]);

  const current = hint && humanToAct && hint.actionCount === state.actionCount ? hint : null;
  return { current, busy, ask };
}
