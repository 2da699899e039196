import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSave, serializeSave } from '../engine/save';
import { playTally, tallyCodec, type TallyAction, type TallySetup, type TallyState } from '../engine/testing';
import { DEFAULT_SETTINGS, NETWORK_HOST_CHANNELS, NEW_PROFILE, STORAGE_CHANNELS } from '../engine/formats';
import { createIpcHandlers, payloadFitsWithin, type FileDialogs, type IpcChannel, type IpcSenderEvent } from './ipc';
import { fakeNetworkHost } from './testing/fakeNetworkHost';
import { openSaveStore, type SaveStore } from './saveStore';
import { largestProfile } from '../engine/testing';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';

const appPage: IpcSenderEvent = { senderFrame: { url: 'app://saltfjord/index.html', parent: null } };
const setup: TallySetup = { players: 2, limit: 1000 };

function saveText(moves: number): string {
  const { actions, state } = playTally(setup, moves);
  const now = new Date('2025-01-01T00:00:00Z');
  return serializeSave(
    makeSave({ engineVersion: tallyCodec.engineVersion, kind: 'manual', setup, actions, state, now }),
  );
}

const noDialogs: FileDialogs = {
  chooseExportPath: () => Promise.reject(new Error('no dialog expected')),
  chooseImportPath: () => Promise.reject(new Error('no dialog expected')),
};

async function setUp(dialogs: FileDialogs = noDialogs) {
  const userDataDir = await tempDirForTest();
  const store = await openSaveStore({ userDataDir, codec: tallyCodec });
  const logged: string[] = [];
  const networkHost = fakeNetworkHost();
  const handlers = createIpcHandlers({
    store,
    dialogs,
    networkHost: networkHost.host,
    logError: (message) => logged.push(message),
  });
  return { userDataDir, store, handlers, logged, networkHostAsked: networkHost.asked };
}

/** A well-formed payload for each channel, so that only the sender decides the outcome. */
const validPayloads: Record<IpcChannel, unknown> = {
  [STORAGE_CHANNELS.listSaves]: undefined,
  [STORAGE_CHANNELS.restoreSave]: { slot: 'g' },
  [STORAGE_CHANNELS.deleteSave]: { slot: 'g' },
  [STORAGE_CHANNELS.exportSave]: { slot: 'g' },
  [STORAGE_CHANNELS.importSave]: { slot: 'g' },
  [STORAGE_CHANNELS.readProfile]: undefined,
  [STORAGE_CHANNELS.readProfileBackup]: undefined,
  [STORAGE_CHANNELS.restoreProfile]: undefined,
  [STORAGE_CHANNELS.writeProfile]: { profile: NEW_PROFILE },
  [STORAGE_CHANNELS.readSettings]: undefined,
  [STORAGE_CHANNELS.readSettingsBackup]: undefined,
  [STORAGE_CHANNELS.restoreSettings]: undefined,
  [STORAGE_CHANNELS.writeSettings]: { settings: DEFAULT_SETTINGS },
  [STORAGE_CHANNELS.storeStatus]: undefined,
  [NETWORK_HOST_CHANNELS.start]: undefined,
  [NETWORK_HOST_CHANNELS.stop]: undefined,
  [NETWORK_HOST_CHANNELS.status]: undefined,
};
const channels: IpcChannel[] = [...Object.values(STORAGE_CHANNELS), ...Object.values(NETWORK_HOST_CHANNELS)];

/** Senders that are not the app's own top-level page. */
const foreignSenders: Array<[string, IpcSenderEvent]> = [
  ['a web page', { senderFrame: { url: 'https://evil.example/', parent: null } }],
  ['a local file', { senderFrame: { url: 'file:///home/me/index.html', parent: null } }],
  ['another app host', { senderFrame: { url: 'app://saltfjord.evil/index.html', parent: null } }],
  ['the dev server origin', { senderFrame: { url: 'http://localhost:5173/', parent: null } }],
  ['a blank page', { senderFrame: { url: 'about:blank', parent: null } }],
  ['a subframe of the app', { senderFrame: { url: 'app://saltfjord/frame.html', parent: {} } }],
  ['a destroyed frame', { senderFrame: null }],
  ['an unparsable URL', { senderFrame: { url: '::::', parent: null } }],
];

