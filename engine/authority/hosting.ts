import { applyAction, ENGINE_VERSION, type Action, type GameSetup, type GameState } from '../index.js';
import { engineSaveCodec, makeSave, type SaveCodec, type SaveEnvelope } from '../save/index.js';
import { buildHistory, historyRecorder, type GameHistory, type SaveRequest } from '../session/index.js';
import { GameAuthority } from './authority.js';
import type { BotThinker } from './options.js';
import { forkHistory } from './fork.js';
import type { HostReply, LoadFacts, OpenProblem, OpenRequest } from './openRequest.js';
import type { AuthorityMessage } from './protocol.js';
import { previewView } from './tableView.js';

/**
 * A game's host: what opens a game for a client and keeps its authority — a page's worker in the browser, the main
 * process on the desktop, later a server room. It reads the save itself, so that the seed and the face-down stacks
 * stay with it, and writes every change; the client gets only the protocol's views.
 */

export type GameSave = SaveEnvelope<GameSetup, Action, GameState>;

/** What a host needs of its storage: one game read (replayed with the codec given) and written. */
export interface HostStorage {
  loadGame(slot: string, replayWith: SaveCodec<GameSetup, Action, GameState>): Promise<HostLoad>;
  saveGame(slot: string, save: GameSave): Promise<HostWrite>;
  /** The sealed position of a save whose seal matched (engine/save/seal.ts), shown before its replay; null: none. */
  previewGame?(slot: string): Promise<HostPreview | null>;
  /**
   * Makes `writer` the only session whose saves of `slot` land (a browser's tabs share one storage): the session it took
   * the game from can no longer write it, not even a save on its way. Taken before the game is read.
   */
  leaseGame?(
    slot: string,
    writer: string,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }>;
}

/** A sealed save's envelope and stored position: the position is the one its writer's authority reached. */
export interface HostPreview {
  readonly setup: GameSetup;
  readonly position: GameState;
  readonly createdAt: string;
  readonly practice: boolean;
  readonly revision: number;
  readonly botPlayed: readonly number[];
}

export type HostLoad =
  | {
      readonly ok: true;
      readonly save: GameSave;
      readonly notices: readonly string[];
      readonly facts: LoadFacts | null;
    }
  | { readonly ok: false; readonly problem: OpenProblem; readonly restorable: boolean };

/** A write's outcome; `message` says why it failed (a code where the client words it), `warning` that it may not last. */
export type HostWrite =
  | { readonly ok: true; readonly warning?: string | null }
  | { readonly ok: false; readonly message: string };

export interface HostDependencies {
  readonly storage: HostStorage;
  readonly bots: BotThinker;
  readonly send: (message: HostReply | AuthorityMessage) => void;
  /** A new random id (a game's, a writer's). */
  readonly newId: () => string;
  /** What a saved game's one replay applies each action with: the engine's (a benchmark counts the calls). */
  readonly apply?: typeof applyAction;
}

interface OpenedGame {
  readonly setup: GameSetup;
  readonly history: GameHistory | null;
  readonly revision: number | undefined;
  readonly lineage: { readonly gameId: string; readonly takenFrom: string | null };
  readonly createdAt: string;
  readonly practice: boolean;
  readonly notices: readonly string[];
  readonly facts: LoadFacts | null;
}

type Opening =
  | { readonly ok: true; readonly game: OpenedGame }
  | { readonly ok: false; readonly problem: OpenProblem; readonly restorable: boolean };

function freshGame(setup: GameSetup, history: GameHistory | null, practice: boolean, newId: () => string): OpenedGame {
  return {
    setup,
    history,
    revision: undefined,
    lineage: { gameId: newId(), takenFrom: null },
    createdAt: new Date().toISOString(),
    practice,
    notices: [],
    facts: null,
  };
}

/** Reads the game asked for; a saved game is replayed once, and that replay is its history. */
async function readGame(
  request: OpenRequest,
  { storage, newId, apply = applyAction }: HostDependencies,
): Promise<Opening> {
  const { game } = request;
  if (game.kind === 'new') return { ok: true, game: freshGame(game.setup, null, game.practice, newId) };
  if (game.kind === 'unsaved')
    return { ok: true, game: freshGame(game.setup, buildHistory(game.setup, game.actions), true, newId) };
  const recorder = historyRecorder(engineSaveCodec, apply);
  const loaded = await storage.loadGame(game.kind === 'fork' ? game.from : game.slot, recorder.codec);
  if (!loaded.ok) return loaded;
  const { save } = loaded;
  const replayed = recorder.history(save.botPlayed) ?? buildHistory(save.setup, save.actions, save.botPlayed);
  const history = save.undoFloor === undefined ? replayed : { ...replayed, undoFloor: save.undoFloor };
  if (game.kind === 'fork') {
    const forked = forkHistory(history, game.at, game.seats);
    if (!forked) return { ok: false, problem: { kind: 'play-on-refused' }, restorable: false };
    return { ok: true, game: freshGame(forked.setup, forked, forked.setup.seats.length === 1, newId) };
  }
  const lineage = { gameId: save.gameId, takenFrom: save.writer };
  return {
    ok: true,
    game: {
      setup: save.setup,
      history,
      revision: save.revision,
      lineage,
      createdAt: save.createdAt,
      practice: save.practice,
      notices: loaded.notices,
      facts: loaded.facts,
    },
  };
}

