import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { JoinRequest } from '../../online/onlineSession';
import { PLAYER_NAME_LENGTH, readPlayerName, readRoomCode } from '../../online/wire';
import { keptValue } from './keptValue';

const lastName = keptValue('saltfjord.onlinePlayerName');

/** The name to play under: sent with a join that takes a seat, which the table, the log and the lobby then call by it. */
function PlayerNameField({
  typed,
  bad,
  onType,
  onEnter,
}: {
  readonly typed: string;
  readonly bad: boolean;
  readonly onType: (typed: string) => void;
  readonly onEnter: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        {t('online.yourName')}
        <input
          data-testid="online-name"
          value={typed}
          maxLength={PLAYER_NAME_LENGTH}
          autoComplete="nickname"
          placeholder={t('online.namePlaceholder')}
          aria-invalid={bad}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onEnter();
          }}
        />
      </label>
      {bad && (
        <p className="notice" data-testid="online-bad-name">
          {t('online.badName', { max: PLAYER_NAME_LENGTH })}
        </p>
      )}
    </>
  );
}

/**
 * Joining a game by its code, to play a seat (under the name typed, if any) or to watch it; `disabled` while a join is
 * under way or no server is set.
 */
export function JoinByCode({
  disabled,
  onJoin,
}: {
  readonly disabled: boolean;
  readonly onJoin: (request: JoinRequest) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [typedCode, setTypedCode] = useState('');
  // The name last played under is offered again: a player joins their friends' games under the same name each time.
  const [typedName, setTypedName] = useState(() => lastName.read() ?? '');
  const code = readRoomCode(typedCode);
  const name = readPlayerName(typedName);
  const join = (): void => {
    if (!code || !name.ok || disabled) return;
    if (name.name !== undefined) lastName.keep(name.name);
    onJoin({ kind: 'join', code, ...(name.name === undefined ? {} : { name: name.name }) });
  };
  return (
    <section className="online-choice">
      <h3>{t('online.joinHeading')}</h3>
      <label className="field">
        {t('online.code')}
        <input
          data-testid="online-code"
          value={typedCode}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('online.codePlaceholder')}
          onChange={(event) => setTypedCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') join();
          }}
        />
      </label>
      {typedCode.trim() !== '' && code === null && <p className="notice">{t('online.badCode')}</p>}
      <PlayerNameField typed={typedName} bad={!name.ok} onType={setTypedName} onEnter={join} />
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="online-join"
          disabled={disabled || code === null || !name.ok}
          onClick={join}
        >
          {t('online.join')}
        </button>
        <button
          type="button"
          data-testid="online-watch"
          disabled={disabled || code === null}
          onClick={() => {
            if (code) onJoin({ kind: 'watch', code });
          }}
        >
          {t('online.watch')}
        </button>
      </div>
    </section>
  );
}
