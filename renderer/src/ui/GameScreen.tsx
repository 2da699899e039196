import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { GameController } from '../game/controller';
import { logLines } from '../game/gameLog';
import { useHint, type HintState } from './useHint';
import { useDebugWindow } from './useDebugWindow';
import { PROMPT_PANEL, TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { MotionSettings, SeatLook, TableModel } from '../scene/model';
import type { TableScene } from '../scene/TableScene';
import { PromptPanel } from './PromptPanel';
import { ResourceMenu } from './ResourceMenu';
import { RulesReference, SHOW_RULES_EVENT } from './rules/rulesReferenceChunk';
import { LaterScreenFrame } from './laterScreen';
import { TableCanvas } from './TableCanvas';
import { useGameSounds } from './useGameSounds';
import type { SoundSettings } from '../sound/director';
import { HitLayer } from '../table/HitLayer';
import { HudButtons, TableNotes, TablePanels } from '../table/TablePanels';
import { useTableInteraction, type TableInteractionView } from '../table/useTableInteraction';
import { useTableKeys } from '../table/useTableKeys';
import { useDecisionFocus } from '../table/useDecisionFocus';
import { AutoplayQuestion } from '../table/AutoplayQuestion';
import { isolate, useTranslation } from '../i18n';
import './replay.css';

interface Props {
  readonly controller: GameController;
  readonly seats: readonly SeatLook[];
  readonly motion: MotionSettings;
  readonly sound: SoundSettings;
  /** Turns the Sound setting on or off from the table (saved with the settings). */
  readonly onToggleSound: () => void;
  /** Leaves the table for the main menu (the game is saved first). */
  readonly onMenu: () => void;
  /** The settings form, shown inside the in-game menu; `back` returns to that menu. */
  readonly renderSettings: (back: () => void) => React.ReactNode;
  /** The end screen's "Replay": looks at the finished game again from its first action. */
  readonly onReplay?: () => void;
  /** A solo game played on from a moment of another (RULES §13.4): assisted, so its end screen shows no medal. */
  readonly practice?: boolean;
  /** In a replay: where it stands (actions played) and how to jump there from a line of the log. */
  readonly replay?: { readonly current: number; readonly jump: (count: number) => void };
  /** Drawn on the table between its canvases and the hit layer, in table coordinates (the solo goal). */
  readonly tableOverlay?: React.ReactNode;
  /** Drawn over the table's canvases with the seat whose village is shown large (the celebrations light it up). */
  readonly renderMoments?: (viewedSeat: number) => React.ReactNode;
  /** Shown in the prompt dock under the prompt panel, in the room the prompt leaves (the since-your-last-turn panel). */
  readonly promptCompanion?: React.ReactNode;
  /** The tutorial's step, shown and pointed at where a hint would be (it takes the hint's place). */
  readonly guide?: HintState;
  /** Drawn over everything on the table, the end screen included (the tutorial's panel). */
  readonly topOverlay?: React.ReactNode;
  /** The end screen says this instead of a medal: the game earns none whatever its score (the tutorial). */
  readonly ungraded?: string;
}

function useFitScale(): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const fit = (): void => setScale(Math.min(window.innerWidth / TABLE_WIDTH, window.innerHeight / TABLE_HEIGHT));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return scale;
}

/** The Pixi scene's connection: the controller skips its animations through it, and the sounds start once it shows. */
function useTableScene(
  props: Props,
  snapshot: ReturnType<GameController['getSnapshot']>,
  refusal: { message: string } | null,
) {
  const { controller, seats, motion, sound } = props;
  const scene = useRef<TableScene | null>(null);
  const sounds = useGameSounds({ snapshot, seats, motion, settings: sound, refusal: refusal ?? snapshot.refusal });
  const { skip: skipSounds, tableShown } = sounds;
  const skipAnimations = useCallback((): void => {
    scene.current?.skipAnimations();
    skipSounds();
  }, [skipSounds]);
  const onScene = useCallback(
    (created: TableScene | null) => {
      scene.current = created;
      controller.connectTable(created ? { skip: skipAnimations } : null);
      if (created) tableShown();
    },
    [controller, skipAnimations, tableShown],
  );
  const onBatchPlayed = useCallback((batch: number) => controller.animationPlayed(batch), [controller]);
  useDebugWindow(controller, scene);
  return { sounds, skipAnimations, onScene, onBatchPlayed };
}

/** The rules reference opened from a link anywhere on the table (a tooltip, the sheet) comes over the game. */
function useShowRulesEvent(view: TableInteractionView): void {
  const { dispatch } = view;
  useEffect(() => {
    const showRules = (): void => dispatch({ type: 'showRules' });
    window.addEventListener(SHOW_RULES_EVENT, showRules);
    return () => window.removeEventListener(SHOW_RULES_EVENT, showRules);
  }, [dispatch]);
}

