import { basename } from 'node:path';
import { z } from 'zod';
import { describeIssues, SAVE_LIMITS } from '../engine/save';
import { isAppUrl } from './appProtocol';
import { readFileCapped, writeFileAtomic } from '../files/atomicFile';
import {
  NETWORK_HOST_CHANNELS,
  profileSchema,
  settingsSchema,
  STORAGE_CHANNELS,
  type BridgeResult,
  type BridgeWriteResult,
  type IpcProblem,
  type IpcProblemCode,
  type NetworkHostChannel,
  type NetworkHostResult,
  type StorageChannel,
} from '../engine/formats';
import type { NetworkHost } from './networkHost';
import { SMALL_DOCUMENT_LIMITS } from './profileAndSettings';
import { storeProblem, type SaveStore } from './saveStore';
import { slotNameSchema } from './slotName';

/** The part of Electron's `IpcMainInvokeEvent` the handlers read: which frame sent the message. */
export interface IpcSenderEvent {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** Native file dialogs, supplied by the Electron glue (and by fakes in tests). Null means the player cancelled. */
export interface FileDialogs {
  chooseExportPath(suggestedFileName: string): Promise<string | null>;
  chooseImportPath(): Promise<string | null>;
}

/** Every channel the page invokes: the storage's and the network host's. */
export type IpcChannel = StorageChannel | NetworkHostChannel;

/** What a channel answers: a value or a problem, never a rejection. */
type IpcAnswer = BridgeResult<unknown> | BridgeWriteResult<unknown> | NetworkHostResult<unknown>;

export type IpcHandler = (event: IpcSenderEvent, payload: unknown) => Promise<IpcAnswer>;

export interface IpcHandlerDependencies<Setup, Action, State> {
  readonly store: SaveStore<Setup, Action, State>;
  readonly dialogs: FileDialogs;
  /** The game server the app runs for the local network. */
  readonly networkHost: NetworkHost;
  /** Where unexpected failures are reported (the main process log). */
  readonly logError: (message: string, error: unknown) => void;
}

/** Room for everything but a save's text in any request. */
const SMALL_PAYLOAD_BYTES = 64 * 1024;
/** A profile with a full history of finished games is larger than other small requests: as large as its file may be. */
const PROFILE_PAYLOAD_BYTES = SMALL_DOCUMENT_LIMITS.maxBytes;
const EXPORT_FILE_SUFFIX = '.saltfjord.json';

function ipcProblem(code: IpcProblemCode, message: string): { ok: false; error: IpcProblem } {
  return { ok: false, error: { code, message, backupAvailable: false } };
}

/**
 * Only the app's own top-level page may use storage: not a subframe, not a page the window was somehow navigated to.
 */
export function isTrustedSender(event: IpcSenderEvent): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/**
 * Whether a payload, written as JSON, would stay within `maxBytes` (approximately: strings count their UTF-16 length).
 * It walks the value without recursion and stops as soon as the budget is spent, so neither a huge array nor a
 * cyclic structure (which structured cloning allows) makes it do unbounded work.
 */
export function payloadFitsWithin(payload: unknown, maxBytes: number): boolean {
  let budget = maxBytes;
  const pending: unknown[] = [payload];
  while (pending.length > 0 && budget >= 0) budget = spendOn(pending.pop(), budget, pending);
  return budget >= 0;
}

/** The budget left once `item` is counted; its elements or properties go on `pending` while some budget is left. */
function spendOn(item: unknown, budget: number, pending: unknown[]): number {
  if (typeof item === 'string') return budget - (item.length + 2);
  if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) return budget - item.byteLength;
  if (Array.isArray(item)) return spendOnElements(item, budget - 2, pending);
  if (typeof item === 'object' && item !== null) return spendOnProperties(item, budget - 2, pending);
  return budget - 8;
}

function spendOnElements(items: readonly unknown[], budget: number, pending: unknown[]): number {
  let left = budget;
  for (let index = 0; index < items.length && left >= 0; index += 1) {
    left -= 1;
    pending.push(items[index]);
  }
  return left;
}

function spendOnProperties(item: object, budget: number, pending: unknown[]): number {
  let left = budget;
  for (const key in item) {
    if (left < 0) break;
    if (!Object.hasOwn(item, key)) continue;
    left -= key.length + 4;
    pending.push((item as Record<string, unknown>)[key]);
  }
  return left;
}

/** One channel's payload rules and work, before the checks every request gets are wrapped around it. */
type Route = (channel: IpcChannel, logError: (message: string, error: unknown) => void) => IpcHandler;

/** A route: sender check, size cap, payload schema, and no error ever thrown back across the bridge. */
function route<Payload extends z.ZodType>(
  maxBytes: number,
  payloadSchema: Payload,
  run: (payload: z.output<Payload>) => Promise<IpcAnswer>,
): Route {
  return (channel, logError) => async (event, payload) => {
    if (!isTrustedSender(event)) {
      return ipcProblem('forbidden-sender', `Refused ${channel}: the request did not come from the Saltfjord window.`);
    }
    if (!payloadFitsWithin(payload, maxBytes)) {
      return ipcProblem('payload-too-large', `Refused ${channel}: the request is larger than ${maxBytes} bytes.`);
    }
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return ipcProblem('invalid-payload', `Refused ${channel}: ${describeIssues(parsed.error)}`);
    return answerWithoutThrowing(channel, logError, () => run(parsed.data));
  };
}

