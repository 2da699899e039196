import { useState } from 'react';
import { isolate, useTranslation } from '../../i18n';
import type { OnlineSession } from '../../online/onlineSession';
import type { Lobby } from '../../online/wire';
import { mayStandIn, seatStatusText } from './onlineWords';
import { useNow, useOnlineState } from './useOnline';

/** The room's code in groups of four, easier to read out and to type ("ABCD EFGH"). */
export function spacedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The seats of an online game: who plays each (taken or free, connected, held with the time left, a bot standing in),
 * this connection's own seat marked; the host may give a seat nobody plays to a bot.
 */
export function LobbySeats({
  session,
  lobby,
}: {
  readonly session: OnlineSession;
  readonly lobby: Lobby;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { welcome } = useOnlineState(session);
  const now = useNow(lobby.seats.some((seat) => seat.heldUntil !== null));
  return (
    <ul className="online-seats" data-testid="online-seats">
      {lobby.seats.map((seat) => (
        <li
          key={seat.seat}
          data-testid={`online-seat-${seat.seat}`}
          data-connected={String(seat.connected)}
          data-held={String(seat.heldUntil !== null)}
        >
          <strong>{isolate(seat.name)}</strong>
          {seat.seat === welcome.seat && <span> · {t('online.you')}</span>}
          <span> · {seatStatusText(seat, now)}</span>
          {welcome.host && mayStandIn(seat) && seat.seat !== welcome.seat && (
            <button
              type="button"
              data-testid={`online-stand-in-${seat.seat}`}
              onClick={() => session.standIn(seat.seat)}
            >
              {t('online.standIn')}
            </button>
          )}
        </li>
      ))}
      {lobby.spectators > 0 && (
        <li data-testid="online-spectators">{t('online.spectators', { count: lobby.spectators })}</li>
      )}
    </ul>
  );
}

/** The lobby: the code to share, the seats, and the way to the table (the game is dealt once the host has created it). */
export function OnlineLobby({
  session,
  onTable,
  onLeave,
}: {
  readonly session: OnlineSession;
  readonly onTable: () => void;
  readonly onLeave: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { welcome, lobby, status, ended } = useOnlineState(session);
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void navigator.clipboard?.writeText(welcome.code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <main className="menu online-lobby" data-testid="online-lobby" data-code={welcome.code}>
      <h2>{t('online.lobbyTitle')}</h2>
      <p>{t(welcome.seat === null ? 'online.watching' : welcome.host ? 'online.hosting' : 'online.joined')}</p>
      <p className="online-code">
        {t('online.codeToShare')}{' '}
        <strong data-testid="online-room-code" translate="no">
          {spacedCode(welcome.code)}
        </strong>{' '}
        <button type="button" data-testid="online-copy-code" onClick={copy}>
          {t(copied ? 'online.copied' : 'online.copy')}
        </button>
      </p>
      <p className="online-address">{t('online.serverIs', { address: session.server })}</p>
      {status === 'reconnecting' && (
        <p className="notice" role="status">
          {t('online.reconnecting')}
        </p>
      )}
      {ended && (
        <p className="notice" role="alert">
          {t('online.ended')}
        </p>
      )}
      {lobby ? <LobbySeats session={session} lobby={lobby} /> : <p>{t('online.waitingForLobby')}</p>}
      <div className="row">
        <button type="button" data-testid="online-leave" onClick={onLeave}>
          {t('online.leave')}
        </button>
        <button type="button" className="primary" data-testid="online-to-table" onClick={onTable}>
          {t('online.toTable')}
        </button>
      </div>
    </main>
  );
}
