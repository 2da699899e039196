import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  ENGINE_VERSION,
  HIDDEN,
  legalActions,
  replay,
  type Action,
  type GameSetup,
} from '../index.js';
import { loadSave, makeSave, readSeal, sealText, serializeSave, engineSaveCodec } from '../save/index.js';
import { openHostedGame, type HostStorage } from './hosting.js';
import type { HostReply } from './openRequest.js';
import type { AuthorityMessage } from './protocol.js';
import { sealedPreview } from './sealedPreview.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  seed: 'sealed-seed',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

function firstActions(count: number): Action[] {
  const actions: Action[] = [];
  let state = createGame(setup);
  for (let index = 0; index < count; index++) {
    const action = legalActions(state)[0] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error('the first legal action was refused');
    actions.push(action);
    state = result.state;
  }
  return actions;
}

function sealedSaveText(actions: readonly Action[], engineVersion = ENGINE_VERSION): string {
  const text = serializeSave(
    makeSave({
      engineVersion,
      kind: 'autosave',
      setup,
      actions,
      state: replay(setup, actions),
      now: new Date('2026-01-01T00:00:00Z'),
    }),
  );
  return sealText(text, sha256(text));
}

describe("a save's seal: the stored position shown before the replay", () => {
  it('previews a sealed save as written, and nothing once a byte of it changed, it has no seal or another engine wrote it', async () => {
    const text = sealedSaveText(firstActions(12));
    const preview = await sealedPreview(text, 'sealed', sha256);
    expect(preview?.position).toEqual(replay(setup, firstActions(12)));
    expect(preview?.setup).toEqual(setup);
    const changed = text.replace('"Astrid"', '"Astrix"');
    expect(await sealedPreview(changed, 'sealed', sha256)).toBeNull();
    expect(await sealedPreview(readSeal(text)?.body ?? '', 'sealed', sha256)).toBeNull();
    expect(await sealedPreview(sealedSaveText(firstActions(3), '0.0.1'), 'sealed', sha256)).toBeNull();
  });

  it('keeps a sealed save loadable whole: the seal is read past and not written again by whoever re-serializes it', () => {
    const loaded = loadSave(sealedSaveText(firstActions(5)), 'sealed', engineSaveCodec);
    expect(loaded.ok && loaded.value.save.actions).toEqual(firstActions(5));
    expect(loaded.ok && serializeSave(loaded.value.save)).not.toContain('"seal"');
  });
});

describe("a save's seal: the host's preview, replaced by the authority", () => {
  it('is shown first by the host, then replaced by the authority; a sealed log the engine refuses stops the game, saying so', async () => {
    const messages: Array<HostReply | AuthorityMessage> = [];
    const storage = (text: string): HostStorage => ({
      loadGame: async (slot, replayWith) => {
        const loaded = loadSave(text, slot, replayWith);
        return loaded.ok
          ? { ok: true, save: loaded.value.save, notices: [], facts: null }
          : { ok: false, problem: { kind: 'worded', message: loaded.error.code }, restorable: false };
      },
      saveGame: async () => ({ ok: true }),
      previewGame: (slot) => sealedPreview(text, slot, sha256),
    });
    const open = (text: string) =>
      openHostedGame(
        {
          type: 'open',
          language: 'en',
          pace: { botSpeed: 'instant', animationsOff: true },
          writable: false,
          game: { kind: 'load', slot: 'sealed' },
        },
        {
          storage: storage(text),
          bots: { think: () => new Promise(() => undefined), dispose: () => undefined },
          newId: () => 'id',
          send: (message) => messages.push(message),
        },
      );
    const authority = await open(sealedSaveText(firstActions(12)));
    expect(messages.slice(0, 2).map((message) => message.type)).toEqual(['opened', 'table']);
    const [preview, answering] = messages.filter((message) => message.type === 'table');
    expect(
      preview?.type === 'table' && [
        preview.table.awaitingInput,
        preview.table.state.actionCount,
        preview.table.state.setup.seed,
      ],
    ).toEqual([false, 12, HIDDEN]);
    expect(answering?.type === 'table' && answering.table.awaitingInput).toBe(true);
    authority?.dispose();

    messages.length = 0;
    const actions = firstActions(12);
    const illegal = [...actions.slice(0, 11), actions[0] as Action];
    const crafted = serializeSave(
      makeSave({
        engineVersion: ENGINE_VERSION,
        kind: 'autosave',
        setup,
        actions: illegal,
        state: replay(setup, actions),
        now: new Date(),
      }),
    );
    expect(await open(sealText(crafted, sha256(crafted)))).toBeNull();
    expect(messages.map((message) => message.type)).toEqual(['opened', 'table', 'openFailed']);
  });
});
