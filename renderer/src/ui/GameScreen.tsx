import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { chainNextCell, type Action, type GameState } from '../game/engine';
import type { GameController, Refusal } from '../game/controller';
import { logLines } from '../game/gameLog';
import { explainLoggedMove } from '../game/explain';
import {
  IDLE, firstPlacementAnchor, openingValue, firstPlacementOrientation, highlightsFor, placementView, type Selection,
} from '../game/interaction';
import { useHint, type HintState } from './useHint';
import { useDebugWindow } from './useDebugWindow';
import { handleKey, type KeyContext } from './keyBindings';
import { shortcutApplies } from './keyRouting';
import { screenOrder } from './focusOrder';
import { ResourceMenu } from './ResourceMenu';
import { GameMenu } from './GameMenu';
import { mirror, rotate, type PlacementSource } from '../game/placement';
import { HUD_BUTTONS, PROMPT_PANEL, TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { MotionSettings, SeatLook, TableModel } from '../scene/model';
import type { TableScene } from '../scene/TableScene';
import { hitTargets, type HitTarget, type TableCommand } from './hitTargets';
import { PromptPanel } from './PromptPanel';
import { CheatSheet, EndScreen, LogDrawer, RefusalBubble } from './Overlays';
import { TooltipBox } from './TooltipBox';
import { keepClearOf } from './tooltipPlacement';
import { refusalFor } from '../game/refusal';
import { RulesReference, SHOW_RULES_EVENT } from './rules/rulesReferenceChunk';
import { LaterScreenFrame } from './laterScreen';
import { TableCanvas } from './TableCanvas';
import { useGameSounds } from './useGameSounds';
import type { SoundSettings } from '../sound/director';
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

/** The pool value a die lies at (its column of the pool on the screen). */
const poolValueOf = (state: { readonly pool: readonly { id: number; value: number }[] }, die: number): number | null => state.pool.find((d) => d.id === die)?.value ?? null;

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

/** The game table: the Pixi scene, the DOM hit layer over it, the prompt, and the overlays. */
export function GameScreen({ controller, seats, motion, sound, onToggleSound, onMenu, renderSettings, onReplay, practice = false, replay, tableOverlay, renderMoments, promptCompanion, guide, topOverlay, ungraded }: Props): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const snapshot = useSyncExternalStore(useCallback((listener) => controller.subscribe(listener), [controller]), () => controller.getSnapshot());
  const { state, pending, legal } = snapshot;
  const scale = useFitScale();
  const [selection, setSelection] = useState<Selection>(IDLE);
  const [viewOverride, setViewOverride] = useState<number | null>(null);
  const [message, setMessage] = useState<Refusal | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  /** The end screen was closed to look at the final board (Esc or its Close button); "Result" brings it back. */
  const [endClosed, setEndClosed] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  /** The spot whose tooltip is up, and the state it was asked in: a new state puts it away (it would be stale). */
  const [tooltip, setTooltip] = useState<{ readonly id: string; readonly state: GameState } | null>(null);
  const [refusal, setRefusal] = useState<{ text: string; target: HitTarget } | null>(null);
  const scene = useRef<TableScene | null>(null);
  const sounds = useGameSounds({ snapshot, seats, motion, settings: sound, refusal: message ?? snapshot.refusal });
  const { skip: skipSounds, tableShown } = sounds;
  const skipAnimations = useCallback((): void => {
    scene.current?.skipAnimations();
    skipSounds();
  }, [skipSounds]);
  const onScene = useCallback((created: TableScene | null) => {
    scene.current = created;
    controller.connectTable(created ? { skip: skipAnimations } : null);
    if (created) tableShown();
  }, [controller, skipAnimations, tableShown]);
  const onBatchPlayed = useCallback((batch: number) => controller.animationPlayed(batch), [controller]);

  useDebugWindow(controller, scene);

  const humanToAct = snapshot.humanToAct;
  const asked = useHint(controller, snapshot);
  const hint = guide ?? asked;
  // Humans see their own village while they act; otherwise the seat to act, unless a village was picked to enlarge.
  const actingSeat = pending?.seat ?? state.current;
  const viewedSeat = viewOverride ?? actingSeat;

  // A new decision (a new engine state) clears what was picked up for the last one; a starting tile goes straight into
  // placement. Other snapshots (an animation ending, an autosave written) keep the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new engine state resets the selection (pending and legal come with it)
  useEffect(() => {
    setMessage(null);
    setRefusal(null);
    setViewOverride(null);
    if (pending?.kind === 'startingTile' && humanToAct) {
      setSelection({ kind: 'placing', source: 'start', orientation: firstPlacementOrientation(state, legal, 'start', pending.seat, firstPlacementAnchor(legal, 'start')), anchor: firstPlacementAnchor(legal, 'start') });
    } else {
      setSelection(IDLE);
    }
  }, [state, humanToAct]);

  // The game log, from the game's history (its setup and action log replayed): the same after a reload or a load, and
  // written again in the language shown when it changes.
  const language = i18n.language;
  const log = useMemo(() => logLines(snapshot.history, seats.map((seat) => isolate(seat.name)), language), [snapshot.history, seats, language]);

  const placing = selection.kind === 'placing' ? selection : null;
  const placement = useMemo(() => (placing && pending ? placementView(state, legal, placing, pending.seat) : null), [placing, pending, state, legal]);
  const chainCell = useMemo(() => (pending?.kind === 'chain' && humanToAct ? chainNextCell(state) : null), [pending, humanToAct, state]);
  const highlights = useMemo(() => highlightsFor(state, pending, legal, selection, humanToAct && viewedSeat === pending?.seat), [state, pending, legal, selection, humanToAct, viewedSeat]);
  const model: TableModel = useMemo(() => ({ snapshot, viewedSeat, seats, highlights, motion, language }), [snapshot, viewedSeat, seats, highlights, motion, language]);
  // In Tab order: left to right on the screen, the pool's dice value by value (focusOrder.ts).
  const targets = useMemo(() => screenOrder(hitTargets({
    state, pending, legal, selection, viewedSeat, seats, humanToAct, nextChainCell: chainCell,
    placeableCells: placement?.reachable ?? new Set<number>(),
  }), (target) => (target.command.kind === 'selectDie' ? poolValueOf(state, target.command.die) : null)), [state, pending, legal, selection, viewedSeat, seats, humanToAct, chainCell, placement]);
  // Shown from this snapshot's targets: gone once its spot is (or the state it was asked in), never an old copy.
  const shownTooltip = tooltip?.state === state ? targets.find((target) => target.id === tooltip.id) ?? null : null;

  // A click on a spot that is not lit up: the engine's reason, beside it, until the pointer leaves or the state changes.
  const explain = (target: HitTarget): void => {
    const text = humanToAct ? refusalFor(state, target.command, selection) : pending && t('game.notYourTurn', { name: isolate(seats[pending.seat]?.name ?? '') });
    setRefusal(text ? { text, target } : null);
  };

  const send = useCallback((action: Action): void => {
    setMessage(null);
    controller.send(action);
  }, [controller]);

  const startPlacement = useCallback((source: PlacementSource): void => {
    if (!pending) return;
    const anchor = firstPlacementAnchor(legal, source);
    setSelection({ kind: 'placing', source, anchor, orientation: firstPlacementOrientation(state, legal, source, pending.seat, anchor) });
  }, [legal, pending, state]);

  const selectDie = useCallback((die: number): void => {
    if (!state.pool.some((d) => d.id === die)) return;
    setSelection({ kind: 'die', die, value: openingValue(state, die) });
  }, [state]);

  const confirmPlacement = useCallback((): void => {
    if (placement?.action) send(placement.action);
    else setMessage({ message: t('game.cannotPlaceTile') });
  }, [placement, send, t]);

  const placeSelectedDie = useCallback((value?: number): void => {
    if (selection.kind !== 'die') return;
    const wanted = value ?? selection.value;
    const action = legal.find((a) => a.type === 'takeDie' && a.die === selection.die && a.use === 'place' && a.value === wanted);
    if (action) send(action);
    else setMessage({ message: t('game.cannotPlaceDie', { value: wanted }) });
  }, [selection, legal, send, t]);

  const runCommand = useCallback((command: TableCommand): void => {
    skipAnimations();
    switch (command.kind) {
      case 'selectDie': selectDie(command.die); return;
      case 'stack': startPlacement(command.stack); return;
      case 'send': send(command.action); return;
      case 'entry': placeSelectedDie(command.value); return;
      case 'resource': setSelection({ kind: 'resource', resource: command.resource }); return;
      case 'view': setViewOverride(command.seat === actingSeat ? null : command.seat); return;
      case 'cell': {
        if (selection.kind === 'placing') {
          if (placement?.cells?.includes(command.cell) && placement.action) { confirmPlacement(); return; }
          setSelection({ ...selection, anchor: command.cell });
          return;
        }
        if (selection.kind === 'worker') {
          const action = legal.find((a) => a.type === 'placeWorker' && a.cell === command.cell);
          if (action) send(action);
          return;
        }
        if (chainCell === command.cell) send({ type: 'continueChain' });
        return;
      }
      case 'none': return;
    }
  }, [skipAnimations, selectDie, startPlacement, send, placeSelectedDie, actingSeat, selection, placement, confirmPlacement, legal, chainCell]);

  const hoverCell = useCallback((cell: number): void => {
    if (selection.kind === 'placing' && selection.anchor !== cell) setSelection({ ...selection, anchor: cell });
  }, [selection]);

  useEffect(() => {
    const showRules = (): void => { setHelpOpen(false); setRulesOpen(true); };
    window.addEventListener(SHOW_RULES_EVENT, showRules);
    return () => window.removeEventListener(SHOW_RULES_EVENT, showRules);
  }, []);

  // The dice that may be taken, in their order on the screen: D and Tab go left to right, as the pool is laid out.
  const takeableDice = useMemo(() => {
    const takeable = new Set(legal.flatMap((a) => (a.type === 'takeDie' ? [a.die] : [])));
    return targets.flatMap((target) => (target.command.kind === 'selectDie' && takeable.has(target.command.die) ? [target.command.die] : []));
  }, [legal, targets]);

  // Keyboard: one table of bindings (keyBindings.ts) handles the keys and writes the cheat sheet (?).
  useEffect(() => {
    const context: KeyContext = {
      humanToAct, pending, selection, legal, takeableDice,
      toggleSheet: () => setHelpOpen((open) => !open),
      escape: () => {
        if (helpOpen) setHelpOpen(false);
        else if (logOpen) setLogOpen(false);
        else if (selection.kind !== 'idle') setSelection(IDLE);
        // A finished game's end screen closes onto its final board (the "Result" button brings it back).
        else if (snapshot.state.phase === 'over' && !endClosed && !replay) setEndClosed(true);
        else setMenuOpen((open) => !open);
      },
      undo: () => controller.undo(),
      askHint: hint.ask,
      autoplay: () => controller.autoplayTurn(),
      togglePause: () => { if (snapshot.paused) controller.resume(); else controller.pause(); },
      toggleLog: () => setLogOpen((open) => !open),
      toggleSound: onToggleSound,
      skipAnimations,
      skipToMyTurn: () => controller.skipToMyTurn(),
      select: setSelection,
      selectDie,
      send,
      placeSelectedDie: () => placeSelectedDie(),
      moveGhost: (step) => {
        if (selection.kind !== 'placing') return;
        const next = selection.anchor + step;
        const sameRow = Math.abs(step) !== 1 || Math.floor(next / 6) === Math.floor(selection.anchor / 6);
        if (next >= 0 && next < 36 && sameRow) setSelection({ ...selection, anchor: next });
      },
      rotateGhost: () => { if (selection.kind === 'placing') setSelection({ ...selection, orientation: rotate(selection.orientation) }); },
      mirrorGhost: () => { if (selection.kind === 'placing') setSelection({ ...selection, orientation: mirror(selection.orientation) }); },
      confirmPlacement,
    };
    const onKey = (event: KeyboardEvent): void => {
      // A focused control keeps its own keys (Space and Enter press the focused button, a text field takes every key).
      if (!shortcutApplies(event.target, event.key)) return;
      // The rules reference over the table keeps the keyboard (its Escape returns to the game), a read-only table takes
      // none; the game menu keeps every key but Escape, which closes it.
      if (rulesOpen || snapshot.readOnly) return;
      if (menuOpen) { if (event.key === 'Escape') setMenuOpen(false); return; }
      if (handleKey(event, context) && event.key !== 'Tab') event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller, humanToAct, pending, selection, legal, takeableDice, helpOpen, logOpen, rulesOpen, menuOpen, confirmPlacement, placeSelectedDie, send, selectDie, hint, snapshot.paused, snapshot.readOnly, snapshot.state.phase, endClosed, replay, skipAnimations, onToggleSound]);

  const resourceMenu = selection.kind === 'resource' ? selection.resource : null;

  return (
    <div className="game-screen" data-testid="game-screen" data-sound={sounds.status} data-actions={snapshot.history.entries.length} data-answered={snapshot.answered}>
      <div
        className="table-stage"
        inert={rulesOpen}
        style={{ width: TABLE_WIDTH, height: TABLE_HEIGHT, transform: `translate(-50%, -50%) scale(${scale})` }}
        onPointerDown={skipAnimations}
      >
        <TableCanvas model={model} scale={scale} onScene={onScene} onBatchPlayed={onBatchPlayed} />
        {tableOverlay}
        {renderMoments?.(viewedSeat)}
        {/* A click on the table moves no keyboard focus (mousedown is kept from focusing) and drops the focus a key put
            there: the focus ring shows only while the keyboard is in use, never on the last spot clicked. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: these handlers manage the focus; the targets inside are the buttons */}
        <div
          className="hit-layer" data-testid="hit-layer" data-table-keys inert={snapshot.readOnly}
          onMouseDown={(event) => event.preventDefault()}
          onPointerDown={() => { if (document.activeElement instanceof HTMLElement && document.activeElement.closest('.hit-layer') !== null) document.activeElement.blur(); }}
        >
          {targets.map((target) => (
            <button
              key={target.id}
              type="button"
              className={`hit${target.enabled ? ' hit-enabled' : ''}${hint.current?.targets.includes(target.id) ? ' hit-hint' : ''}`}
              data-testid={target.id}
              data-enabled={String(target.enabled)}
              {...Object.fromEntries(Object.entries(target.marks ?? {}).map(([k, v]) => [`data-${k}`, v]))}
              aria-label={target.label}
              aria-disabled={!target.enabled}
              style={{ left: target.rect.x, top: target.rect.y, width: target.rect.w, height: target.rect.h }}
              onClick={() => {
                if (target.enabled || target.command.kind === 'view' || (target.command.kind === 'cell' && selection.kind === 'placing')) runCommand(target.command);
                else explain(target);
              }}
              onPointerEnter={() => { setTooltip({ id: target.id, state }); if (target.command.kind === 'cell') hoverCell(target.command.cell); }}
              onPointerMove={() => setTooltip((shown) => (shown?.id === target.id && shown.state === state ? shown : { id: target.id, state }))}
              onPointerLeave={() => { setTooltip((shown) => (shown?.id === target.id ? null : shown)); setRefusal(null); }}
              onFocus={() => { setTooltip({ id: target.id, state }); if (target.command.kind === 'cell') hoverCell(target.command.cell); }}
              onBlur={() => setTooltip((shown) => (shown?.id === target.id ? null : shown))}
            />
          ))}
        </div>
        <div className="prompt-dock" inert={snapshot.readOnly} style={{ left: PROMPT_PANEL.x, top: PROMPT_PANEL.y, width: PROMPT_PANEL.w, height: PROMPT_PANEL.h }}>
          <PromptPanel
            snapshot={snapshot}
            seats={seats}
            selection={selection}
            placement={placement}
            humanToAct={humanToAct}
            message={message?.message ?? null}
            hint={hint.current}
            hintBusy={hint.busy}
            onHint={hint.ask}
            onAutoplay={() => controller.autoplayTurn()}
            onStopAutoplay={() => controller.stopAutoplay()}
            onPause={seats.some((seat) => seat.bot) ? () => controller.pause() : null}
            onSkipToMyTurn={!replay && seats.some((seat) => seat.bot) && seats.some((seat) => !seat.bot) ? () => controller.skipToMyTurn() : null}
            onResume={() => controller.resume()}
            onSend={send}
            onSelection={setSelection}
            onPlaceDie={placeSelectedDie}
            onConfirmPlacement={confirmPlacement}
            onUndo={() => controller.undo()}
          />
          {promptCompanion}
        </div>
        {resourceMenu && <ResourceMenu state={state} resource={resourceMenu} legal={legal} onSend={send} onClose={() => setSelection(IDLE)} />}
        <div className="hud-buttons" inert={snapshot.readOnly} style={{ left: HUD_BUTTONS.x, top: HUD_BUTTONS.y, width: HUD_BUTTONS.w, height: HUD_BUTTONS.h }}>
          <button type="button" data-testid="toggle-sound" aria-pressed={sound.enabled} onClick={onToggleSound} title={t(sound.enabled ? 'game.soundOnTitle' : 'game.soundOffTitle')} aria-label={t(sound.enabled ? 'game.mute' : 'game.unmute')}>
            <SpeakerIcon on={sound.enabled} />
          </button>
          <button type="button" data-testid="open-log" onClick={() => setLogOpen((o) => !o)} title={t('game.logTitle')}>{t('game.log')}</button>
          <button type="button" data-testid="open-help" onClick={() => setHelpOpen(true)} title={t('game.helpTitle')}>?</button>
          <button type="button" data-testid="open-menu" onClick={() => setMenuOpen(true)} title={t('game.menuTitle')}>{t('game.menu')}</button>
        </div>

        {state.phase === 'over' && !replay && endClosed && (
          <div className="game-over-actions" style={{ left: PROMPT_PANEL.x + PROMPT_PANEL.w - 260, top: PROMPT_PANEL.y + 40 }}>
            <button type="button" className="primary" data-testid="show-result" onClick={() => setEndClosed(false)} title={t('endScreen.showTitle')}>{t('endScreen.show')}</button>
            {onReplay && <button type="button" data-testid="final-replay" onClick={onReplay}>{t('endScreen.replay')}</button>}
          </div>
        )}
        {viewOverride !== null && (
          <div className="viewing-banner" data-testid="viewing-banner">
            {t('game.viewing', { name: isolate(seats[viewOverride]?.name ?? '') })}<button type="button" onClick={() => setViewOverride(null)}>{t('game.viewingBack')}</button>
          </div>
        )}
        {refusal ? <RefusalBubble text={refusal.text} rect={refusal.target.rect} /> : shownTooltip && <TooltipBox target={shownTooltip} keepClear={keepClearOf(targets, shownTooltip.id, highlights.ghost?.cells ?? [])} />}
        {logOpen && <LogDrawer lines={log} seats={seats} onClose={() => setLogOpen(false)} explain={(action) => explainLoggedMove(controller, snapshot.history, action)} {...(replay ? { onJump: replay.jump, current: replay.current } : {})} />}
        {helpOpen && <CheatSheet setup={state.setup} onClose={() => setHelpOpen(false)} onRules={() => { setHelpOpen(false); setRulesOpen(true); }} />}
        {menuOpen && (
          <GameMenu
            onResume={() => setMenuOpen(false)}
            onRules={() => { setMenuOpen(false); setRulesOpen(true); }}
            onSaveAndLeave={() => { void controller.flush().finally(onMenu); }}
            renderSettings={renderSettings}
          />
        )}
        {state.phase === 'over' && !replay && !endClosed && (
          <EndScreen state={state} history={snapshot.history} seats={seats} assisted={practice || snapshot.botPlayed.length > 0} onMenu={onMenu} onClose={() => setEndClosed(true)} {...(onReplay ? { onReplay } : {})} {...(ungraded ? { ungraded } : {})} />
        )}
        {topOverlay}
      </div>
      {/* Over everything the page shows during a game, the solo goal included. */}
      {rulesOpen && createPortal(<div className="rules-overlay"><LaterScreenFrame onBack={() => setRulesOpen(false)}><RulesReference onBack={() => setRulesOpen(false)} backLabel={t('rules.backToGame')} /></LaterScreenFrame></div>, document.body)}
    </div>
  );
}

/** The table's mute button: a speaker with sound waves, or crossed out when the sound is off. */
function SpeakerIcon({ on }: { on: boolean }): React.JSX.Element {
  return (
    <svg className="speaker-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
      {on
        ? <path d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        : <path d="M11 5.5l4 5M15 5.5l-4 5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />}
    </svg>
  );
}
