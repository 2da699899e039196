/**
 * Which key presses the table's shortcuts may take, from where the keyboard focus is: a focused control keeps the keys
 * it answers to itself (Space and Enter press a button, a text field takes every key), as on any accessible web page.
 */

/** Inputs that are controls pressed or toggled, not typed into. */
const PRESSED_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image']);
/** Roles whose element handles Space and Enter itself. */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'combobox',
  'treeitem',
]);
/** Roles (and the range input) that move their own value or choice with the arrows. */
const ARROW_ROLES = new Set([
  'slider',
  'spinbutton',
  'tab',
  'radio',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
  'combobox',
]);
const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
/** The table's own spots (the game screen's hit layer carries the mark) are the table: there Enter confirms what is being
 * placed, the focused spot having moved the ghost onto itself, and Space skips, as with the focus on the page. */
export const TABLE_KEYS_ATTRIBUTE = 'data-table-keys';

function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLInputElement) return !PRESSED_INPUTS.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

function roleOf(element: Element): string {
  return (element.getAttribute('role') ?? '').trim().split(/\s+/)[0] ?? '';
}

function isControl(element: Element): boolean {
  if (['button', 'input', 'summary'].includes(element.localName)) return true;
  if (element.localName === 'a' && element.hasAttribute('href')) return true;
  return CONTROL_ROLES.has(roleOf(element));
}

/** Whether the table's shortcut for `key` (KeyboardEvent.key) may act on a press aimed at `target` (the event's target). */
export function shortcutApplies(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return true;
  if (isTextEntry(target)) return false;
  if (target.closest(`[${TABLE_KEYS_ATTRIBUTE}]`) !== null) return true;
  if (!isControl(target)) return true;
  if (key === ' ' || key === 'Enter') return false;
  const movesWithArrows =
    ARROW_ROLES.has(roleOf(target)) || (target instanceof HTMLInputElement && target.type === 'range');
  return !(movesWithArrows && ARROW_KEYS.has(key));
}
