import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthorityClient } from '../../game/authorityClient';
import { useTranslation } from '../../i18n';
import { JoinRefused, type OnlineSession } from '../../online/onlineSession';
import type { Lobby } from '../../online/wire';
import type { MotionSettings, SeatLook } from '../../scene/model';
import type { SoundSettings } from '../../sound/director';
import type { GameScreen as GameScreenComponent } from '../GameScreen';
import type { TableMoments as TableMomentsComponent } from '../TableMoments';
import { seatLooks } from '../app/seatLooks';
import { OnlineBanner } from './OnlineBanner';
import { OnlineLobby } from './OnlineLobby';
import { OnlineScreen } from './OnlineScreen';
import { useOnlineState } from './useOnline';
import './online.css';

interface Props {
  /** The table's components, once their chunk is there (null meanwhile). */
  readonly GameScreen: typeof GameScreenComponent | null;
  readonly TableMoments: typeof TableMomentsComponent | null;
  /** The high-contrast palette setting (the seats' colours). */
  readonly highContrast: boolean;
  readonly motion: MotionSettings;
  readonly sound: SoundSettings;
  readonly onToggleSound: () => void;
  readonly renderSettings: (back: () => void) => React.ReactNode;
  readonly onLeave: () => void;
}

/** How long the table waits for the room's first position once joined, in ms. */
const FIRST_VIEW_MS = 15_000;

/** An online game on the screen: its session and the table's client over the session's port. */
interface Joined {
  readonly session: OnlineSession;
  readonly controller: AuthorityClient;
}

/** Each seat's look, named as the lobby names it (the host's form named the seats; the lobby says who took which). */
function namedLooks(looks: readonly SeatLook[], lobby: Lobby | null): SeatLook[] {
  return looks.map((look, seat) => ({ ...look, name: lobby?.seats[seat]?.name ?? look.name }));
}

/**
 * "Play online", from the server's address to the table: the connect screen, the lobby, then the same table as an
 * offline game, driven by the offline table's client through the session's network port.
 */
export function OnlinePlay(props: Props): React.JSX.Element {
  const { t } = useTranslation();
  const [joined, setJoined] = useState<Joined | null>(null);
  const [atTable, setAtTable] = useState(false);
  const joinedRef = useRef(joined);
  joinedRef.current = joined;
  // The game is left when this screen goes (the seat's token stays kept, to come back to it).
  useEffect(() => () => joinedRef.current?.controller.dispose(), []);

  const opened = useCallback(async (session: OnlineSession): Promise<void> => {
    const controller = new AuthorityClient(session.port, null);
    // The room sends the position with its welcome: a server that does not is left (and said so).
    const shown = await Promise.race([
      controller.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FIRST_VIEW_MS)),
    ]);
    if (!shown) {
      controller.dispose();
      throw new JoinRefused('bad-welcome');
    }
    setJoined({ session, controller });
  }, []);
  const { onLeave } = props;
  const leave = useCallback((): void => {
    joinedRef.current?.controller.dispose();
    setJoined(null);
    setAtTable(false);
    onLeave();
  }, [onLeave]);

  if (!joined) return <OnlineScreen onOpened={opened} onBack={onLeave} />;
  if (!atTable) return <OnlineLobby session={joined.session} onTable={() => setAtTable(true)} onLeave={leave} />;
  if (!props.GameScreen)
    return (
      <main className="menu">
        <p>{t('app.settingUp')}</p>
      </main>
    );
  return (
    <OnlineTable
      {...props}
      GameScreen={props.GameScreen}
      joined={joined}
      onLeave={leave}
      onLobby={() => setAtTable(false)}
    />
  );
}

function OnlineTable(
  props: Props & {
    readonly GameScreen: typeof GameScreenComponent;
    readonly joined: Joined;
    readonly onLobby: () => void;
  },
): React.JSX.Element {
  const {
    GameScreen,
    TableMoments,
    joined: { session, controller },
    highContrast,
    motion,
    sound,
    onLeave,
  } = props;
  const { t } = useTranslation();
  const { lobby } = useOnlineState(session);
  const setup = controller.getSnapshot().state.setup;
  const names = lobby?.seats.map((seat) => seat.name).join('\u0000') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the looks change with the lobby's names only (names)
  const seats = useMemo(() => namedLooks(seatLooks(setup, highContrast), lobby), [highContrast, setup, names]);
  return (
    <GameScreen
      controller={controller}
      seats={seats}
      motion={motion}
      sound={sound}
      onToggleSound={props.onToggleSound}
      onMenu={onLeave}
      renderSettings={props.renderSettings}
      {...(TableMoments
        ? {
            renderMoments: (viewedSeat: number) => (
              <TableMoments controller={controller} seats={seats} motion={motion} viewedSeat={viewedSeat} />
            ),
          }
        : {})}
      tableOverlay={
        <>
          <OnlineBanner session={session} onLeave={onLeave} />
          <button type="button" className="online-lobby-button" data-testid="online-open-lobby" onClick={props.onLobby}>
            {t('online.lobby')}
          </button>
        </>
      }
    />
  );
}
