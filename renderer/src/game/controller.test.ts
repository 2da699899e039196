import { describe, expect, it, vi } from 'vitest';
import { explainDecision, type BotLevel } from '../../../engine/bots/index';
import { createGame, legalActions, replay, type Action, type GameSetup } from './engine';
import { OPENING_DEAL_BATCH, SessionController, type ControllerSnapshot } from './controller';
import type { BotThinker } from './botWorker';
import { ghostCells, matchPlacement, mirror, rotate } from './placement';
import { createRecordStorage, memoryTextStore, saveOf } from '../platform/recordStorage';
import { data } from './engine';
import type { BotSpeed } from './pace';

const solo: GameSetup = { seats: [{ name: 'Astrid', kind: 'human', colour: 2 }], seed: 'unit', edition: 1, villageSide: 'common', variant: 'basic' };

/** Bots answering on this thread (unit tests have no Web Worker), with the chart's real bot code. */
const inThreadBots: BotThinker = {
  think: async (question) => explainDecision(question.view, question.seat, question.level as BotLevel, question.seed),
  dispose: () => undefined,
};

function controllerFor(setup: GameSetup, options: { actions?: readonly Action[]; saved?: number[]; botSpeed?: BotSpeed; animated?: boolean } = {}): SessionController {
  return new SessionController({
    setup,
    ...(options.actions ? { actions: options.actions } : {}),
    bots: inThreadBots,
    botSpeed: () => options.botSpeed ?? 'instant',
    animationsOff: () => options.animated !== true,
    autosave: async (request) => { options.saved?.push(request.actions.length); },
  });
}

/** Resolves once the snapshot satisfies `done` (the chart moves on in microtasks and promise callbacks). */
function until(controller: SessionController, done: (snapshot: ControllerSnapshot) => boolean): Promise<ControllerSnapshot> {
  return new Promise((resolve) => {
    const check = (): void => {
      const snapshot = controller.getSnapshot();
      if (!done(snapshot)) return;
      unsubscribe();
      resolve(snapshot);
    };
    const unsubscribe = controller.subscribe(check);
    check();
  });
}

const waitingFor = (actionCount: number) => (s: ControllerSnapshot): boolean => s.humanToAct && s.state.actionCount === actionCount && s.playing === null;

describe('SessionController (the session statechart behind the table)', () => {
  it('undo steps back within the turn (context.undoStates), never before the turn began', async () => {
    const controller = controllerFor(solo);
    const act = async (): Promise<ControllerSnapshot> => {
      const before = controller.getSnapshot();
      controller.send(before.pending!.options[0]!);
      return until(controller, waitingFor(before.state.actionCount + 1));
    };
    await until(controller, waitingFor(0));
    await act(); // pick a starting set
    const turnStart = await act(); // place the starting tile: the turn starts, nothing to undo yet
    expect(turnStart.undoAvailable).toBe(false);
    const inTurn = await act(); // a main action inside the turn
    expect(inTurn.undoAvailable).toBe(true);
    controller.undo();
    const undone = await until(controller, (s) => s.state.actionCount === turnStart.state.actionCount);
    expect(undone.state).toEqual(turnStart.state);
    expect(undone.undoAvailable).toBe(false);
    controller.dispose();
  });

  it('a refused action leaves the game as it was and says why (lastError)', async () => {
    const controller = controllerFor(solo);
    await until(controller, waitingFor(0));
    const before = controller.getSnapshot().state;
    controller.send({ type: 'placeWorker', cell: 99 });
    const refused = await until(controller, (s) => s.lastError !== null);
    expect(refused.state).toBe(before);
    expect(refused.lastError).toMatch(/./);
    controller.dispose();
  });

  it('rebuilds a game from its action log, autosaves every committed action and lets bots (here on this thread) play', async () => {
    const saved: number[] = [];
    const duel: GameSetup = { ...solo, seats: [{ name: 'Astrid', kind: 'human', colour: 2 }, { name: 'Bot', kind: 'bot', bot: 'easy', colour: 0 }] };
    const controller = controllerFor(duel, { saved });
    for (let step = 0; step < 6; step++) {
      const now = await until(controller, (s) => s.humanToAct && s.playing === null);
      controller.send(now.pending!.options[0] ?? now.legal[0]!);
      await until(controller, (s) => s.state.actionCount > now.state.actionCount);
    }
    await controller.flush();
    const { actions } = controller.record();
    expect(actions.length).toBeGreaterThan(6);
    expect(saved.at(-1)).toBe(actions.length);
    const again = controllerFor(duel, { actions });
    expect(again.getSnapshot().state).toEqual(replay(duel, actions));
    controller.dispose();
    again.dispose();
  });

  it('autosaves a committed action while the table is still animating it, so a reload or a closed window then keeps it', async () => {
    const saved: number[] = [];
    const controller = controllerFor(solo, { saved, animated: true });
    // A table that plays every batch until it is told to stop: nothing is reported played on its own.
    controller.connectTable({ skip: () => undefined });
    const first = await until(controller, waitingFor(0));
    controller.send(first.pending!.options[0]!);
    const animating = await until(controller, (s) => s.state.actionCount === 1 && s.playing !== null);
    expect(animating.playing?.events.length).toBeGreaterThan(0);
    await controller.flush();
    expect(controller.getSnapshot().playing).toBe(animating.playing);
    expect(saved.at(-1)).toBe(1);
    controller.animationPlayed(animating.playing!.id);
    await until(controller, waitingFor(1));
    controller.dispose();
  });

  it('hands the rest of a turn to the medium bot, which ends it', async () => {
    const controller = controllerFor(solo);
    for (let step = 0; step < 2; step++) {
      const now = await until(controller, (s) => s.humanToAct && s.playing === null);
      controller.send(now.pending!.options[0]!);
      await until(controller, (s) => s.state.actionCount > now.state.actionCount);
    }
    const turn = await until(controller, (s) => s.humanToAct && s.pending?.kind === 'turn');
    expect(await controller.suggest(new AbortController().signal)).not.toBeNull();
    controller.autoplayTurn();
    const after = await until(controller, (s) => !s.autoplaying && s.humanToAct && s.state.actionCount > turn.state.actionCount);
    expect(after.batches.some((batch) => batch.events.some((event) => event.type === 'TurnStarted' || event.type === 'RoundEnded'))).toBe(true);
    controller.dispose();
  });
});

