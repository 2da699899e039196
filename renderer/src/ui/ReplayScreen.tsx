import { useEffect, useMemo, useState, useSyncExternalStore, useCallback } from 'react';
import type { PlayOnMoment, ReviewedGame } from '../game/controller';
import type { GameSetup } from '../game/engine';
import { ReplayController } from '../game/replayController';
import type { MotionSettings, SeatLook } from '../scene/model';
import type { SoundSettings } from '../sound/director';
import type { GameScreen as GameScreenComponent } from './GameScreen';
import { PlayOnDialog } from './PlayOnDialog';
import { ReplayBar } from './ReplayBar';

/**
 * A game looked at again, action by action: the game table itself, given the state after n actions (read-only), with
 * the replay bar over its prompt and the log's lines as places to jump to. "Play on from here" hands the moment shown,
 * with the seats as chosen, to `onPlayOn`.
 */
export function ReplayScreen({
  GameScreen,
  reviewed,
  start,
  seats,
  motion,
  sound,
  onToggleSound,
  renderSettings,
  onPlayOn,
  onClose,
}: {
  readonly GameScreen: typeof GameScreenComponent;
  readonly reviewed: ReviewedGame;
  /** The moment to open at (actions played); the start of the game when absent. */
  readonly start?: number;
  readonly seats: readonly SeatLook[];
  readonly motion: MotionSettings;
  readonly sound: SoundSettings;
  readonly onToggleSound: () => void;
  /** The settings form inside the table's game menu. */
  readonly renderSettings: (back: () => void) => React.ReactNode;
  readonly onPlayOn: (moment: PlayOnMoment) => void;
  readonly onClose: () => void;
}): React.JSX.Element {
  const replay = useMemo(() => new ReplayController(reviewed, start ?? 0), [reviewed, start]);
  useEffect(() => () => replay.dispose(), [replay]);
  useSyncExternalStore(
    useCallback((listener) => replay.subscribe(listener), [replay]),
    () => replay.getSnapshot(),
  );
  const [choosingSeats, setChoosingSeats] = useState(false);
  const playOn = (chosen: GameSetup['seats']): void => {
    if (reviewed.slot !== null) onPlayOn({ slot: reviewed.slot, at: replay.position(), seats: chosen });
  };
  return (
    <>
      <GameScreen
        controller={replay}
        seats={seats}
        motion={motion}
        sound={sound}
        onToggleSound={onToggleSound}
        onMenu={onClose}
        renderSettings={renderSettings}
        replay={{ current: replay.position(), jump: (count) => replay.goTo(count) }}
        tableOverlay={<ReplayBar replay={replay} onPlayOn={() => setChoosingSeats(true)} onClose={onClose} />}
      />
      {choosingSeats && (
        <PlayOnDialog setup={reviewed.history.setup} onStart={playOn} onCancel={() => setChoosingSeats(false)} />
      )}
    </>
  );
}
