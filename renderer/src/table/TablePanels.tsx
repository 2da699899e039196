import type { GameController } from '../game/controller';
import { explainLoggedMove } from '../game/explain';
import type { LogLine } from '../game/gameLog';
import { HUD_BUTTONS, PROMPT_PANEL } from '../scene/layout';
import type { SeatLook } from '../scene/model';
import { GameMenu } from '../ui/GameMenu';
import { CheatSheet, EndScreen, LogDrawer, RefusalBubble } from '../ui/Overlays';
import { TooltipBox } from '../ui/TooltipBox';
import { explainedBy, keepClearOf } from '../ui/tooltipPlacement';
import type { SoundSettings } from '../sound/director';
import { isolate, useTranslation } from '../i18n';
import type { TableInteractionView } from './useTableInteraction';

/** The table's mute button: a speaker with sound waves, or crossed out when the sound is off. */
function SpeakerIcon({ on }: { on: boolean }): React.JSX.Element {
  return (
    <svg className="speaker-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
      {on ? (
        <path
          d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      ) : (
        <path d="M11 5.5l4 5M15 5.5l-4 5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The buttons in the table's corner: sound, log, keyboard sheet, menu. */
export function HudButtons({
  view,
  sound,
  onToggleSound,
  readOnly,
}: {
  view: TableInteractionView;
  sound: SoundSettings;
  onToggleSound: () => void;
  readOnly: boolean;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { dispatch } = view;
  return (
    <div
      className="hud-buttons"
      data-area="hud"
      inert={readOnly}
      style={{ left: HUD_BUTTONS.x, top: HUD_BUTTONS.y, width: HUD_BUTTONS.w, height: HUD_BUTTONS.h }}
    >
      <button
        type="button"
        data-testid="toggle-sound"
        aria-pressed={sound.enabled}
        onClick={onToggleSound}
        title={t(sound.enabled ? 'game.soundOnTitle' : 'game.soundOffTitle')}
        aria-label={t(sound.enabled ? 'game.mute' : 'game.unmute')}
      >
        <SpeakerIcon on={sound.enabled} />
      </button>
      <button
        type="button"
        data-testid="open-log"
        onClick={() => dispatch({ type: 'toggle', panel: 'log' })}
        title={t('game.logTitle')}
      >
        {t('game.log')}
      </button>
      <button
        type="button"
        data-testid="open-help"
        onClick={() => dispatch({ type: 'openPanel', panel: 'help' })}
        title={t('game.helpTitle')}
      >
        ?
      </button>
      <button
        type="button"
        data-testid="open-menu"
        onClick={() => dispatch({ type: 'openPanel', panel: 'menu' })}
        title={t('game.menuTitle')}
      >
        {t('game.menu')}
      </button>
    </div>
  );
}

/** What lies over the board between the end screen and the hit layer: the final board's buttons, the viewing banner, the tooltip. */
export function TableNotes({
  view,
  seats,
  gameOver,
  onReplay,
  pointedAt,
}: {
  view: TableInteractionView;
  seats: readonly SeatLook[];
  gameOver: boolean;
  onReplay: (() => void) | undefined;
  /** The spots the hint (a tutorial step) points at: a tooltip of one of them keeps off the others of its area. */
  pointedAt: readonly string[];
}): React.JSX.Element {
  const { t } = useTranslation();
  const { interaction, dispatch, shownTooltip, targets, highlights } = view;
  const { viewOverride, refusal } = interaction;
  return (
    <>
      {gameOver && interaction.endClosed && (
        <div
          className="game-over-actions"
          style={{ left: PROMPT_PANEL.x + PROMPT_PANEL.w - 260, top: PROMPT_PANEL.y + 40 }}
        >
          <button
            type="button"
            className="primary"
            data-testid="show-result"
            onClick={() => dispatch({ type: 'showEndScreen' })}
            title={t('endScreen.showTitle')}
          >
            {t('endScreen.show')}
          </button>
          {onReplay && (
            <button type="button" data-testid="final-replay" onClick={onReplay}>
              {t('endScreen.replay')}
            </button>
          )}
        </div>
      )}
      {viewOverride !== null && (
        <div className="viewing-banner" data-testid="viewing-banner">
          {t('game.viewing', { name: isolate(seats[viewOverride]?.name ?? '') })}
          <button type="button" onClick={() => dispatch({ type: 'viewSeat', seat: null })}>
            {t('game.viewingBack')}
          </button>
        </div>
      )}
      {refusal ? (
        <RefusalBubble text={refusal.text} rect={refusal.target.rect} />
      ) : (
        shownTooltip && (
          <TooltipBox
            target={shownTooltip}
            keepClear={keepClearOf(targets, shownTooltip.id, highlights.ghost?.cells ?? [])}
            explained={explainedBy(targets, shownTooltip, pointedAt)}
          />
        )
      )}
    </>
  );
}

interface PanelProps {
  readonly view: TableInteractionView;
  readonly controller: GameController;
  readonly snapshot: ReturnType<GameController['getSnapshot']>;
  readonly seats: readonly SeatLook[];
  readonly log: readonly LogLine[];
  readonly replay: { readonly current: number; readonly jump: (count: number) => void } | undefined;
  readonly onMenu: () => void;
  readonly onReplay: (() => void) | undefined;
  readonly renderSettings: (back: () => void) => React.ReactNode;
  readonly assisted: boolean;
  readonly ungraded: string | undefined;
  /** Something lies over the table and stays in play above its panels (the read-only cover, the tutorial's panel). */
  readonly overlaid: boolean;
}

/** The panels opened over the table: the log, the keyboard sheet, the game menu and the end screen. */
export function TablePanels({
  view,
  controller,
  snapshot,
  seats,
  log,
  replay,
  onMenu,
  onReplay,
  renderSettings,
  assisted,
  ungraded,
  overlaid,
}: PanelProps): React.JSX.Element {
  const { open, endClosed } = view.interaction;
  const { dispatch } = view;
  const { state } = snapshot;
  return (
    <>
      {open.log && (
        <LogDrawer
          lines={log}
          seats={seats}
          onClose={() => dispatch({ type: 'closePanel', panel: 'log' })}
          explain={(action) => explainLoggedMove(controller, snapshot.history, action)}
          {...(replay ? { onJump: replay.jump, current: replay.current } : {})}
        />
      )}
      {open.help && (
        <CheatSheet
          setup={state.setup}
          onClose={() => dispatch({ type: 'closePanel', panel: 'help' })}
          onRules={() => dispatch({ type: 'showRules' })}
        />
      )}
      {open.menu && (
        <GameMenu
          onResume={() => dispatch({ type: 'closePanel', panel: 'menu' })}
          onRules={() => dispatch({ type: 'showRules' })}
          onSaveAndLeave={() => {
            void controller.flush().finally(onMenu);
          }}
          renderSettings={renderSettings}
        />
      )}
      {state.phase === 'over' && !replay && !endClosed && (
        <EndScreen
          state={state}
          history={snapshot.history}
          seats={seats}
          assisted={assisted}
          onMenu={onMenu}
          onClose={() => dispatch({ type: 'closeEndScreen' })}
          // Not modal where what lies over it stays in play (the read-only cover, the tutorial's panel, the rules
          // reference): in its place on the table, under them.
          modal={snapshot.readOnly !== true && !overlaid && !open.rules}
          {...(onReplay ? { onReplay } : {})}
          {...(ungraded ? { ungraded } : {})}
        />
      )}
    </>
  );
}
