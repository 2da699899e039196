import { useState } from 'react';
import type { GameSetup } from '../game/engine';
import { useTranslation } from '../i18n';
import { Modal } from './Modal';
import { SeatKindOptions, type SeatKind } from './SeatKindOptions';

function kindOf(seat: GameSetup['seats'][number]): SeatKind {
  if (seat.kind === 'human') return 'human';
  return seat.bot === 'easy' || seat.bot === 'hard' || seat.bot === 'expert' ? seat.bot : 'medium';
}

/**
 * "Play on from here": the same seats as the replayed game, each of which may be handed to a bot (or taken back by a
 * person). A solo game played on is practice: it is said here, before it starts.
 */
export function PlayOnDialog({
  setup,
  onStart,
  onCancel,
}: {
  readonly setup: GameSetup;
  readonly onStart: (seats: GameSetup['seats']) => void;
  readonly onCancel: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<SeatKind[]>(() => setup.seats.map(kindOf));
  const seats = setup.seats.map((seat, i): GameSetup['seats'][number] => {
    const kind = kinds[i] ?? 'human';
    const { bot: _bot, ...rest } = seat;
    return kind === 'human' ? { ...rest, kind: 'human' } : { ...rest, kind: 'bot', bot: kind };
  });
  return (
    <Modal className="play-on-dialog" label={t('playOn.title')} testId="play-on-dialog" onDismiss={onCancel}>
      <h2>{t('playOn.title')}</h2>
      <p>{t('playOn.intro')}</p>
      {setup.seats.length === 1 && (
        <p className="play-on-practice" data-testid="play-on-practice">
          {t('playOn.practice')}
        </p>
      )}
      <table>
        <tbody>
          {setup.seats.map((seat, i) => (
            <tr key={i}>
              <th>
                <bdi>{seat.name}</bdi>
              </th>
              <td>
                <select
                  aria-label={t('playOn.seatKind', { name: seat.name })}
                  data-testid={`play-on-kind-${i}`}
                  value={kinds[i]}
                  onChange={(e) => setKinds((old) => old.map((k, j) => (j === i ? (e.target.value as SeatKind) : k)))}
                >
                  <SeatKindOptions />
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <button type="button" onClick={onCancel} data-testid="play-on-cancel">
          {t('common.cancel')}
        </button>
        <button type="button" className="primary" data-testid="play-on-start" onClick={() => onStart(seats)}>
          {t('playOn.start')}
        </button>
      </div>
    </Modal>
  );
}
