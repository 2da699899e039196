import { useTranslation } from '../../i18n';
import type { RestoreOffer } from '../useRestoreOffers';

export interface MainMenuProps {
  readonly canContinue: boolean;
  readonly notice: string | null;
  /** Damaged or missing records whose previous version can be put back (profile, settings, a game), each with its button. */
  readonly restoreOffers?: readonly RestoreOffer[];
  readonly onContinue: () => void;
  readonly onNew: () => void;
  readonly onOnline: () => void;
  readonly onCampaign: () => void;
  /** The guided first game: the tutorial. */
  readonly onTutorial: () => void;
  readonly onQuickSolo: () => void;
  readonly onLoad: () => void;
  readonly onStatistics: () => void;
  readonly onSettings: () => void;
  readonly onRules: () => void;
}

/** The first screen: the way to every other one, and what went wrong opening the storage, with its repairs on offer. */
export function MainMenu(props: MainMenuProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="menu main-menu" data-testid="main-menu">
      <h1>{t('menu.title')}</h1>
      <p className="tagline">{t('menu.tagline')}</p>
      {props.notice && (
        <p className="notice" role="status">
          {props.notice}
        </p>
      )}
      {props.restoreOffers?.map((offer) => (
        <button type="button" key={offer.id} data-testid={`restore-${offer.id}`} onClick={offer.onRestore}>
          {offer.label}
        </button>
      ))}
      <nav>
        <button
          type="button"
          className="primary"
          data-testid="menu-continue"
          disabled={!props.canContinue}
          onClick={props.onContinue}
        >
          {t('menu.continue')}
        </button>
        <button type="button" data-testid="menu-new" onClick={props.onNew}>
          {t('menu.newGame')}
        </button>
        <button type="button" data-testid="menu-online" onClick={props.onOnline}>
          {t('online.menu')}
        </button>
        <button type="button" data-testid="menu-tutorial" onClick={props.onTutorial}>
          {t('tutorial.listTitle')}
        </button>
        <button type="button" data-testid="menu-campaign" onClick={props.onCampaign}>
          {t('common.campaign')}
        </button>
        <button type="button" data-testid="menu-quick-solo" onClick={props.onQuickSolo}>
          {t('common.quickSolo')}
        </button>
        <button type="button" data-testid="menu-load" onClick={props.onLoad}>
          {t('menu.loadGame')}
        </button>
        <button type="button" data-testid="menu-statistics" onClick={props.onStatistics}>
          {t('stats.menu')}
        </button>
        <button type="button" data-testid="menu-settings" onClick={props.onSettings}>
          {t('menu.settings')}
        </button>
        <button type="button" data-testid="menu-rules" onClick={props.onRules}>
          {t('menu.rules')}
        </button>
      </nav>
    </main>
  );
}