describe('bot pace and "Skip to my turn" (issue 12)', () => {
  const fourSeats: GameSetup = {
    ...solo,
    seats: [{ name: 'Astrid', kind: 'human', colour: 2 }, ...[0, 1, 3].map((colour, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, bot: 'easy', colour }))],
  };

  it('bounds every batch of a bot\'s decision, and plays a person\'s own at the animation speed', async () => {
    const controller = controllerFor(fourSeats);
    for (let step = 0; step < 3; step++) {
      const now = await until(controller, (s) => s.humanToAct && s.playing === null);
      controller.send(now.pending!.options[0] ?? now.legal[0]!);
      await until(controller, (s) => s.state.actionCount > now.state.actionCount);
    }
    const grants = controller.pace.grants();
    expect(grants.filter((grant) => grant.kind === 'botAnimation').map((grant) => grant.seat).sort()).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(grants.filter((grant) => grant.kind === 'personAnimation').every((grant) => grant.seat === 0 && grant.ms === null)).toBe(true);
    for (const batch of controller.getSnapshot().batches.filter((b) => b.events.length > 0)) {
      const grant = grants.find((g) => g.batch === batch.id);
      expect(batch.maxMs).toBe(grant?.ms);
    }
    controller.dispose();
  });

  it('holds the game no longer than a bot batch\'s bound, even when the table never reports it played', async () => {
    const controller = controllerFor(fourSeats, { animated: true, botSpeed: 'fast' });
    let skipped = 0;
    controller.connectTable({ skip: () => { skipped++; } });
    const first = controller.getSnapshot();
    if (first.humanToAct) {
      controller.send(first.pending!.options[0]!);
      await until(controller, (s) => s.state.actionCount > first.state.actionCount);
    }
    // Every bot batch lasts at most its bound (fast: within a second a turn), so the person is asked again without the
    // table ever reporting a batch played; the table was told to jump each bounded batch to its end.
    await until(controller, (s) => s.awaitingInput);
    const bounded = controller.getSnapshot().batches.filter((batch) => batch.events.length > 0 && batch.maxMs !== null && batch.maxMs > 0);
    expect(bounded.length).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThanOrEqual(bounded.length);
    controller.dispose();
  });

  // The draft runs from the seat before the start player (RULES §2): with seat 2 to start, bot seat 1 picks first.
  const botDraftsFirst: GameSetup = { ...fourSeats, startPlayer: 2 };

  it('a new game\'s first bot waits for the opening deal\'s dice to land before it plays (issue 12: dice tumble at the opening deal)', async () => {
    // Logical time (fake timers), not the wall clock: the bot's pause at Normal is far shorter than what is waited.
    vi.useFakeTimers();
    try {
      const controller = controllerFor(botDraftsFirst, { animated: true, botSpeed: 'normal' });
      expect(controller.getSnapshot().botToAct, 'a bot drafts first').toBe(true);
      controller.connectTable({ skip: () => undefined });
      await vi.advanceTimersByTimeAsync(1000);
      expect(controller.getSnapshot().state.actionCount, 'the bot played while the opening dice still tumbled').toBe(0);
      const grants = controller.pace.grants();
      expect(grants[0]).toMatchObject({ kind: 'openingDeal', seat: controller.getSnapshot().pending?.seat });
      expect(grants[0]?.ms).toBeGreaterThan(0);
      // The table is told how long the opening may take, so that its tumble fits in it (diceTumble.ts).
      expect(controller.getSnapshot().openingDealMs).toBe(grants[0]?.ms);
      // The table reports the opening deal shown: the bot's pause begins, then it plays.
      controller.animationPlayed(OPENING_DEAL_BATCH);
      await vi.advanceTimersByTimeAsync(1000);
      expect(controller.getSnapshot().state.actionCount).toBeGreaterThan(0);
      controller.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('with animations off the opening deal holds no bot back', async () => {
    const controller = controllerFor(botDraftsFirst, { botSpeed: 'normal' });
    await until(controller, (s) => s.state.actionCount > 0);
    expect(controller.pace.grants()[0]).toMatchObject({ kind: 'openingDeal', ms: 0 });
    controller.dispose();
  });

  it('skips every bot animation and pause until the person must decide, and ends there', async () => {
    // Animations on and a table that never reports a batch played: without skipping, each batch would hold the game.
    const controller = controllerFor(fourSeats, { animated: true, botSpeed: 'slow' });
    controller.connectTable({ skip: () => undefined });
    const first = controller.getSnapshot();
    if (first.humanToAct) {
      controller.send(first.pending!.options[0]!);
      await until(controller, (s) => s.state.actionCount > first.state.actionCount);
    }
    controller.skipToMyTurn();
    expect(controller.getSnapshot().fastForwarding || controller.getSnapshot().humanToAct).toBe(true);
    const mine = await until(controller, (s) => s.awaitingInput);
    expect(mine.fastForwarding).toBe(false);
    // A bot may already be pausing when the skip is asked (that pause is cut short): count what is granted after it.
    const grants = controller.pace.grants();
    const skipped = grants.slice(grants.findIndex((grant) => grant.kind === 'skipToMyTurn') + 1);
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((grant) => grant.ms === 0)).toBe(true);
    controller.dispose();
  });
});

describe('tile placement geometry', () => {
  it('four turns and two mirrors come back to the start', () => {
    let orientation = 0;
    for (let i = 0; i < 4; i++) orientation = rotate(orientation);
    expect(orientation).toBe(0);
    expect(mirror(mirror(3))).toBe(3);
  });

  it('a ghost that matches a legal placement finds that action, a ghost off the grid has no cells', () => {
    const corner = data.TILES.find((tile) => tile.shape === 'corner')!;
    expect(ghostCells(corner, 0, 0)).toBeNull();
    const cells = ghostCells(corner, 14, 0)!;
    expect(cells).toEqual([13, 14, 20]);
    const action = { type: 'build' as const, stack: 'L2' as const, cells };
    expect(matchPlacement([action], cells, corner)).toBe(action);
    expect(matchPlacement([action], [...cells].reverse(), corner)).toBeNull();
  });
});

describe('record storage', () => {
  it('saves, lists and loads a game through the save format (replayed on load)', async () => {
    const storage = createRecordStorage(memoryTextStore());
    let state = createGame(solo);
    const first = legalActions(state)[0]!;
    state = replay(solo, [first]);
    const saved = await storage.saveGame('slot-a', saveOf({ setup: solo, actions: [first], botPlayed: [], practice: false, state }, undefined, 'autosave'));
    expect(saved.ok).toBe(true);
    const listed = await storage.listGames();
    expect(listed.ok && listed.value.map((game) => game.slot)).toEqual(['slot-a']);
    const loaded = await storage.loadGame('slot-a');
    expect(loaded.ok && loaded.value.save.snapshot).toEqual(state);
    expect(loaded.ok && loaded.value.save.setup.seats[0]?.colour).toBe(2);
    expect((await storage.loadGame('missing')).ok).toBe(false);
  });
});
