import { describe, expect, it } from 'vitest';
import type { Selection } from '../game/interaction';
import { KEY_BINDINGS, handleKey, keysText, type KeyContext } from './keyBindings';

/** A context that records what the bindings asked for. */
function recording(patch: Partial<KeyContext> = {}): { context: KeyContext; calls: string[] } {
  const calls: string[] = [];
  const note =
    (name: string) =>
    (...args: unknown[]): void => {
      calls.push(args.length ? `${name} ${JSON.stringify(args)}` : name);
    };
  const context: KeyContext = {
    humanToAct: true,
    pending: { seat: 0, kind: 'turn', prompt: '', options: [], canEndTurn: true } as unknown as KeyContext['pending'],
    selection: { kind: 'idle' } as Selection,
    legal: [],
    takeableDice: [],
    toggleSheet: note('sheet'),
    escape: note('escape'),
    undo: note('undo'),
    askHint: note('hint'),
    autoplay: note('autoplay'),
    togglePause: note('pause'),
    toggleLog: note('log'),
    toggleSound: note('sound'),
    skipAnimations: note('skip'),
    skipToMyTurn: note('skipToMyTurn'),
    select: note('select'),
    selectDie: note('selectDie'),
    send: note('send'),
    placeSelectedDie: note('place'),
    moveGhost: note('move'),
    rotateGhost: note('rotate'),
    mirrorGhost: note('mirror'),
    confirmPlacement: note('confirm'),
    startPlacement: note('place'),
    endTurn: note('endTurn'),
    focusArea: note('area'),
    ...patch,
  };
  return { context, calls };
}
const press = (key: string, ctrl = false) => ({ key, ctrlKey: ctrl, metaKey: false });

describe('the keyboard: one table handles the keys and writes the sheet (? lists every key, H, B and P included)', () => {
  it('H, B and P ask for a hint, the bot’s turn and a pause, in either case', () => {
    const { context, calls } = recording();
    for (const key of ['h', 'B', 'p']) expect(handleKey(press(key), context)).toBe(true);
    expect(calls).toEqual(['hint', 'autoplay', 'pause']);
  });

  it('T skips to the person\'s turn while others play, and is listed on the sheet ("Skip to my turn")', () => {
    const waiting = recording({ humanToAct: false, pending: null });
    expect(handleKey(press('t'), waiting.context)).toBe(true);
    expect(handleKey(press('T'), waiting.context)).toBe(true);
    expect(waiting.calls).toEqual(['skipToMyTurn', 'skipToMyTurn']);
    const deciding = recording();
    expect(handleKey(press('t'), deciding.context)).toBe(false);
    expect(deciding.calls).toEqual([]);
    expect(KEY_BINDINGS.find((binding) => binding.id === 'skipToMyTurn')?.what).toBe('cheatSheet.skipToMyTurn');
  });

  it('the sheet writes each binding from the keys it matches (Ctrl+Z with U, H for hint)', () => {
    const t = (key: string): string =>
      (({ 'keys.ctrl': 'Ctrl', 'keys.escape': 'Esc' }) as Record<string, string>)[key] ?? key;
    const text = (id: string): string =>
      keysText(KEY_BINDINGS.find((b) => b.id === id) as (typeof KEY_BINDINGS)[number], t);
    expect(text('undo')).toBe('U Ctrl+Z');
    expect(text('hint')).toBe('H');
    expect(text('escape')).toBe('Esc');
    expect(handleKey(press('z', true), recording().context)).toBe(true);
  });

  it('D picks up the dice in the order given (left to right on the screen), then the next one, wrapping', () => {
    const first = recording({ takeableDice: [7, 3, 5] });
    handleKey(press('d'), first.context);
    expect(first.calls).toEqual(['selectDie [7]']);
    const holding = recording({ takeableDice: [7, 3, 5], selection: { kind: 'die', die: 5, value: 2 } });
    handleKey(press('d'), holding.context);
    expect(holding.calls).toEqual(['selectDie [7]']);
  });

  it('keys that do not apply now are left to the page (E with no end of turn allowed, a letter bound to nothing)', () => {
    const { context, calls } = recording({
      pending: {
        seat: 0,
        kind: 'turn',
        prompt: '',
        options: [],
        canEndTurn: false,
      } as unknown as KeyContext['pending'],
    });
    expect(handleKey(press('e'), context)).toBe(false);
    expect(handleKey(press('q'), context)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('every listed key works in the prompts it names', () => {
  const buildSmall = {
    seat: 0,
    kind: 'buildSmall',
    prompt: '',
    options: [{ type: 'build', stack: 'S1', cells: [3], orientation: 0 }, { type: 'decline' }],
    canEndTurn: false,
  } as unknown as KeyContext['pending'];
  const legal = [
    { type: 'build', stack: 'S1', cells: [3] },
    { type: 'build', stack: 'S2', cells: [4] },
    { type: 'decline' },
  ] as unknown as KeyContext['legal'];

  it('in "Build small": 1–3 take up the tile of stack S1–S3, S declines, U undoes', () => {
    const { context, calls } = recording({ pending: buildSmall, legal });
    for (const key of ['2', 's', 'u']) expect(handleKey(press(key), context), key).toBe(true);
    expect(calls).toEqual(['place ["S2"]', 'send [{"type":"decline"}]', 'undo']);
  });

  it('D, E and W while a tile is being placed put the tile down and do what they say', () => {
    const tile: Selection = { kind: 'placing', source: 'S1', orientation: 0, anchor: 3 };
    const turn = {
      seat: 0,
      kind: 'turn',
      prompt: '',
      options: [],
      canEndTurn: true,
    } as unknown as KeyContext['pending'];
    const { context, calls } = recording({
      pending: turn,
      selection: tile,
      takeableDice: [4],
      legal: [{ type: 'placeWorker', cell: 1 }] as unknown as KeyContext['legal'],
    });
    for (const key of ['d', 'e', 'w']) expect(handleKey(press(key), context), key).toBe(true);
    expect(calls).toEqual(['selectDie [4]', 'endTurn', 'select [{"kind":"worker"}]']);
  });

  it('the digits answer a prompt of choices (a draft pick, an order or a technology) by their place in the list', () => {
    const draft = {
      seat: 0,
      kind: 'draftPick',
      prompt: '',
      options: [
        { type: 'draftPick', index: 0 },
        { type: 'draftPick', index: 1 },
      ],
      canEndTurn: false,
    } as unknown as KeyContext['pending'];
    const { context, calls } = recording({ pending: draft });
    expect(handleKey(press('2'), context)).toBe(true);
    expect(handleKey(press('3'), context)).toBe(false);
    expect(calls).toEqual(['send [{"type":"draftPick","index":1}]']);
  });

  it('[ and ] move the focus to the previous and the next area of the table, in any prompt and between turns', () => {
    const { context, calls } = recording({ humanToAct: false, pending: null });
    for (const key of [']', '[']) expect(handleKey(press(key), context), key).toBe(true);
    expect(calls).toEqual(['area [1]', 'area [-1]']);
  });
});

describe('ending a turn and handing it to a bot take their own key', () => {
  it('Enter never ends the turn: with nothing picked up it is left to the focused control', () => {
    const { context, calls } = recording();
    expect(handleKey(press('Enter'), context)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('E ends the turn: a key of its own, never an Enter on a control the focus was left on', () => {
    const { context, calls } = recording();
    expect(handleKey(press('e'), context)).toBe(true);
    expect(calls).toEqual(['endTurn']);
  });
});
