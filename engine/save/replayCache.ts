import { jsonEqual } from './jsonEqual';

/**
 * Remembers the last few games the save format replayed, so that saving a game again after a move replays only that
 * move: an autosave after every action would otherwise replay the whole game every time. Safe because the engine never
 * changes a state it is given (applyAction returns a new one).
 */
export interface ReplayCache<Setup, Action, State> {
  /** The longest remembered replay of `setup` whose actions are a prefix of `actions`, or null. */
  find(setup: Setup, actions: readonly Action[]): { readonly state: State; readonly applied: number } | null;
  remember(setup: Setup, actions: readonly Action[], state: State): void;
}

interface Replayed<Setup, Action, State> {
  readonly setup: Setup;
  readonly actions: readonly Action[];
  readonly state: State;
}

/** A cache of the `capacity` most recently remembered games (a player rarely has more than one or two in play). */
export function createReplayCache<Setup, Action, State>(capacity = 4): ReplayCache<Setup, Action, State> {
  let entries: Array<Replayed<Setup, Action, State>> = [];
  const isPrefix = (prefix: readonly Action[], actions: readonly Action[]) =>
    prefix.length <= actions.length && prefix.every((action, index) => jsonEqual(action, actions[index]));
  return {
    find(setup, actions) {
      let best: Replayed<Setup, Action, State> | null = null;
      for (const entry of entries) {
        if (best !== null && entry.actions.length <= best.actions.length) continue;
        if (jsonEqual(entry.setup, setup) && isPrefix(entry.actions, actions)) best = entry;
      }
      return best === null ? null : { state: best.state, applied: best.actions.length };
    },
    remember(setup, actions, state) {
      const entry = { setup, actions: [...actions], state };
      entries = [
        entry,
        ...entries.filter((other) => !jsonEqual(other.setup, setup) || other.actions.length > actions.length),
      ];
      entries = entries.slice(0, capacity);
    },
  };
}
