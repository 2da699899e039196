import { describe, expect, it } from 'vitest';
import type { Selection } from '../game/interaction';
import { KEY_BINDINGS, handleKey, keysText, type KeyContext } from './keyBindings';

/** A context that records what the bindings asked for. */
function recording(patch: Partial<KeyContext> = {}): { context: KeyContext; calls: string[] } {
  const calls: string[] = [];
  const note = (name: string) => (...args: unknown[]): void => { calls.push(args.length ? `${name} ${JSON.stringify(args)}` : name); };
  const context: KeyContext = {
    humanToAct: true, pending: { seat: 0, kind: 'turn', prompt: '', options: [], canEndTurn: true } as unknown as KeyContext['pending'],
    selection: { kind: 'idle' } as Selection, legal: [], takeableDice: [],
    toggleSheet: note('sheet'), escape: note('escape'), undo: note('undo'), askHint: note('hint'), autoplay: note('autoplay'),
    togglePause: note('pause'), toggleLog: note('log'), toggleSound: note('sound'), skipAnimations: note('skip'), skipToMyTurn: note('skipToMyTurn'),
    select: note('select'), selectDie: note('selectDie'), send: note('send'), placeSelectedDie: note('place'),
    moveGhost: note('move'), rotateGhost: note('rotate'), mirrorGhost: note('mirror'), confirmPlacement: note('confirm'),
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
    const t = (key: string): string => ({ 'keys.ctrl': 'Ctrl', 'keys.escape': 'Esc' } as Record<string, string>)[key] ?? key;
    const text = (id: string): string => keysText(KEY_BINDINGS.find((b) => b.id === id) as (typeof KEY_BINDINGS)[number], t);
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
    const { context, calls } = recording({ pending: { seat: 0, kind: 'turn', prompt: '', options: [], canEndTurn: false } as unknown as KeyContext['pending'] });
    expect(handleKey(press('e'), context)).toBe(false);
    expect(handleKey(press('q'), context)).toBe(false);
    expect(calls).toEqual([]);
  });
});
