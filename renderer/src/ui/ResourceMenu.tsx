import { actionTerms, type Action, type GameState, type Resource } from '../game/engine';
import { resourceActions } from '../game/interaction';
import { termsText } from '../game/terms';
import { useTranslation } from '../i18n';

/**
 * A resource's free actions (sell, improve for fish, downgrade), each with what it costs and brings: a dialog that is
 * not modal (open from the start, in its place beside the resources), since the table stays in play around it; Esc
 * puts the resource down, and the menu goes with it.
 */
export function ResourceMenu({
  state,
  resource,
  legal,
  onSend,
  onClose,
}: {
  state: GameState;
  resource: Resource;
  legal: readonly Action[];
  onSend: (a: Action) => void;
  onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const actions = resourceActions(legal, resource);
  const text = (a: Action): string => {
    const terms = termsText(actionTerms(state, a));
    return a.type === 'sell'
      ? t('game.sell', { resource, terms })
      : a.type === 'improveForFish'
        ? t('game.improve', { to: a.to, terms })
        : a.type === 'downgrade'
          ? t('game.downgrade', { to: a.to })
          : '';
  };
  return (
    <dialog
      open
      className="resource-menu"
      aria-label={t('game.freeActionsLabel', { resource })}
      data-testid="resource-menu"
    >
      <div className="resource-menu-title">{t('game.freeActionsTitle', { resource })}</div>
      {actions.length === 0 && <div>{t('game.noFreeActions')}</div>}
      {actions.map((action, i) => (
        <button
          key={i}
          type="button"
          data-testid={`free-${action.type}-${i}`}
          data-action-json={JSON.stringify(action)}
          onClick={() => {
            onSend(action);
            onClose();
          }}
        >
          {text(action)}
        </button>
      ))}
      <button type="button" onClick={onClose}>
        {t('common.close')}
      </button>
    </dialog>
  );
}
