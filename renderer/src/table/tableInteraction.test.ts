import { describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import type { Selection } from '../game/interaction';
import type { HitTarget } from '../scene/areas/area';
import {
  INITIAL_INTERACTION,
  answerAwaited,
  interactionReducer,
  keyboardTaken,
  steppedAnchor,
  type InteractionEvent,
  type TableInteraction,
} from './tableInteraction';

const { state: gameState } = atFirstTurn({
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'interaction-unit',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
});
const placing: Selection = { kind: 'placing', source: 'L1', orientation: 0, anchor: 14 };
const holding: Selection = { kind: 'die', die: 3, value: 4 };
const target = {
  id: 'cell-3',
  rect: { x: 0, y: 0, w: 1, h: 1 },
  label: '',
  tooltip: { title: '' },
  enabled: false,
  command: { kind: 'none' },
} as unknown as HitTarget;

const run = (events: readonly InteractionEvent[], from: TableInteraction = INITIAL_INTERACTION): TableInteraction =>
  events.reduce(interactionReducer, from);
const withSelection = (selection: Selection): TableInteraction => ({ ...INITIAL_INTERACTION, selection });

describe('the table’s interaction state: what is picked up', () => {
  it('a new decision puts down what was picked up, clears the message, the bubble and the enlarged village, and asks for the focus', () => {
    const busy = run([
      { type: 'select', selection: holding },
      { type: 'showMessage', message: { message: 'no' } },
      { type: 'explainRefusal', refusal: { text: 'why', target } },
      { type: 'viewSeat', seat: 1 },
    ]);
    const next = interactionReducer(busy, {
      type: 'decisionChanged',
      decision: { state: gameState, humanToAct: true },
      selection: { kind: 'idle' },
    });
    expect(next).toMatchObject({
      selection: { kind: 'idle' },
      message: null,
      refusal: null,
      viewOverride: null,
      focus: { target: { kind: 'decision' } },
    });
    expect(next.focus.count).toBe(busy.focus.count + 1);
    const opened = interactionReducer(INITIAL_INTERACTION, {
      type: 'decisionChanged',
      decision: { state: gameState, humanToAct: true },
      selection: placing,
    });
    expect(opened.selection).toEqual(placing);
  });

  it('select and cancel move the focus to what answers the selection', () => {
    const picked = interactionReducer(INITIAL_INTERACTION, { type: 'select', selection: holding });
    expect(picked.selection).toEqual(holding);
    expect(picked.focus.count).toBe(1);
    const cancelled = interactionReducer(picked, { type: 'cancelSelection' });
    expect(cancelled.selection).toEqual({ kind: 'idle' });
    expect(cancelled.focus.count).toBe(2);
  });

  it('a held die’s value is set and stepped within 1..6; with no die held the value events change nothing', () => {
    expect(run([{ type: 'setDieValue', value: 6 }], withSelection(holding)).selection).toEqual({
      ...holding,
      value: 6,
    });
    expect(run([{ type: 'setDieValue', value: 9 }], withSelection(holding)).selection).toEqual({
      ...holding,
      value: 6,
    });
    expect(
      run(
        [
          { type: 'stepDieValue', step: -1 },
          { type: 'stepDieValue', step: -1 },
        ],
        withSelection(holding),
      ).selection,
    ).toEqual({ ...holding, value: 2 });
    expect(run([{ type: 'stepDieValue', step: -9 }], withSelection(holding)).selection).toEqual({
      ...holding,
      value: 1,
    });
    expect(
      run([
        { type: 'setDieValue', value: 2 },
        { type: 'stepDieValue', step: 1 },
      ]),
    ).toBe(INITIAL_INTERACTION);
  });
});

describe('the table’s interaction state: the ghost of a tile being placed', () => {
  it('the ghost is pointed, moved within the grid, turned and mirrored; without a tile those events change nothing', () => {
    expect(run([{ type: 'pointGhost', cell: 20 }], withSelection(placing)).selection).toEqual({
      ...placing,
      anchor: 20,
    });
    const same = withSelection(placing);
    expect(interactionReducer(same, { type: 'pointGhost', cell: 14 })).toBe(same);
    expect(
      run(
        [
          { type: 'moveGhost', step: 1 },
          { type: 'moveGhost', step: 6 },
        ],
        withSelection(placing),
      ).selection,
    ).toEqual({ ...placing, anchor: 21 });
    const edge = withSelection({ ...placing, anchor: 17 });
    expect(interactionReducer(edge, { type: 'moveGhost', step: 1 })).toBe(edge);
    expect(run([{ type: 'rotateGhost' }], withSelection(placing)).selection).toEqual({ ...placing, orientation: 1 });
    expect(run([{ type: 'mirrorGhost' }], withSelection(placing)).selection).toEqual({ ...placing, orientation: 4 });
    for (const type of ['rotateGhost', 'mirrorGhost'] as const)
      expect(interactionReducer(INITIAL_INTERACTION, { type })).toBe(INITIAL_INTERACTION);
    expect(interactionReducer(INITIAL_INTERACTION, { type: 'moveGhost', step: 1 })).toBe(INITIAL_INTERACTION);
    expect(interactionReducer(INITIAL_INTERACTION, { type: 'pointGhost', cell: 3 })).toBe(INITIAL_INTERACTION);
  });

  it('an arrow step stays on the 6×6 grid and never wraps onto the next row', () => {
    expect(steppedAnchor(0, -1)).toBeNull();
    expect(steppedAnchor(5, 1)).toBeNull();
    expect(steppedAnchor(6, -1)).toBeNull();
    expect(steppedAnchor(2, -6)).toBeNull();
    expect(steppedAnchor(33, 6)).toBeNull();
    expect(steppedAnchor(14, -6)).toBe(8);
    expect(steppedAnchor(14, 1)).toBe(15);
  });
});

describe('the table’s interaction state: a move waiting for its answer', () => {
  it('holds further moves while the position it was sent from waits; an answer, a refusal or a new decision ends it', () => {
    const sent = interactionReducer(INITIAL_INTERACTION, { type: 'moveSent', state: gameState });
    expect(answerAwaited(INITIAL_INTERACTION, gameState, false), 'nothing sent, an animation playing').toBe(false);
    expect(answerAwaited(sent, gameState, false), 'sent, not answered').toBe(true);
    expect(answerAwaited(sent, gameState, true), 'refused: awaiting input again').toBe(false);
    expect(answerAwaited(sent, { ...gameState }, false), 'answered with a new position').toBe(false);
    const next = interactionReducer(sent, {
      type: 'decisionChanged',
      decision: { state: { ...gameState }, humanToAct: true },
      selection: { kind: 'idle' },
    });
    expect(next.sentFrom).toBeNull();
  });
});

describe('the table’s interaction state: previews', () => {
  it('a message is shown and cleared (clearing nothing changes nothing)', () => {
    const shown = interactionReducer(INITIAL_INTERACTION, { type: 'showMessage', message: { message: 'no' } });
    expect(shown.message).toEqual({ message: 'no' });
    expect(interactionReducer(shown, { type: 'clearMessage' }).message).toBeNull();
    expect(interactionReducer(INITIAL_INTERACTION, { type: 'clearMessage' })).toBe(INITIAL_INTERACTION);
  });

  it('another seat’s village is shown large, and back', () => {
    expect(run([{ type: 'viewSeat', seat: 2 }]).viewOverride).toBe(2);
    expect(
      run([
        { type: 'viewSeat', seat: 2 },
        { type: 'viewSeat', seat: null },
      ]).viewOverride,
    ).toBeNull();
  });

  it('the tooltip follows the pointer and the focus; leaving the spot puts it and the refusal bubble away', () => {
    const shown = run([{ type: 'showTooltip', id: 'die-1', state: gameState }]);
    expect(shown.tooltip).toEqual({ id: 'die-1', state: gameState });
    expect(interactionReducer(shown, { type: 'showTooltip', id: 'die-1', state: gameState })).toBe(shown);
    const bubbled = interactionReducer(shown, { type: 'explainRefusal', refusal: { text: 'taken', target } });
    expect(bubbled.refusal?.text).toBe('taken');
    expect(interactionReducer(bubbled, { type: 'pointerLeft', id: 'die-1' })).toMatchObject({
      tooltip: null,
      refusal: null,
    });
    expect(interactionReducer(bubbled, { type: 'pointerLeft', id: 'die-2' }).tooltip).toEqual(shown.tooltip);
    expect(interactionReducer(shown, { type: 'blurred', id: 'die-1' }).tooltip).toBeNull();
    expect(interactionReducer(shown, { type: 'blurred', id: 'die-2' })).toBe(shown);
  });
});

describe('the table’s interaction state: panels and focus', () => {
  it('panels toggle, open and close; the rules reference closes the sheet and the menu', () => {
    expect(run([{ type: 'toggle', panel: 'log' }]).open.log).toBe(true);
    expect(
      run([
        { type: 'toggle', panel: 'log' },
        { type: 'toggle', panel: 'log' },
      ]).open.log,
    ).toBe(false);
    expect(run([{ type: 'openPanel', panel: 'help' }]).open.help).toBe(true);
    expect(
      run([
        { type: 'openPanel', panel: 'help' },
        { type: 'closePanel', panel: 'help' },
      ]).open.help,
    ).toBe(false);
    expect(
      run([{ type: 'openPanel', panel: 'help' }, { type: 'openPanel', panel: 'menu' }, { type: 'showRules' }]).open,
    ).toMatchObject({ help: false, menu: false, rules: true });
  });

  it('closing the bot’s-turn question gives the focus back to the decision', () => {
    const asked = run([{ type: 'openPanel', panel: 'autoplayConfirm' }]);
    expect(keyboardTaken(asked)).toBe(true);
    const closed = interactionReducer(asked, { type: 'closePanel', panel: 'autoplayConfirm' });
    expect(closed.open.autoplayConfirm).toBe(false);
    expect(closed.focus.count).toBe(asked.focus.count + 1);
  });
});

describe('the table’s interaction state: Escape, the end screen and the focus', () => {
  it('Esc closes the innermost thing: the question, the sheet, the log, the selection, the end screen, then the menu', () => {
    const over = { type: 'escape', gameOver: true, replay: false } as const;
    let state = run([
      { type: 'openPanel', panel: 'log' },
      { type: 'openPanel', panel: 'help' },
      { type: 'openPanel', panel: 'autoplayConfirm' },
      { type: 'select', selection: holding },
    ]);
    const closedInTurn: string[] = [];
    for (let press = 0; press < 6; press++) {
      state = interactionReducer(state, over);
      closedInTurn.push(
        JSON.stringify([
          state.open.autoplayConfirm,
          state.open.help,
          state.open.log,
          state.selection.kind,
          state.endClosed,
          state.open.menu,
        ]),
      );
    }
    expect(closedInTurn).toEqual([
      '[false,true,true,"die",false,false]',
      '[false,false,true,"die",false,false]',
      '[false,false,false,"die",false,false]',
      '[false,false,false,"idle",false,false]',
      '[false,false,false,"idle",true,false]',
      '[false,false,false,"idle",true,true]',
    ]);
    expect(interactionReducer(INITIAL_INTERACTION, { type: 'escape', gameOver: true, replay: true }).open.menu).toBe(
      true,
    );
    expect(
      run([
        { type: 'escape', gameOver: false, replay: false },
        { type: 'escape', gameOver: false, replay: false },
      ]).open.menu,
    ).toBe(false);
  });

  it('the end screen is closed onto the final board and shown again', () => {
    expect(run([{ type: 'closeEndScreen' }]).endClosed).toBe(true);
    expect(run([{ type: 'closeEndScreen' }, { type: 'showEndScreen' }]).endClosed).toBe(false);
  });

  it('focus requests name the decision or the next or previous area, each a new request', () => {
    const area = run([{ type: 'focusArea', step: -1 }]);
    expect(area.focus).toEqual({ target: { kind: 'area', step: -1 }, count: 1 });
    expect(interactionReducer(area, { type: 'focusDecision' }).focus).toEqual({
      target: { kind: 'decision' },
      count: 2,
    });
  });

  it('the rules reference and the menu keep the keyboard; the log and the sheet do not', () => {
    expect(keyboardTaken(INITIAL_INTERACTION)).toBe(false);
    expect(
      keyboardTaken(
        run([
          { type: 'openPanel', panel: 'log' },
          { type: 'openPanel', panel: 'help' },
        ]),
      ),
    ).toBe(false);
    expect(keyboardTaken(run([{ type: 'openPanel', panel: 'rules' }]))).toBe(true);
    expect(keyboardTaken(run([{ type: 'openPanel', panel: 'menu' }]))).toBe(true);
  });
});
