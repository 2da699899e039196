import { useState } from 'react';
import { data, type GameSetup } from '../../game/engine';
import { quickSoloSetup } from '../../game/campaign';
import { useTranslation } from '../../i18n';
import './campaign.css';
import { medalName } from '../../game/names';

/** A solo game on a random deal, played for a medal, with a random task for a star if the player wants one. */
export function QuickSoloForm({
  onStart,
  onBack,
}: {
  readonly onStart: (setup: GameSetup) => void;
  readonly onBack: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [withTask, setWithTask] = useState(true);
  return (
    <main className="menu quick-solo" data-testid="quick-solo">
      <h2>{t('common.quickSolo')}</h2>
      <p>{t('quickSolo.intro')}</p>
      <ul className="quick-solo-thresholds">
        {data.MEDALS.map((medal) => (
          <li key={medal}>
            {t('quickSolo.threshold', { medal: medalName(medal), points: data.MEDAL_THRESHOLDS[medal] })}
          </li>
        ))}
      </ul>
      <label className="check">
        <input
          type="checkbox"
          data-testid="quick-solo-task"
          checked={withTask}
          onChange={(e) => setWithTask(e.target.checked)}
        />{' '}
        {t('quickSolo.withTask')}
      </label>
      <div className="row">
        <button type="button" onClick={onBack}>
          {t('common.back')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="quick-solo-start"
          onClick={() => onStart(quickSoloSetup(Math.random, withTask))}
        >
          {t('quickSolo.start')}
        </button>
      </div>
    </main>
  );
}