/** A channel's work, an error it throws logged and answered as an `internal` problem. */
async function answerWithoutThrowing(
  channel: IpcChannel,
  logError: (message: string, error: unknown) => void,
  work: () => Promise<IpcAnswer>,
): Promise<IpcAnswer> {
  try {
    return await work();
  } catch (error) {
    logError(`${channel} failed`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return ipcProblem('internal', `${channel} failed unexpectedly (${reason}).`);
  }
}

const nothing = z.undefined();
const slotPayload = z.strictObject({ slot: slotNameSchema });

/** The handler of every channel the page invokes, ready for `ipcMain.handle`. */
export function createIpcHandlers<Setup, Action, State>(
  dependencies: IpcHandlerDependencies<Setup, Action, State>,
): Record<IpcChannel, IpcHandler> {
  const { store, dialogs, networkHost, logError } = dependencies;
  const routes: Record<IpcChannel, Route> = {
    [STORAGE_CHANNELS.listSaves]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.listSaves()),
    // The restored save itself stays here (its setup holds the seed): the page is told what the list shows of it.
    [STORAGE_CHANNELS.restoreSave]: route(SMALL_PAYLOAD_BYTES, slotPayload, async ({ slot }) => {
      const restored = await store.restoreSave(slot);
      if (!restored.ok) return restored;
      const listing = await store.describeSave(slot);
      return restored.warning === undefined
        ? { ok: true, value: listing }
        : { ok: true, value: listing, warning: restored.warning };
    }),
    [STORAGE_CHANNELS.deleteSave]: route(SMALL_PAYLOAD_BYTES, slotPayload, ({ slot }) => store.deleteSave(slot)),
    [STORAGE_CHANNELS.exportSave]: route(SMALL_PAYLOAD_BYTES, slotPayload, async ({ slot }) => {
      const exported = await store.exportSave(slot);
      if (!exported.ok) return exported;
      const path = await dialogs.chooseExportPath(`${slot}${EXPORT_FILE_SUFFIX}`);
      if (path === null) return { ok: true, value: null };
      await writeFileAtomic(path, exported.value, { backups: 0 });
      return { ok: true, value: { path } };
    }),
    [STORAGE_CHANNELS.importSave]: route(SMALL_PAYLOAD_BYTES, slotPayload, async ({ slot }) => {
      const path = await dialogs.chooseImportPath();
      if (path === null) return { ok: true, value: null };
      const read = await readFileCapped(path, SAVE_LIMITS.maxBytes);
      if (read.kind === 'missing') return storeProblem('missing', `${basename(path)} could not be found.`);
      if (read.kind === 'folder') return storeProblem('folder', `${basename(path)} is a folder, not a saved game.`);
      if (read.kind === 'too-large') {
        return storeProblem('too-large', `${basename(path)} is too large to be a Saltfjord save (${read.size} bytes).`);
      }
      return store.importSave(slot, read.bytes, basename(path));
    }),
    [STORAGE_CHANNELS.readProfile]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.readProfile()),
    [STORAGE_CHANNELS.readProfileBackup]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.readProfileBackup()),
    [STORAGE_CHANNELS.restoreProfile]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.restoreProfile()),
    [STORAGE_CHANNELS.writeProfile]: route(
      PROFILE_PAYLOAD_BYTES,
      z.strictObject({ profile: profileSchema }),
      ({ profile }) => store.writeProfile(profile),
    ),
    [STORAGE_CHANNELS.storeStatus]: route(SMALL_PAYLOAD_BYTES, nothing, async () => ({
      ok: true,
      value: store.status(),
    })),
    [STORAGE_CHANNELS.readSettings]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.readSettings()),
    [STORAGE_CHANNELS.readSettingsBackup]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.readSettingsBackup()),
    [STORAGE_CHANNELS.restoreSettings]: route(SMALL_PAYLOAD_BYTES, nothing, () => store.restoreSettings()),
    [STORAGE_CHANNELS.writeSettings]: route(
      SMALL_PAYLOAD_BYTES,
      z.strictObject({ settings: settingsSchema }),
      ({ settings }) => store.writeSettings(settings),
    ),
    [NETWORK_HOST_CHANNELS.start]: route(SMALL_PAYLOAD_BYTES, nothing, () => networkHost.start()),
    [NETWORK_HOST_CHANNELS.stop]: route(SMALL_PAYLOAD_BYTES, nothing, async () => ({
      ok: true,
      value: await networkHost.stop(),
    })),
    [NETWORK_HOST_CHANNELS.status]: route(SMALL_PAYLOAD_BYTES, nothing, async () => ({
      ok: true,
      value: networkHost.status(),
    })),
  };
  const channels: IpcChannel[] = [...Object.values(STORAGE_CHANNELS), ...Object.values(NETWORK_HOST_CHANNELS)];
  return Object.fromEntries(channels.map((name) => [name, routes[name](name, logError)])) as Record<
    IpcChannel,
    IpcHandler
  >;
}