describe('IPC handlers, and who may use them', () => {
  it('exist for every channel: the storage’s and the network host’s', async () => {
    const { handlers } = await setUp();
    expect(Object.keys(handlers).sort()).toEqual([...channels].sort());
  });

  it('serve the app page', async () => {
    const { handlers, store } = await setUp();
    await store.writeSave('g', saveText(4));
    expect(await handlers[STORAGE_CHANNELS.listSaves](appPage, undefined)).toMatchObject({
      ok: true,
      value: [{ slot: 'g', actionCount: 4 }],
    });
    expect(await handlers[STORAGE_CHANNELS.writeSettings](appPage, { settings: DEFAULT_SETTINGS })).toEqual({
      ok: true,
      value: DEFAULT_SETTINGS,
    });
  });

  it('start, stop and tell the status of the network host for the app page', async () => {
    const { handlers, networkHostAsked } = await setUp();
    const running = {
      ok: true,
      value: {
        state: 'running',
        port: 2567,
        thisComputer: 'http://127.0.0.1:2567',
        network: ['http://192.168.1.20:2567'],
      },
    };
    expect(await handlers[NETWORK_HOST_CHANNELS.start](appPage, undefined)).toEqual(running);
    expect(await handlers[NETWORK_HOST_CHANNELS.status](appPage, undefined)).toEqual(running);
    expect(await handlers[NETWORK_HOST_CHANNELS.stop](appPage, undefined)).toEqual({
      ok: true,
      value: { state: 'stopped' },
    });
    expect(networkHostAsked).toEqual(['start', 'status', 'stop']);
  });

  it.each(foreignSenders)('refuse %s on every channel and touch nothing', async (_name, sender) => {
    const { handlers, userDataDir, networkHostAsked } = await setUp();
    for (const channel of channels) {
      const result = await handlers[channel](sender, validPayloads[channel]);
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'forbidden-sender',
          message: `Refused ${channel}: the request did not come from the Saltfjord window.`,
          backupAvailable: false,
        },
      });
    }
    expect(await listFilesUnder(userDataDir)).toEqual([]);
    expect(networkHostAsked).toEqual([]);
  });
});

describe('IPC handlers, and the payloads they take', () => {
  it.each([
    [
      'a slot that leaves the folder',
      STORAGE_CHANNELS.restoreSave,
      { slot: '../../etc/passwd' },
      /^Refused saves:restore: slot: /,
    ],
    ['a NUL in the slot', STORAGE_CHANNELS.deleteSave, { slot: 'a\0b' }, /slot: /],
    ['a slot that is not a string', STORAGE_CHANNELS.exportSave, { slot: 7 }, /slot: Invalid input/],
    ['an extra key', STORAGE_CHANNELS.deleteSave, { slot: 'g', path: '/etc' }, /Unrecognized key: "path"/],
    ['no payload where one is needed', STORAGE_CHANNELS.restoreSave, undefined, /expected object/],
    ['a payload where none is expected', STORAGE_CHANNELS.listSaves, { all: true }, /expected undefined/],
    ['a port to host on', NETWORK_HOST_CHANNELS.start, { port: 22 }, /expected undefined/],
    ['an address to listen on', NETWORK_HOST_CHANNELS.start, '0.0.0.0', /expected undefined/],
    ['a stop with a reason', NETWORK_HOST_CHANNELS.stop, { now: true }, /expected undefined/],
    [
      'an invalid profile',
      STORAGE_CHANNELS.writeProfile,
      { profile: { ...NEW_PROFILE, medals: 3 } },
      /profile\.medals: /,
    ],
    [
      'an unknown setting',
      STORAGE_CHANNELS.writeSettings,
      { settings: { ...DEFAULT_SETTINGS, theme: 'x' } },
      /settings: /,
    ],
  ])('refuse %s', async (_name, channel, payload, message) => {
    const { handlers, userDataDir, networkHostAsked } = await setUp();
    const result = await handlers[channel](appPage, payload);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(!result.ok && result.error.message).toMatch(message);
    expect(await listFilesUnder(userDataDir)).toEqual([]);
    expect(networkHostAsked).toEqual([]);
  });

  it('take the largest profile the schema accepts (a full history of finished games) from the page', async () => {
    const { handlers } = await setUp();
    const largest = largestProfile();
    expect(await handlers[STORAGE_CHANNELS.writeProfile](appPage, { profile: largest })).toMatchObject({ ok: true });
    expect(await handlers[STORAGE_CHANNELS.readProfile](appPage, undefined)).toEqual({ ok: true, value: largest });
  });

  it('refuse oversized payloads before validating them', async () => {
    const { handlers } = await setUp();
    const hugeText = 'x'.repeat(8 * 1024 * 1024 + 64 * 1024 + 1);
    const cyclic: Record<string, unknown> = { slot: 'g' };
    cyclic['self'] = cyclic;
    for (const [channel, payload] of [
      [STORAGE_CHANNELS.restoreSave, { slot: 'g', content: hugeText }],
      [STORAGE_CHANNELS.exportSave, { slot: 'g', padding: new Array(1_000_000).fill(0) }],
      [STORAGE_CHANNELS.deleteSave, cyclic],
      [STORAGE_CHANNELS.writeProfile, { profile: { blob: new Uint8Array(300_000) } }],
      [NETWORK_HOST_CHANNELS.start, cyclic],
    ] as const) {
      expect(await handlers[channel](appPage, payload)).toMatchObject({
        ok: false,
        error: { code: 'payload-too-large' },
      });
    }
  });
});

