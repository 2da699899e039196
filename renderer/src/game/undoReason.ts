import type { ControllerSnapshot } from './controller';

/**
 * Why Undo is off for the person deciding, when a build is the reason: building turns up the next tile of its stack,
 * and nothing that reveals a hidden piece is taken back (RULES: undo within the turn, until something is revealed).
 * Said on the button, so a player who just built knows the Undo they expected is gone on purpose.
 */
export function undoOffAfterBuild(
  snapshot: Pick<ControllerSnapshot, 'undoAvailable' | 'humanToAct' | 'state' | 'history'>,
): boolean {
  if (snapshot.undoAvailable || !snapshot.humanToAct) return false;
  const last = snapshot.history.entries.at(-1);
  return last?.action.type === 'build' && snapshot.state.undoFloor === snapshot.state.actionCount;
}
