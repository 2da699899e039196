import { useState } from 'react';
import { useTranslation } from '../i18n';
import { Modal } from './Modal';

interface Props {
  readonly onResume: () => void;
  readonly onRules: () => void;
  /** Writes what is not yet saved, then leaves the table for the main menu. */
  readonly onSaveAndLeave: () => void;
  /** The settings form, over the table; `back` returns to this menu. */
  readonly renderSettings: (back: () => void) => React.ReactNode;
}

/** The in-game menu (Esc or the Menu button): the game waits behind it; leaving is one explicit choice among four. */
export function GameMenu({ onResume, onRules, onSaveAndLeave, renderSettings }: Props): React.JSX.Element {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Modal className="game-menu" label={t('gameMenu.label')} testId="game-menu" onDismiss={onResume}>
      {settingsOpen ? (
        renderSettings(() => setSettingsOpen(false))
      ) : (
        <nav>
          <h2>{t('gameMenu.title')}</h2>
          {/* The first control of the dialog: the focus starts on it when the menu opens. */}
          <button type="button" className="primary" data-testid="game-menu-resume" onClick={onResume}>
            {t('gameMenu.resume')}
          </button>
          <button type="button" data-testid="game-menu-settings" onClick={() => setSettingsOpen(true)}>
            {t('menu.settings')}
          </button>
          <button type="button" data-testid="game-menu-rules" onClick={onRules}>
            {t('menu.rules')}
          </button>
          <button type="button" data-testid="game-menu-leave" onClick={onSaveAndLeave}>
            {t('gameMenu.saveAndLeave')}
          </button>
        </nav>
      )}
    </Modal>
  );
}