describe("IPC handlers, and the player's file dialogs", () => {
  it('export to the path the player chooses, or nowhere when they cancel', async () => {
    const exportDir = await tempDirForTest();
    const chosen: string[] = [];
    const answers = [join(exportDir, 'copy.json'), null];
    const { handlers, store } = await setUp({
      ...noDialogs,
      chooseExportPath: (suggested) => {
        chosen.push(suggested);
        return Promise.resolve(answers.shift() ?? null);
      },
    });
    await store.writeSave('g', saveText(3));
    expect(await handlers[STORAGE_CHANNELS.exportSave](appPage, { slot: 'g' })).toEqual({
      ok: true,
      value: { path: join(exportDir, 'copy.json') },
    });
    expect(JSON.parse(await readFile(join(exportDir, 'copy.json'), 'utf8'))).toEqual(JSON.parse(saveText(3)));
    expect(await handlers[STORAGE_CHANNELS.exportSave](appPage, { slot: 'g' })).toEqual({ ok: true, value: null });
    expect(chosen).toEqual(['g.saltfjord.json', 'g.saltfjord.json']);
  });

  it('import the file the player chooses, refusing a damaged one by its name', async () => {
    const importDir = await tempDirForTest();
    await writeFile(join(importDir, 'good.json'), saveText(5));
    await writeFile(join(importDir, 'bad.json'), saveText(5).slice(0, -10));
    const answers = [join(importDir, 'good.json'), join(importDir, 'bad.json'), join(importDir, 'gone.json'), null];
    const { handlers } = await setUp({
      ...noDialogs,
      chooseImportPath: () => Promise.resolve(answers.shift() ?? null),
    });
    const importInto = () => handlers[STORAGE_CHANNELS.importSave](appPage, { slot: 'imported' });
    expect(await importInto()).toMatchObject({ ok: true, value: { slot: 'imported', actionCount: 5 } });
    const damaged = await importInto();
    expect(damaged).toMatchObject({ ok: false, error: { code: 'not-json' } });
    expect(!damaged.ok && damaged.error.message).toMatch(/^bad\.json is damaged/);
    expect(await importInto()).toMatchObject({
      ok: false,
      error: { code: 'missing', message: 'gone.json could not be found.' },
    });
    expect(await importInto()).toEqual({ ok: true, value: null });
  });

  it('refuse to import a folder, saying it is a folder, and change nothing', async () => {
    const importDir = await tempDirForTest();
    const folder = join(importDir, 'My saves');
    await mkdir(folder);
    const { handlers, userDataDir, logged, store } = await setUp({
      ...noDialogs,
      chooseImportPath: () => Promise.resolve(folder),
    });
    await store.writeSave('imported', saveText(3));
    const before = await listFilesUnder(userDataDir);
    const refused = await handlers[STORAGE_CHANNELS.importSave](appPage, { slot: 'imported' });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'folder', message: 'My saves is a folder, not a saved game.', backupAvailable: false },
    });
    expect(logged).toEqual([]);
    expect(await listFilesUnder(userDataDir)).toEqual(before);
    expect(await store.loadSave('imported')).toMatchObject({
      ok: true,
      value: { save: { actions: playTally(setup, 3).actions } },
    });
  });
});

describe('IPC handlers, when the store fails', () => {
  it('turn an unexpected failure into an answer and log it', async () => {
    const userDataDir = await tempDirForTest();
    const store = await openSaveStore({ userDataDir, codec: tallyCodec });
    const broken: SaveStore<TallySetup, TallyAction, TallyState> = {
      ...store,
      listSaves: () => Promise.reject(new Error('EIO')),
    };
    const logged: string[] = [];
    const handlers = createIpcHandlers({
      store: broken,
      dialogs: noDialogs,
      networkHost: fakeNetworkHost().host,
      logError: (message) => logged.push(message),
    });
    expect(await handlers[STORAGE_CHANNELS.listSaves](appPage, undefined)).toEqual({
      ok: false,
      error: { code: 'internal', message: 'saves:list failed unexpectedly (EIO).', backupAvailable: false },
    });
    expect(logged).toEqual(['saves:list failed']);
  });
});

describe('payloadFitsWithin', () => {
  it('measures roughly what the payload takes as JSON', () => {
    expect(payloadFitsWithin({ slot: 'abc' }, 20)).toBe(true);
    expect(payloadFitsWithin({ slot: 'x'.repeat(20) }, 20)).toBe(false);
    expect(payloadFitsWithin(undefined, 8)).toBe(true);
    expect(payloadFitsWithin([1, 2, 3], 10)).toBe(false);
  });

  it('stops early on sparse arrays of absurd length', () => {
    const sparse: unknown[] = [];
    sparse.length = 2 ** 31;
    expect(payloadFitsWithin(sparse, 1000)).toBe(false);
  });
});
