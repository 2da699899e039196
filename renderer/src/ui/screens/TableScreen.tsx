import { useMemo } from 'react';
import type { ReviewedGame } from '../../game/controller';
import type { OpenGame } from '../../game/session';
import { useTranslation } from '../../i18n';
import type { AppSettings } from '../app/useAppSettings';
import { seatLooks } from '../app/seatLooks';
import type { TableModule } from '../app/useTableModule';
import { SoloGoal } from '../campaign/SoloGoal';
import { HotSeatPass } from '../HotSeatPass';
import { ReadOnlyCover } from '../ReadOnlyCover';
import { SinceLastTurnPanel } from '../SinceLastTurnPanel';

/** Shown in place of a screen drawn on the table while the table's chunk is loaded, or why it could not be. */
export function WaitingForTable({ failure }: { readonly failure: string | null }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="menu">
      <p>{failure ?? t('app.settingUp')}</p>
    </main>
  );
}

export interface TableScreenProps {
  readonly game: OpenGame;
  /** This tab shows the game without writing it: the table is covered with the way to take it over. */
  readonly readOnly: boolean;
  readonly tableModule: TableModule;
  readonly settings: AppSettings;
  readonly renderSettings: (back: () => void) => React.ReactNode;
  readonly onMenu: () => void;
  readonly onReplay: (reviewed: ReviewedGame) => void;
  /** "Since your last turn": the game looked at after that many actions. */
  readonly onLookBack: (count: number) => void;
  readonly onTakeOver: () => void;
}

/**
 * The game on the table: the game screen, with the moments laid over the board, "since your last turn" beside the
 * prompt, the solo goal and the hot-seat pass over the table, and, read-only, the cover that offers to take it over.
 */
export function TableScreen(props: TableScreenProps): React.JSX.Element {
  const { game, settings } = props;
  const { GameScreen, TableMoments } = props.tableModule;
  const highContrast = settings.current.colourBlindPalette;
  const seats = useMemo(() => seatLooks(game.controller.getSnapshot().state.setup, highContrast), [game, highContrast]);
  if (!GameScreen || !TableMoments) return <WaitingForTable failure={props.tableModule.failure} />;
  const { motion } = settings;
  return (
    <GameScreen
      key={game.slot}
      controller={game.controller}
      seats={seats}
      motion={motion}
      sound={settings.sound}
      onToggleSound={settings.toggleSound}
      onMenu={props.onMenu}
      onReplay={() => props.onReplay(game.controller.review())}
      practice={game.practice}
      renderSettings={props.renderSettings}
      renderMoments={(viewedSeat) => (
        <TableMoments controller={game.controller} seats={seats} motion={motion} viewedSeat={viewedSeat} />
      )}
      promptCompanion={<SinceLastTurnPanel controller={game.controller} seats={seats} onReplay={props.onLookBack} />}
      tableOverlay={
        <>
          <SoloGoal game={game} />
          <HotSeatPass controller={game.controller} seats={seats} />
        </>
      }
      {...(props.readOnly
        ? { topOverlay: <ReadOnlyCover onTakeOver={props.onTakeOver} onLeave={props.onMenu} /> }
        : {})}
    />
  );
}
