import { isolate, useTranslation } from '../../i18n';
import type { OnlineSession } from '../../online/onlineSession';
import { mayStandIn, onlineProblemText, secondsLeft } from './onlineWords';
import { useNow, useOnlineState } from './useOnline';

/**
 * Over the table of an online game: "Reconnecting…" while this connection is away, why the game was left when it
 * ended, each other player whose connection dropped with the time their seat is still held, and the seats a bot plays
 * for someone gone (the host may hand a seat nobody plays to one).
 */
export function OnlineBanner({
  session,
  onLeave,
}: {
  readonly session: OnlineSession;
  readonly onLeave: () => void;
}): React.JSX.Element | null {
  const { t } = useTranslation();
  const { status, ended, lobby, welcome } = useOnlineState(session);
  const others = lobby?.seats.filter((seat) => seat.seat !== welcome.seat && seat.kind === 'human') ?? [];
  const held = others.filter((seat) => seat.heldUntil !== null);
  const now = useNow(held.length > 0);
  const standingIn = others.filter((seat) => seat.standIn);
  const gone = welcome.host ? others.filter((seat) => seat.taken && mayStandIn(seat)) : [];
  const lines = status !== 'open' || held.length > 0 || standingIn.length > 0 || gone.length > 0;
  if (!lines) return null;
  return (
    <div className="online-banner" data-testid="online-banner" role="status">
      {status === 'reconnecting' && <p data-testid="online-reconnecting">{t('online.reconnecting')}</p>}
      {status === 'closed' && ended !== null && ended !== 'left' && (
        <p data-testid="online-ended">
          {onlineProblemText(ended)}{' '}
          <button type="button" onClick={onLeave}>
            {t('online.leave')}
          </button>
        </p>
      )}
      {held.map((seat) => (
        <p key={seat.seat} data-testid={`online-held-${seat.seat}`}>
          {t('online.heldFor', { name: isolate(seat.name), seconds: secondsLeft(seat.heldUntil ?? now, now) })}
        </p>
      ))}
      {gone.map((seat) => (
        <p key={seat.seat}>
          {t('online.gone', { name: isolate(seat.name) })}{' '}
          <button type="button" data-testid={`online-stand-in-${seat.seat}`} onClick={() => session.standIn(seat.seat)}>
            {t('online.standIn')}
          </button>
        </p>
      ))}
      {standingIn.map((seat) => (
        <p key={seat.seat}>{t('online.botPlaysFor', { name: isolate(seat.name) })}</p>
      ))}
    </div>
  );
}
