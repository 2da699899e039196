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

/** The menu's ways on after Continue, top to bottom: test id, words, and the choice it makes. */
const WAYS_ON = [
  ['new', 'menu.newGame', 'onNew'],
  ['online', 'online.menu', 'onOnline'],
  ['tutorial', 'tutorial.listTitle', 'onTutorial'],
  ['campaign', 'common.campaign', 'onCampaign'],
  ['quick-solo', 'common.quickSolo', 'onQuickSolo'],
  ['load', 'menu.loadGame', 'onLoad'],
  ['statistics', 'stats.menu', 'onStatistics'],
  ['settings', 'menu.settings', 'onSettings'],
  ['rules', 'menu.rules', 'onRules'],
] as const satisfies readonly (readonly [string, string, keyof MainMenuProps])[];

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
        {WAYS_ON.map(([id, words, choose]) => (
          <button key={id} type="button" data-testid={`menu-${id}`} onClick={props[choose]}>
            {t(words)}
          </button>
        ))}
      </nav>
    </main>
  );
}