/** The prompt dock: what is asked and the ways to answer it, with whatever the screen shows beside it. */
function PromptDock({
  props,
  view,
  snapshot,
  hint,
  askAutoplay,
}: {
  props: Props;
  view: TableInteractionView;
  snapshot: ReturnType<GameController['getSnapshot']>;
  hint: HintState;
  askAutoplay: () => void;
}): React.JSX.Element {
  const { controller, seats, replay, promptCompanion } = props;
  const bots = seats.some((seat) => seat.bot);
  return (
    <div
      className="prompt-dock"
      data-area="prompt"
      inert={snapshot.readOnly}
      style={{ left: PROMPT_PANEL.x, top: PROMPT_PANEL.y, width: PROMPT_PANEL.w, height: PROMPT_PANEL.h }}
    >
      <PromptPanel
        snapshot={snapshot}
        seats={seats}
        selection={view.interaction.selection}
        placement={view.placement}
        humanToAct={snapshot.humanToAct}
        message={view.interaction.message?.message ?? null}
        hint={hint.current}
        hintBusy={hint.busy}
        onHint={hint.ask}
        onAutoplay={askAutoplay}
        onStopAutoplay={() => controller.stopAutoplay()}
        onPause={bots ? () => controller.pause() : null}
        onSkipToMyTurn={!replay && bots && seats.some((seat) => !seat.bot) ? () => controller.skipToMyTurn() : null}
        onResume={() => controller.resume()}
        onSend={view.send}
        onSelection={view.select}
        onPlaceDie={view.placeSelectedDie}
        onConfirmPlacement={view.confirmPlacement}
        onUndo={() => controller.undo()}
      />
      {promptCompanion}
    </div>
  );
}

/**
 * "Bot plays my turn" asks first while the hand-over would newly mark the game assisted; a game already assisted or
 * never graded (the tutorial, which answers the request itself) hands the turn over at once.
 */
function useAutoplayQuestion(
  controller: GameController,
  snapshot: ReturnType<GameController['getSnapshot']>,
  view: TableInteractionView,
  nothingToLose: boolean,
) {
  const { dispatch } = view;
  const askAutoplay = (): void => {
    if (nothingToLose) controller.autoplayTurn();
    else if (snapshot.humanToAct) dispatch({ type: 'openPanel', panel: 'autoplayConfirm' });
  };
  const confirmAutoplay = (): void => {
    dispatch({ type: 'closePanel', panel: 'autoplayConfirm' });
    controller.autoplayTurn();
  };
  return { askAutoplay, confirmAutoplay };
}

/** The table's state for one render: the game's snapshot, the interaction over it, its scene, sounds and keys. */
function useGameTable(props: Props) {
  const { controller, seats, onToggleSound, practice = false, replay, guide, ungraded } = props;
  const snapshot = useSyncExternalStore(
    useCallback((listener) => controller.subscribe(listener), [controller]),
    () => controller.getSnapshot(),
  );
  // The interaction state skips the animations a click interrupts; the scene that plays them is connected below.
  const skipScene = useRef<() => void>(() => undefined);
  const skipThroughScene = useCallback(() => skipScene.current(), []);
  const view = useTableInteraction(controller, snapshot, seats, skipThroughScene);
  // The sounds hear the table's own refusals (a tile that does not fit) as they hear the engine's.
  const scene = useTableScene(props, snapshot, view.interaction.message);
  skipScene.current = scene.skipAnimations;
  const asked = useHint(controller, snapshot);
  const hint = guide ?? asked;
  useShowRulesEvent(view);
  const assisted = practice || snapshot.botPlayed.length > 0;
  const { askAutoplay, confirmAutoplay } = useAutoplayQuestion(
    controller,
    snapshot,
    view,
    assisted || guide !== undefined || ungraded !== undefined,
  );
  useTableKeys({
    controller,
    snapshot,
    view,
    askHint: hint.ask,
    askAutoplay,
    confirmAutoplay,
    toggleSound: onToggleSound,
    skipAnimations: scene.skipAnimations,
    replay: replay !== undefined,
  });
  useDecisionFocus(view, snapshot);
  return { snapshot, view, ...scene, hint, assisted, askAutoplay, confirmAutoplay };
}

type GameTable = ReturnType<typeof useGameTable>;

/**
 * The game log, from the game's history (its setup and action log replayed): the same after a reload or a load, and
 * written again in the language shown when it changes; and the model the scene draws.
 */
function useTableModel(props: Props, { snapshot, view }: GameTable) {
  const { seats, motion } = props;
  const { viewedSeat, highlights } = view;
  const { i18n } = useTranslation();
  const language = i18n.language;
  const log = useMemo(
    () =>
      logLines(
        snapshot.history,
        seats.map((seat) => isolate(seat.name)),
        language,
      ),
    [snapshot.history, seats, language],
  );
  const model: TableModel = useMemo(
    () => ({ snapshot, viewedSeat, seats, highlights, motion, language }),
    [snapshot, viewedSeat, seats, highlights, motion, language],
  );
  return { log, model };
}

