import { describe, expect, it } from 'vitest';
import { MAX_SLOT_NAME_LENGTH, sameSlotName, slotNameSchema } from './slotName';

describe('slot names', () => {
  it.each([
    'autosave',
    'Game 1',
    'my_game-2',
    'Ålesund vinter',
    'ゲーム',
    'a',
    'x'.repeat(MAX_SLOT_NAME_LENGTH),
    'console',
    'com10',
  ])('accept %j', (name) => {
    expect(slotNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['..', 'parent folder'],
    ['.', 'current folder'],
    ['../escape', 'parent path'],
    ['a/b', 'slash'],
    ['a\\b', 'backslash'],
    ['a\0b', 'NUL'],
    ['C:evil', 'drive colon'],
    ['.hidden', 'leading dot'],
    ['game.json', 'dot'],
    [' game', 'leading space'],
    ['game ', 'trailing space, which Windows drops'],
    ['-rf', 'leading hyphen'],
    ['x'.repeat(MAX_SLOT_NAME_LENGTH + 1), 'too long'],
    ['ᄀ'.repeat(MAX_SLOT_NAME_LENGTH), 'too many bytes'],
    ['CON', 'Windows device'],
    ['nul', 'Windows device, lower case'],
    ['Lpt1', 'Windows printer port'],
    ['COM¹', 'Windows port with superscript digit'],
    ['e\u0301t\u00e9', 'not NFC'],
    ['a\u202Eb', 'bidirectional override'],
    ['a\nb', 'newline'],
    ['a*b', 'wildcard'],
  ])('refuse %j (%s)', (name) => {
    expect(slotNameSchema.safeParse(name).success).toBe(false);
  });

  it('refuse values that are not strings', () => {
    for (const value of [null, undefined, 7, ['a'], { name: 'a' }])
      expect(slotNameSchema.safeParse(value).success).toBe(false);
  });
});

describe('slot names compared as the file systems of macOS and Windows compare them', () => {
  it.each([
    ['Fjord', 'fjord'],
    ['Ærø', 'ærø'],
    ['ÆRØ', 'ærø'],
    ['ΟΔΟΣ', 'οδος'],
    ['οδοσ', 'οδος'],
    ['Straße', 'STRASSE'],
    ['Ålesund', 'a\u030alesund'],
  ])('%j is the same slot as %j', (left, right) => {
    expect(sameSlotName(left, right)).toBe(true);
  });

  it.each([
    ['Fjord', 'Fjorden'],
    ['aero', 'ærø'],
    ['game 1', 'game-1'],
  ])('%j is another slot than %j', (left, right) => {
    expect(sameSlotName(left, right)).toBe(false);
  });
});
