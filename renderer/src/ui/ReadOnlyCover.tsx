import { useTranslation } from '../i18n';

/**
 * Over the whole table while this tab only shows a game another tab plays (or that was opened to be looked at): it
 * says so above everything the table draws, and takes every click, so nothing on the table can be pressed. Its
 * buttons take the game over here, or leave it.
 */
export function ReadOnlyCover({
  onTakeOver,
  onLeave,
}: {
  readonly onTakeOver: () => void;
  readonly onLeave: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="read-only-cover" data-testid="read-only-cover">
      <p className="notice" role="status" data-testid="read-only">
        {t('app.readOnlyGame')}{' '}
        <button type="button" className="primary" data-testid="read-only-take-over" onClick={onTakeOver}>
          {t('app.takeOver')}
        </button>{' '}
        <button type="button" data-testid="read-only-leave" onClick={onLeave}>
          {t('endScreen.toMenu')}
        </button>
      </p>
    </div>
  );
}