/**
 * The table at its fitted scale. The scale is also given to the dialogs over the table as --table-scale (styles.css):
 * a modal dialog is drawn in the top layer, outside the stage's transform, and sizes itself by it to look as it would
 * on the table.
 */
function tableStageStyle(scale: number): React.CSSProperties & { readonly '--table-scale': number } {
  return {
    width: TABLE_WIDTH,
    height: TABLE_HEIGHT,
    transform: `translate(-50%, -50%) scale(${scale})`,
    '--table-scale': scale,
  };
}

/** The table, scaled to the window: the scene, what is drawn over it, the hit layer, the prompt and the panels. */
function TableStage({ props, table }: { readonly props: Props; readonly table: GameTable }): React.JSX.Element {
  const { tableOverlay, renderMoments, topOverlay } = props;
  const { snapshot, view, hint, skipAnimations } = table;
  const { state } = snapshot;
  const { interaction, dispatch, viewedSeat } = view;
  const scale = useFitScale();
  const { log, model } = useTableModel(props, table);
  const resourceMenu = interaction.selection.kind === 'resource' ? interaction.selection.resource : null;
  return (
    <div
      className="table-stage"
      inert={interaction.open.rules}
      style={tableStageStyle(scale)}
      onPointerDown={skipAnimations}
    >
      <TableCanvas model={model} scale={scale} onScene={table.onScene} onBatchPlayed={table.onBatchPlayed} />
      {tableOverlay}
      {renderMoments?.(viewedSeat)}
      <HitLayer view={view} state={state} hint={hint.current} readOnly={snapshot.readOnly === true} />
      <PromptDock props={props} view={view} snapshot={snapshot} hint={hint} askAutoplay={table.askAutoplay} />
      {resourceMenu && (
        <ResourceMenu
          state={state}
          resource={resourceMenu}
          legal={snapshot.legal}
          onSend={view.send}
          onClose={() => dispatch({ type: 'cancelSelection' })}
        />
      )}
      <TableControls props={props} table={table} log={log} />
      {topOverlay}
    </div>
  );
}

/** The table's buttons, notes and panels, and the question before a bot plays the person's turn. */
function TableControls({
  props,
  table,
  log,
}: {
  readonly props: Props;
  readonly table: GameTable;
  readonly log: ReturnType<typeof logLines>;
}): React.JSX.Element {
  const { controller, seats, sound, onToggleSound, onMenu, renderSettings, onReplay, replay, ungraded } = props;
  const { snapshot, view } = table;
  const gameOver = snapshot.state.phase === 'over';
  return (
    <>
      <HudButtons view={view} sound={sound} onToggleSound={onToggleSound} readOnly={snapshot.readOnly === true} />
      <TableNotes
        view={view}
        seats={seats}
        gameOver={gameOver && !replay}
        onReplay={onReplay}
        pointedAt={table.hint.current?.targets ?? []}
      />
      <TablePanels
        view={view}
        controller={controller}
        snapshot={snapshot}
        seats={seats}
        log={log}
        replay={replay}
        onMenu={onMenu}
        onReplay={onReplay}
        renderSettings={renderSettings}
        assisted={table.assisted}
        ungraded={ungraded}
        overlaid={props.topOverlay !== undefined}
      />
      {view.interaction.open.autoplayConfirm && (
        <AutoplayQuestion
          onConfirm={table.confirmAutoplay}
          onCancel={() => view.dispatch({ type: 'closePanel', panel: 'autoplayConfirm' })}
        />
      )}
    </>
  );
}

/** The rules reference over everything the page shows during a game, the solo goal included. */
function RulesOverlay({ onBack }: { readonly onBack: () => void }): React.ReactPortal {
  const { t } = useTranslation();
  return createPortal(
    <div className="rules-overlay">
      <LaterScreenFrame onBack={onBack}>
        <RulesReference onBack={onBack} backLabel={t('rules.backToGame')} />
      </LaterScreenFrame>
    </div>,
    document.body,
  );
}

/**
 * The game table: the Pixi scene, the DOM hit layer over it, the prompt, and the overlays. It holds no interaction
 * state of its own: it renders the table's interaction state (table/tableInteraction.ts) and sends it events.
 */
export function GameScreen(props: Props): React.JSX.Element {
  const table = useGameTable(props);
  const { snapshot, view, sounds } = table;
  return (
    <div
      className="game-screen"
      data-testid="game-screen"
      data-sound={sounds.status}
      data-actions={snapshot.history.entries.length}
      data-answered={snapshot.answered}
    >
      <TableStage props={props} table={table} />
      {view.interaction.open.rules && (
        <RulesOverlay onBack={() => view.dispatch({ type: 'closePanel', panel: 'rules' })} />
      )}
    </div>
  );
}
