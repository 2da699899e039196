// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { shortcutApplies, TABLE_KEYS_ATTRIBUTE } from './keyRouting';

/** An element built from markup and put in the page, as the key press would find it. */
function element(html: string, pick = ':scope > *'): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const found = host.querySelector(pick);
  if (!found) throw new Error(`no ${pick} in ${html}`);
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the table’s shortcuts leave a focused control its own keys (Space on a button must not skip animations)', () => {
  it('on the page itself every shortcut applies', () => {
    for (const key of [' ', 'Enter', 'd', 'ArrowLeft', 'Escape']) {
      expect(shortcutApplies(document.body, key), key).toBe(true);
      expect(shortcutApplies(null, key), key).toBe(true);
      expect(shortcutApplies(element('<p>text</p>'), key), key).toBe(true);
    }
  });

  it('a focused button, link or role=button keeps Space and Enter; the letters stay the table’s', () => {
    for (const html of [
      '<button>Stop</button>',
      '<a href="#x">More</a>',
      '<div role="button" tabindex="0">Spot</div>',
      '<input type="checkbox">',
      '<summary>Open</summary>',
    ]) {
      const control = element(html);
      expect(shortcutApplies(control, ' '), `Space on ${html}`).toBe(false);
      expect(shortcutApplies(control, 'Enter'), `Enter on ${html}`).toBe(false);
      expect(shortcutApplies(control, 'h'), `H on ${html}`).toBe(true);
      expect(shortcutApplies(control, 'Escape'), `Escape on ${html}`).toBe(true);
    }
  });

  it('a button inside a panel (the since-your-last-turn panel) keeps Space and Enter without a mark of its own', () => {
    const button = element('<aside><button>Hide</button></aside>', 'button');
    expect(shortcutApplies(button, 'Enter')).toBe(false);
    expect(shortcutApplies(button, ' ')).toBe(false);
  });

  it('a slider or tab keeps the arrows too; a plain button leaves them to the table (the ghost tile, the die value)', () => {
    for (const html of [
      '<div role="slider" tabindex="0"></div>',
      '<input type="range">',
      '<div role="tab" tabindex="0"></div>',
    ]) {
      expect(shortcutApplies(element(html), 'ArrowRight'), html).toBe(false);
      expect(shortcutApplies(element(html), 'r'), html).toBe(true);
    }
    expect(shortcutApplies(element('<button>+</button>'), 'ArrowRight')).toBe(true);
  });

  it('a text field (a save name) takes every key: no letter, Space or Enter shortcut fires while typing', () => {
    for (const html of [
      '<input type="text">',
      '<input>',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"></div>',
    ]) {
      for (const key of ['d', 'h', 'b', 'p', 'w', '?', ' ', 'Enter'])
        expect(shortcutApplies(element(html), key), `${key} in ${html}`).toBe(false);
    }
  });

  it('the table’s own spots are the table: Enter and Space keep their table meaning there', () => {
    const spot = element(`<div ${TABLE_KEYS_ATTRIBUTE}><button>cell</button></div>`, 'button');
    for (const key of [' ', 'Enter', 'ArrowLeft', 'd']) expect(shortcutApplies(spot, key), key).toBe(true);
  });
});
