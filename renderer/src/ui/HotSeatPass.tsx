import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { handOverTo } from '../../../engine/session';
import type { GameController } from '../game/controller';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { isolate, useTranslation } from '../i18n';
import { useDialog } from './useDialog';
import './replay.css';

/**
 * Hot-seat: when the decision passes to another person, an opaque "pass to <name>" screen covers the whole table (and
 * takes every key) until that person clicks, so the one leaving sees nothing private of the one arriving. A modal
 * dialog, above the table's canvas; on a read-only table, which the read-only cover keeps from being answered, in its
 * place under that cover.
 */
export function HotSeatPass({
  controller,
  seats,
}: {
  readonly controller: GameController;
  readonly seats: readonly SeatLook[];
}): React.JSX.Element | null {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(
    useCallback((listener) => controller.subscribe(listener), [controller]),
    () => controller.getSnapshot(),
  );
  const [atScreen, setAtScreen] = useState<number | null>(null);
  const deciding = snapshot.state.phase === 'over' ? null : (snapshot.pending?.seat ?? null);
  const passTo = handOverTo(snapshot.state.setup, deciding, atScreen);
  const dialog = useDialog(snapshot.readOnly !== true);

  useEffect(() => {
    if (passTo === null) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Enter' || event.key === ' ') setAtScreen(passTo);
      // Esc too: its default, the dialog's cancel, would close the screen before the person arriving takes it up.
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [passTo]);

  if (passTo === null) return null;
  const seat = seats[passTo];
  return (
    <dialog
      ref={dialog}
      className="hot-seat-pass"
      aria-label={t('hotSeat.label')}
      data-testid="pass-screen"
      data-seat={passTo}
      // Only the person arriving dismisses it, with its button: a cancel that got past the keys above is refused.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="hot-seat-card">
        <span className="seat-chip" style={{ background: cssHex(seat?.colour ?? 0xffffff) }} />
        <h2>{t('hotSeat.passTo', { name: isolate(seat?.name ?? '') })}</h2>
        <p>{t('hotSeat.why', { name: isolate(seat?.name ?? '') })}</p>
        <button type="button" className="primary" data-testid="pass-ready" onClick={() => setAtScreen(passTo)}>
          {t('hotSeat.ready', { name: isolate(seat?.name ?? '') })}
        </button>
      </div>
    </dialog>
  );
}