/** The authority's writer: every change saved under the game's slot, as this session's write (engine/save/lineage.ts). */
function persister(
  dependencies: HostDependencies,
  slot: string,
  game: OpenedGame,
  writer: string,
): (request: SaveRequest) => Promise<void> {
  return async ({ setup, revision, actions, botPlayed, state, undoFloor }) => {
    const lineage = { gameId: game.lineage.gameId, revision, writer, takenFrom: game.lineage.takenFrom };
    const kept = {
      setup,
      actions,
      botPlayed,
      practice: game.practice,
      state,
      ...(undoFloor === undefined ? {} : { undoFloor }),
    };
    const save = makeSave({
      engineVersion: ENGINE_VERSION,
      kind: 'autosave',
      ...kept,
      createdAt: game.createdAt,
      lineage,
      now: new Date(),
    });
    const result = await dependencies.storage.saveGame(slot, save);
    if (!result.ok) throw new Error(result.message);
    if (result.warning !== undefined) dependencies.send({ type: 'warning', message: result.warning });
  };
}

/** The slot a game is written to: none for a game saved nowhere. */
function slotOf(request: OpenRequest): string | null {
  const { game } = request;
  return game.kind === 'unsaved' ? null : game.slot;
}

/**
 * Shows a saved game's sealed position at once — opened, and a view that answers nothing yet — so that the table is
 * there before the log's replay; true when it did.
 */
async function showPreview(request: OpenRequest, dependencies: HostDependencies): Promise<boolean> {
  const { game } = request;
  if ((game.kind !== 'load' && game.kind !== 'review') || !dependencies.storage.previewGame) return false;
  const preview = await dependencies.storage.previewGame(game.slot);
  if (!preview) return false;
  dependencies.send({
    type: 'opened',
    slot: game.slot,
    createdAt: preview.createdAt,
    practice: preview.practice,
    notices: [],
    facts: null,
  });
  dependencies.send({
    type: 'table',
    table: previewView(preview.setup, preview.position, preview.revision, preview.botPlayed),
  });
  return true;
}

/**
 * Opens the game a client asked for and starts its authority, whose messages go to `send`; null when it cannot be
 * opened (the client was told why). A sealed save is shown first (`showPreview`); its replay then starts the authority,
 * or says why it cannot.
 */
export async function openHostedGame(
  request: OpenRequest,
  dependencies: HostDependencies,
): Promise<GameAuthority | null> {
  const slot = slotOf(request);
  const review = request.game.kind === 'review';
  const writer = dependencies.newId();
  const leased =
    slot !== null && request.writable && !review ? await dependencies.storage.leaseGame?.(slot, writer) : undefined;
  const previewed = leased?.ok === false ? false : await showPreview(request, dependencies);
  const opening =
    leased?.ok === false
      ? ({ ok: false, problem: { kind: 'worded', message: leased.message }, restorable: false } as const)
      : await readGame(request, dependencies);
  if (!opening.ok) {
    dependencies.bots.dispose();
    dependencies.send({ type: 'openFailed', problem: opening.problem, restorable: opening.restorable });
    return null;
  }
  const { game } = opening;
  if (!previewed)
    dependencies.send({
      type: 'opened',
      slot,
      createdAt: game.createdAt,
      practice: game.practice,
      notices: game.notices,
      facts: game.facts,
    });
  else if (game.notices.length > 0 || game.facts !== null)
    dependencies.send({ type: 'notices', notices: game.notices, facts: game.facts });
  const authority = new GameAuthority({
    setup: game.setup,
    ...(game.history ? { history: game.history } : {}),
    ...(game.revision === undefined ? {} : { revision: game.revision }),
    bots: dependencies.bots,
    persist: slot === null ? () => Promise.resolve() : persister(dependencies, slot, game, writer),
    send: dependencies.send,
    // A game looked at again is not played: nothing of it is written, and the table sends it no move.
    writable: request.writable && !review,
    pace: request.pace,
  });
  if (review) authority.receive({ type: 'pause' });
  return authority;
}
