import type { Action, PendingDecision, StackId } from '../game/engine';
import { dieChoices, promptChoices, type Selection } from '../game/interaction';
import type { en } from '../i18n/en';

/**
 * The table's keyboard: one list of bindings that both handles a key press and writes the cheat sheet (?), so the
 * sheet lists every key the table answers to, and only those.
 */

/** What a binding may read and do: the game screen provides it for each key press. */
export interface KeyContext {
  readonly humanToAct: boolean;
  readonly pending: PendingDecision | null;
  readonly selection: Selection;
  readonly legal: readonly Action[];
  /** The dice that may be taken now, in their order on the screen (left to right). */
  readonly takeableDice: readonly number[];
  toggleSheet(): void;
  /** Esc: closes what is open, puts down what is picked up, else opens the in-game menu. */
  escape(): void;
  undo(): void;
  askHint(): void;
  autoplay(): void;
  togglePause(): void;
  toggleLog(): void;
  toggleSound(): void;
  skipAnimations(): void;
  skipToMyTurn(): void;
  select(selection: Selection): void;
  selectDie(die: number): void;
  send(action: Action): void;
  placeSelectedDie(): void;
  moveGhost(step: number): void;
  rotateGhost(): void;
  mirrorGhost(): void;
  confirmPlacement(): void;
  /** Takes up the top tile of a stack to place it (the ghost). */
  startPlacement(stack: StackId): void;
  /** Ends the turn, putting down whatever is picked up. */
  endTurn(): void;
  /** Moves the keyboard focus to the first spot of the next (1) or previous (−1) area of the table. */
  focusArea(step: 1 | -1): void;
}

/** A key as KeyboardEvent.key names it (letters in lower case, matched either case), with Ctrl (or ⌘) when `ctrl`. */
export type KeySpec = string | { readonly key: string; readonly ctrl: true };

export interface KeyBinding {
  readonly id: string;
  readonly keys: readonly KeySpec[];
  /** Catalog key of what the keys do, for the cheat sheet. */
  readonly what: `cheatSheet.${keyof typeof en.cheatSheet}`;
  /** Handles the press; false when the binding does not apply now (the next one may). Absent: the browser's own. */
  readonly run?: (context: KeyContext, key: string) => boolean;
}

const inTurn = (c: KeyContext): boolean => c.humanToAct && c.pending !== null;
const holdingDie = (c: KeyContext): c is KeyContext & { selection: Extract<Selection, { kind: 'die' }> } =>
  inTurn(c) && c.selection.kind === 'die';
const placing = (c: KeyContext): c is KeyContext & { selection: Extract<Selection, { kind: 'placing' }> } =>
  inTurn(c) && c.selection.kind === 'placing';
const DIGITS = ['1', '2', '3', '4', '5', '6'] as const;
/** A prompt lists up to nine choices (three or four orders, four tracks and Decline): each has its digit. */
const CHOICE_DIGITS = [...DIGITS, '7', '8', '9'] as const;
const GHOST_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -6, ArrowDown: 6 };
const VALUE_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  '+': 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  '-': -1,
};

