import { useState } from 'react';
import type { GameSetup } from '../../game/engine';
import { useTranslation } from '../../i18n';
import { desktopBridge } from '../../platform/electronStorage';
import { JoinRefused, OnlineSession, type JoinRequest } from '../../online/onlineSession';
import { keptCodes } from '../../online/seatTokens';
import { JoinByCode } from './JoinByCode';
import { spacedCode } from './OnlineLobby';
import { NewGameForm } from '../screens/NewGameForm';
import { NetworkHostPanel } from './NetworkHostPanel';
import { onlineProblemText } from './onlineWords';
import { defaultServerAddress, readServerAddress, rememberServerAddress } from './serverAddress';

/** Fields of an offline setup the server draws or does not take: the seed, and the solo game's and campaign's. */
const OFFLINE_ONLY = new Set(['seed', 'task', 'medalThresholds', 'scoringTiles']);

/** The host's setup form as the server reads it: the offline form's setup without what only an offline game has. */
export function hostForm(setup: GameSetup): Record<string, unknown> {
  return Object.fromEntries(Object.entries(setup).filter(([field]) => !OFFLINE_ONLY.has(field)));
}

/** The games on this server whose seat this browser holds (their tokens kept), each a button back to it. */
function KeptGames({
  server,
  disabled,
  onJoin,
}: {
  readonly server: string | null;
  readonly disabled: boolean;
  readonly onJoin: (request: JoinRequest) => void;
}): React.JSX.Element | null {
  const { t } = useTranslation();
  const codes = server ? keptCodes(server) : [];
  if (codes.length === 0) return null;
  return (
    <section className="online-choice">
      <h3>{t('online.yourGames')}</h3>
      {codes.map((code) => (
        <button
          type="button"
          key={code}
          data-testid={`online-rejoin-${code}`}
          disabled={disabled}
          onClick={() => onJoin({ kind: 'join', code })}
        >
          <span translate="no">{spacedCode(code)}</span>
        </button>
      ))}
    </section>
  );
}

/**
 * "Play online": in the desktop app, its own server for the local network started first if wanted; the server's
 * address, then a game hosted (the new-game form, without the seed) or joined by its
 * code, to play a seat or to watch, or one of the games this browser holds a seat of taken up again. Resolves into an
 * open session, handed to `onOpened` (which fails when the game's table cannot be shown).
 */
export function OnlineScreen({
  onOpened,
  onBack,
}: {
  readonly onOpened: (session: OnlineSession) => Promise<void>;
  readonly onBack: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [address, setAddress] = useState(defaultServerAddress);
  const [hosting, setHosting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const server = readServerAddress(address);
  const networkHost = desktopBridge()?.networkHost ?? null;

  const open = async (request: JoinRequest): Promise<void> => {
    if (!server) {
      setProblem(t('online.badAddress'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const session = await OnlineSession.open(server, request);
      rememberServerAddress(address);
      await onOpened(session);
    } catch (error) {
      setProblem(onlineProblemText(error instanceof JoinRefused ? error.code : 'unreachable'));
      setBusy(false);
    }
  };
  const join = (request: JoinRequest): void => {
    void open(request);
  };

  const header = (
    <>
      <label className="field">
        {t('online.server')}
        <input
          data-testid="online-server"
          value={address}
          maxLength={300}
          spellCheck={false}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={server === null}
        />
      </label>
      {server === null && <p className="notice">{t('online.badAddress')}</p>}
      {busy && (
        <p className="notice" role="status" data-testid="online-connecting">
          {t('online.connecting')}
        </p>
      )}
      {problem && (
        <p className="notice" role="alert" data-testid="online-problem">
          {problem}
        </p>
      )}
    </>
  );

  if (hosting) {
    return (
      <NewGameForm
        online={{ header, busy }}
        onStart={(setup) => join({ kind: 'create', form: hostForm(setup) })}
        onBack={() => {
          setHosting(false);
          setProblem(null);
        }}
      />
    );
  }
  return (
    <main className="menu" data-testid="online">
      <h2>{t('online.title')}</h2>
      {networkHost && <NetworkHostPanel host={networkHost} disabled={busy} onServing={setAddress} />}
      {header}
      <section className="online-choice">
        <h3>{t('online.hostHeading')}</h3>
        <p>{t('online.hostIntro')}</p>
        <button
          type="button"
          className="primary"
          data-testid="online-host"
          disabled={busy || server === null}
          onClick={() => {
            setHosting(true);
            setProblem(null);
          }}
        >
          {t('online.host')}
        </button>
      </section>
      <JoinByCode disabled={busy || server === null} onJoin={join} />
      <KeptGames server={server} disabled={busy} onJoin={join} />
      <button type="button" onClick={onBack}>
        {t('common.back')}
      </button>
    </main>
  );
}
