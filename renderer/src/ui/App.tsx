import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '../i18n';
import { afterFrameShown } from './afterFrameShown';
import { useWindowScale } from './app/windowScale';
import { useAppSettings } from './app/useAppSettings';
import { useGameOnTable } from './app/useGameOnTable';
import { useLatestGame } from './app/useLatestGame';
import { useStorageOpening, type OpenedStorage } from './app/useStorageOpening';
import { useTableModule, type TableModule } from './app/useTableModule';
import { useDemoGame } from './app/tableUpkeep';
import { prefetchLaterScreens } from './laterScreens';
import { GameElsewhere } from './screens/GameElsewhere';
import { FIRST_SCREEN, nextScreen } from './screens/navigation';
import { ScreenRouter } from './screens/ScreenRouter';
import { useRestoreOffers } from './useRestoreOffers';

// The app put together: the storage opened, then the settings, the game on the table and the current screen. What
// each screen shows is in screens/ (ScreenRouter.tsx); how the app moves between them is screens/navigation.ts.

/** Everything once the storage is open: the screens and what they share. */
function OpenedApp({ opened, tableModule }: { readonly opened: OpenedStorage; readonly tableModule: TableModule }) {
  const { storage } = opened;
  const [screen, navigate] = useReducer(nextScreen, FIRST_SCREEN);
  const [notice, setNotice] = useState<string | null>(opened.notice);
  const settings = useAppSettings(storage, opened.settings, setNotice);
  useWindowScale();
  const { latest, refresh } = useLatestGame(storage, screen.name);
  // A restored game may be continued: Continue is looked for again.
  const restore = useRestoreOffers(storage, setNotice, settings.replace, refresh, opened.restorable);
  const table = useGameOnTable({ storage, settings, navigate, onNotice: setNotice, offerGame: restore.offerGame });
  useDemoGame(storage, table.playSetup);
  // Once the menu is on screen, the screens it leads to are fetched, so that each opens at once.
  useEffect(() => (screen.name === 'menu' ? afterFrameShown(prefetchLaterScreens) : undefined), [screen.name]);

  if (table.asking) return <GameElsewhere onChoice={table.asking} />;
  const menu = { latest, notice, restoreOffers: restore.offers };
  return <ScreenRouter {...{ screen, navigate, storage, settings, table, tableModule, menu }} />;
}

export function App(): React.JSX.Element {
  const { t } = useTranslation();
  // The table's chunk is fetched from the start, while the storage opens.
  const tableModule = useTableModule();
  const opened = useStorageOpening();
  if (!opened) {
    return (
      <main className="menu">
        <p>{t('app.opening')}</p>
      </main>
    );
  }
  return <OpenedApp opened={opened} tableModule={tableModule} />;
}