/** In the order the cheat sheet lists them; a key pressed goes to the first binding that takes it. */
export const KEY_BINDINGS: readonly KeyBinding[] = [
  {
    id: 'sheet',
    keys: ['?'],
    what: 'cheatSheet.sheet',
    run: (c) => {
      c.toggleSheet();
      return true;
    },
  },
  { id: 'focus', keys: ['Tab'], what: 'cheatSheet.focus' },
  {
    id: 'escape',
    keys: ['Escape'],
    what: 'cheatSheet.escape',
    run: (c) => {
      c.escape();
      return true;
    },
  },
  {
    id: 'ghost',
    keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'r', 'f'],
    what: 'cheatSheet.tile',
    run: (c, key) => {
      if (!placing(c)) return false;
      if (key === 'r') c.rotateGhost();
      else if (key === 'f') c.mirrorGhost();
      else c.moveGhost(GHOST_STEPS[key] ?? 0);
      return true;
    },
  },
  {
    id: 'value',
    keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '-', '+', ...DIGITS],
    what: 'cheatSheet.value',
    run: (c, key) => {
      if (!holdingDie(c)) return false;
      const value = DIGITS.includes(key as (typeof DIGITS)[number])
        ? Number(key)
        : c.selection.value + (VALUE_STEPS[key] ?? 0);
      c.select({ ...c.selection, value: Math.min(6, Math.max(1, value)) });
      return true;
    },
  },
  {
    id: 'choice',
    keys: CHOICE_DIGITS,
    what: 'cheatSheet.choice',
    run: (c, key) => {
      if (!inTurn(c) || c.selection.kind !== 'idle') return false;
      const place = Number(key);
      if (c.pending?.kind === 'buildSmall') {
        const stack = `S${place}` as StackId;
        if (!c.legal.some((a) => a.type === 'build' && a.stack === stack)) return false;
        c.startPlacement(stack);
        return true;
      }
      // The chain's prompt lists no choices: Continue and Stop have their own keys.
      const choice = c.pending?.kind === 'chain' ? undefined : promptChoices(c.pending)[place - 1];
      if (!choice) return false;
      c.send(choice);
      return true;
    },
  },
  {
    id: 'confirm',
    keys: ['Enter'],
    what: 'cheatSheet.confirm',
    run: (c) => {
      if (placing(c)) c.confirmPlacement();
      else if (holdingDie(c)) c.placeSelectedDie();
      else if (inTurn(c) && c.pending?.kind === 'chain' && c.legal.some((a) => a.type === 'continueChain'))
        c.send({ type: 'continueChain' });
      else return false;
      return true;
    },
  },
  {
    id: 'aside',
    keys: ['a'],
    what: 'cheatSheet.aside',
    run: (c) => {
      if (!holdingDie(c) || !dieChoices(c.legal, c.selection.die).aside) return false;
      c.send({ type: 'takeDie', die: c.selection.die, use: 'aside' });
      return true;
    },
  },
  {
    id: 'die',
    keys: ['d'],
    what: 'cheatSheet.die',
    run: (c) => {
      // A tile being placed is put down for the die: the player changed their mind.
      if (!inTurn(c) || c.takeableDice.length === 0) return false;
      const held = c.selection.kind === 'die' ? c.takeableDice.indexOf(c.selection.die) : -1;
      c.selectDie(c.takeableDice[(held + 1) % c.takeableDice.length] as number);
      return true;
    },
  },
  {
    id: 'chain',
    keys: ['c', 's'],
    what: 'cheatSheet.chain',
    run: (c, key) => {
      if (!inTurn(c) || c.selection.kind !== 'idle') return false;
      if (key === 's' && c.pending?.kind !== 'chain' && c.legal.some((a) => a.type === 'decline')) {
        c.send({ type: 'decline' });
        return true;
      }
      if (c.pending?.kind !== 'chain') return false;
      if (key === 's') c.send({ type: 'stopChain' });
      else if (c.legal.some((a) => a.type === 'continueChain')) c.send({ type: 'continueChain' });
      return true;
    },
  },
  {
    id: 'worker',
    keys: ['w'],
    what: 'cheatSheet.worker',
    run: (c) => {
      if (!inTurn(c) || !c.legal.some((a) => a.type === 'placeWorker')) return false;
      c.select({ kind: 'worker' });
      return true;
    },
  },
  {
    id: 'endTurn',
    keys: ['e'],
    what: 'cheatSheet.endTurn',
    run: (c) => {
      if (!inTurn(c) || !c.pending?.canEndTurn) return false;
      c.endTurn();
      return true;
    },
  },
  {
    id: 'area',
    keys: [']', '['],
    what: 'cheatSheet.area',
    run: (c, key) => {
      c.focusArea(key === '[' ? -1 : 1);
      return true;
    },
  },
  {
    id: 'undo',
    keys: ['u', { key: 'z', ctrl: true }],
    what: 'cheatSheet.undo',
    run: (c) => {
      c.undo();
      return true;
    },
  },
  {
    id: 'hint',
    keys: ['h'],
    what: 'cheatSheet.hint',
    run: (c) => {
      c.askHint();
      return true;
    },
  },
  {
    id: 'autoplay',
    keys: ['b'],
    what: 'cheatSheet.autoplay',
    run: (c) => {
      c.autoplay();
      return true;
    },
  },
  {
    id: 'pause',
    keys: ['p'],
    what: 'cheatSheet.pause',
    run: (c) => {
      c.togglePause();
      return true;
    },
  },
  {
    id: 'log',
    keys: ['l'],
    what: 'cheatSheet.log',
    run: (c) => {
      c.toggleLog();
      return true;
    },
  },
  {
    id: 'sound',
    keys: ['m'],
    what: 'cheatSheet.sound',
    run: (c) => {
      c.toggleSound();
      return true;
    },
  },
  {
    id: 'skip',
    keys: [' '],
    what: 'cheatSheet.skip',
    run: (c) => {
      c.skipAnimations();
      return true;
    },
  },
  {
    id: 'skipToMyTurn',
    keys: ['t'],
    what: 'cheatSheet.skipToMyTurn',
    run: (c) => {
      if (c.humanToAct) return false;
      c.skipToMyTurn();
      return true;
    },
  },
];

const specKey = (spec: KeySpec): string => (typeof spec === 'string' ? spec : spec.key);
const specCtrl = (spec: KeySpec): boolean => typeof spec !== 'string';

/** The bindings a key press matches, in table order (single letters either case; Ctrl/⌘ only where bound with it). */
export function bindingsFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
): { binding: KeyBinding; key: string }[] {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const ctrl = event.ctrlKey || event.metaKey;
  return KEY_BINDINGS.flatMap((binding) =>
    binding.keys.some((spec) => specKey(spec) === key && specCtrl(spec) === ctrl) ? [{ binding, key }] : [],
  );
}

/** Runs the first binding that takes the press; true when one did (the page should then not act on the key itself). */
export function handleKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>, context: KeyContext): boolean {
  for (const { binding, key } of bindingsFor(event)) if (binding.run?.(context, key)) return true;
  return false;
}

/** The catalog words for keys that are not a printable character. */
type KeyName = `keys.${keyof typeof en.keys}`;
const NAMED_KEYS: Readonly<Record<string, KeyName>> = {
  Escape: 'keys.escape',
  Enter: 'keys.enter',
  ' ': 'keys.space',
  Tab: 'keys.tab',
};
const ARROWS: Readonly<Record<string, string>> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' };

/** A binding's keys as the cheat sheet writes them, from the very keys it matches. */
export function keysText(binding: KeyBinding, t: (key: KeyName) => string): string {
  return binding.keys
    .map((spec) => {
      const key = specKey(spec);
      const named = NAMED_KEYS[key];
      const name = named ? t(named) : (ARROWS[key] ?? (key === '-' ? '−' : key.toUpperCase()));
      return specCtrl(spec) ? `${t('keys.ctrl')}+${name}` : name;
    })
    .join(' ');
}
