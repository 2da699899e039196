import { useEffect, useState } from 'react';
import type { SavedGameSummary, StorageResult } from '../../platform/storage';
import { isolate, useTranslation } from '../../i18n';

export interface LoadListProps {
  readonly list: () => Promise<StorageResult<SavedGameSummary[]>>;
  readonly onOpen: (slot: string) => void;
  readonly onReplay: (slot: string) => void;
  readonly onDelete: (slot: string) => Promise<void>;
  /** Puts a damaged save's previous version back; resolves to a problem in words, or null when it worked. */
  readonly onRestore: (slot: string) => Promise<string | null>;
  readonly onBack: () => void;
}

/** A save's line: who plays, how far it is and when it was saved, or why it cannot be opened. */
function SaveSummary({ game }: { readonly game: SavedGameSummary }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {game.problem !== undefined
        ? t('load.unreadable', { slot: isolate(game.slot), problem: game.problem })
        : t('load.summary', {
            players: game.players.map(isolate).join(', '),
            progress: game.over ? t('load.finished') : t('load.round', { round: game.round }),
            time: new Date(game.updatedAt),
          })}
      {game.assisted && (
        <span className="assisted-tag" data-testid={`assisted-${game.slot}`}>
          {' '}
          · {t('assisted.tag')}
        </span>
      )}
    </>
  );
}

/** Delete, which asks first: the save is deleted only once the player confirms. */
function DeleteButton(props: {
  readonly slot: string;
  readonly asking: boolean;
  readonly onAsk: (asking: boolean) => void;
  readonly onDelete: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { slot } = props;
  if (!props.asking) {
    return (
      <button
        type="button"
        aria-label={t('load.deleteLabel')}
        data-testid={`delete-${slot}`}
        onClick={() => props.onAsk(true)}
      >
        {t('load.delete')}
      </button>
    );
  }
  return (
    <span
      className="confirm-delete"
      role="group"
      aria-label={t('load.confirmDelete')}
      data-testid={`confirm-delete-${slot}`}
    >
      {t('load.confirmDelete')}
      <button
        type="button"
        className="danger"
        data-testid={`delete-yes-${slot}`}
        onClick={() => {
          props.onAsk(false);
          props.onDelete();
        }}
      >
        {t('load.deleteConfirm')}
      </button>
      <button type="button" data-testid={`delete-no-${slot}`} onClick={() => props.onAsk(false)}>
        {t('load.keep')}
      </button>
    </span>
  );
}

/** The saved games, each to open, replay or delete, a damaged one with its previous version to put back. */
export function LoadList(props: LoadListProps): React.JSX.Element {
  const { t } = useTranslation();
  const [listed, setListed] = useState<StorageResult<SavedGameSummary[]> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The save whose Delete was clicked: it is deleted only once the player confirms. */
  const [deleting, setDeleting] = useState<string | null>(null);
  const { list } = props;
  const refresh = (): Promise<void> => list().then(setListed);
  useEffect(() => {
    void list().then(setListed);
  }, [list]);
  const restore = (slot: string): void =>
    void props.onRestore(slot).then((failed) => {
      setProblem(failed);
      return refresh();
    });
  const games = listed?.ok ? listed.value : null;
  return (
    <main className="menu" data-testid="load-game">
      <h2>{t('load.title')}</h2>
      {listed === null && <p>{t('load.reading')}</p>}
      {listed !== null && !listed.ok && (
        <p className="notice" role="alert" data-testid="load-failed">
          {t('load.listFailed', { problem: listed.message })}
        </p>
      )}
      {problem !== null && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
      {games?.length === 0 && <p>{t('load.empty')}</p>}
      <ul className="save-list">
        {games?.map((game) => (
          <li key={game.slot}>
            <button
              type="button"
              data-testid={`load-${game.slot}`}
              disabled={game.problem !== undefined}
              onClick={() => props.onOpen(game.slot)}
            >
              <SaveSummary game={game} />
            </button>
            {game.problem !== undefined && game.restorable === true && (
              <button type="button" data-testid={`restore-${game.slot}`} onClick={() => restore(game.slot)}>
                {t('load.restore')}
              </button>
            )}
            {game.problem === undefined && (
              <button
                type="button"
                data-testid={`replay-${game.slot}`}
                onClick={() => props.onReplay(game.slot)}
                title={t('load.replayTitle')}
              >
                {t('load.replay')}
              </button>
            )}
            <DeleteButton
              slot={game.slot}
              asking={deleting === game.slot}
              onAsk={(asking) => setDeleting(asking ? game.slot : null)}
              onDelete={() => void props.onDelete(game.slot).then(refresh)}
            />
          </li>
        ))}
      </ul>
      <button type="button" onClick={props.onBack}>
        {t('common.back')}
      </button>
    </main>
  );
}
