import { useTranslation } from '../../i18n';
import type { ElsewhereChoice } from '../useGameClaim';

/** The game asked for is open in another browser tab: open it read-only here, take it over, or go back. */
export function GameElsewhere({
  onChoice,
}: {
  readonly onChoice: (choice: ElsewhereChoice) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="menu" data-testid="game-elsewhere">
      <p className="notice" role="status">
        {t('app.openElsewhere')}
      </p>
      <button type="button" data-testid="open-read-only" onClick={() => onChoice('read-only')}>
        {t('app.openReadOnly')}
      </button>
      <button type="button" data-testid="take-over" onClick={() => onChoice('take-over')}>
        {t('app.takeOver')}
      </button>
      <button type="button" onClick={() => onChoice('back')}>
        {t('common.back')}
      </button>
    </main>
  );
}
