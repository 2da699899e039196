import { sameSlotName } from '../../../engine/formats/index';
import type { GameRecordStorage } from './storage';
import { writeProblemText } from './storageWords';

/**
 * The browser storage with slot names compared as the desktop store compares them (engine/formats/slotNames.ts): a
 * new slot whose name is an existing slot's in other capitals is refused in words, as it is on the desktop, so that a
 * game moved between the two never finds its name taken by another. A slot written once here, or found in its own
 * spelling, is not looked up again: the check costs one listing per new slot, not one per autosave.
 */
export function withSlotNamesFolded<S extends GameRecordStorage>(storage: S): S {
  const checked = new Set<string>();
  return {
    ...storage,
    async saveGame(slot, save) {
      if (!checked.has(slot)) {
        const listed = await storage.listGames();
        const slots = listed.ok ? listed.value.map((game) => game.slot) : [];
        if (!slots.includes(slot) && slots.some((other) => sameSlotName(other, slot))) {
          return { ok: false, message: writeProblemText({ record: 'game', slot }, 'name-taken') };
        }
      }
      const saved = await storage.saveGame(slot, save);
      if (saved.ok) checked.add(slot);
      return saved;
    },
    async deleteGame(slot) {
      checked.delete(slot);
      return storage.deleteGame(slot);
    },
  };
}
