import { describe, expect, it } from 'vitest';
import { legalActions, replay, type Action, type GameSetup } from '../../../engine/index';
import { applyLanguage, LANGUAGES, loadLanguage } from '../i18n';
import { createRecordStorage, saveOf } from './recordStorage';
import { memoryTextStore } from './textStore';
import { withSlotNamesFolded } from './slotNames';

const duel: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human', colour: 0 },
    { name: 'Bjørn', kind: 'bot', bot: 'easy', colour: 1 },
  ],
  seed: 'slot-names',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

function gameAt(count: number) {
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) actions.push(legalActions(replay(duel, actions))[0] as Action);
  return saveOf(
    { setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) },
    '2026-01-01T10:00:00.000Z',
    'autosave',
  );
}

describe('browser slot names, compared as the desktop compares them', () => {
  it('refuses a new slot named like an existing one in other capitals, in words, and keeps writing the existing one', async () => {
    await Promise.all(LANGUAGES.map(loadLanguage));
    const store = memoryTextStore();
    const storage = withSlotNamesFolded(createRecordStorage(store));
    expect((await storage.saveGame('Fjord', gameAt(2))).ok).toBe(true);
    expect((await storage.saveGame('Ærø', gameAt(2))).ok).toBe(true);
    expect(await storage.saveGame('fjord', gameAt(3))).toEqual({
      ok: false,
      message:
        'The game was not saved: another saved game already has the name “fjord”, written with other capital letters.',
    });
    await applyLanguage('de');
    try {
      expect(await storage.saveGame('ærø', gameAt(3))).toEqual({
        ok: false,
        message:
          'Die Partie wurde nicht gespeichert: Ein anderer Spielstand hat schon den Namen „ærø“, nur mit anderer Groß- und Kleinschreibung.',
      });
    } finally {
      await applyLanguage('en');
    }
    expect((await storage.saveGame('Fjord', gameAt(4))).ok).toBe(true);
    const listed = await storage.listGames();
    expect(listed.ok && listed.value.map((game) => [game.slot, game.actionCount]).sort()).toEqual([
      ['Fjord', 4],
      ['Ærø', 2],
    ]);
    expect((await store.keys()).filter((key) => key.startsWith('game:')).sort()).toEqual(['game:Fjord', 'game:Ærø']);
  });
});
