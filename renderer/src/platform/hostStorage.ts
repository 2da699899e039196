import type { HostStorage } from '../../../engine/authority/index';
import type { BrowserGameStorage } from './recordStorage';

/** The browser storage as a game's host uses it (engine/authority/hosting.ts): its problems already in the player's words. */
export function browserHostStorage(
  storage: Pick<BrowserGameStorage, 'loadGame' | 'saveGame' | 'previewGame' | 'leaseGame'>,
): HostStorage {
  return {
    async loadGame(slot, replayWith) {
      const loaded = await storage.loadGame(slot, replayWith);
      if (!loaded.ok)
        return {
          ok: false,
          problem: { kind: 'worded', message: loaded.message },
          restorable: loaded.restorable ?? false,
        };
      return { ok: true, save: loaded.value.save, notices: loaded.value.notices, facts: null };
    },
    async saveGame(slot, save) {
      const saved = await storage.saveGame(slot, save);
      if (!saved.ok) return { ok: false, message: saved.message };
      return saved.warning === undefined ? { ok: true } : { ok: true, warning: saved.warning };
    },
    previewGame: (slot) => storage.previewGame(slot),
    async leaseGame(slot, writer) {
      const leased = await storage.leaseGame(slot, writer);
      return leased.ok ? { ok: true } : { ok: false, message: leased.message };
    },
  };
}
