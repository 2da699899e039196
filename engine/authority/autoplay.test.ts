import { describe, expect, it } from 'vitest';
import { chooseAction, isBotLevel } from '../bots/index.js';
import type { GameSetup } from '../index.js';
import { GameAuthority } from './authority.js';
import type { BotThinker } from './options.js';
import type { TableView } from './protocol.js';

/** Bots answering in this thread, from the view they are given (as the worker's bots do). */
const localBots: BotThinker = {
  think: async ({ view, seat, level, seed }) => {
    if (!isBotLevel(level)) throw new Error(`no bot ${level}`);
    return {
      action: chooseAction(view, seat, level, seed),
      explanation: { basis: 'only', horizon: 'move', gains: [], achieved: [], prospects: [], rival: null },
    };
  },
  dispose: () => undefined,
};

const hotSeat: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  seed: 'hot-seat-autoplay',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

/** The first view that `done` accepts, or a failure saying where the game stood when none came. */
function viewWhere(
  views: TableView[],
  done: (view: TableView) => boolean,
  listen: (resolve: () => void) => void,
): Promise<TableView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `no such view; last: ${JSON.stringify(views.at(-1)?.pending?.seat)} autoplaying ${views.at(-1)?.autoplaying}`,
          ),
        ),
      5000,
    );
    listen(() => {
      const found = views.find(done);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
  });
}

describe('"Bot plays my turn" in a game of two people at one screen', () => {
  it('plays only the asking person’s decisions: it hands the next person their own decision, not a bot’s', async () => {
    const views: TableView[] = [];
    let notify = (): void => undefined;
    const authority = new GameAuthority({
      setup: hotSeat,
      bots: localBots,
      persist: async () => undefined,
      pace: { botSpeed: 'instant', animationsOff: true },
      send: (message) => {
        if (message.type === 'table') {
          views.push(message.table);
          notify();
        }
      },
    });
    const listen = (resolve: () => void): void => {
      notify = resolve;
      resolve();
    };
    const first = await viewWhere(views, (view) => view.awaitingInput && view.pending?.seat === 0, listen);
    expect(first.pending?.kind).toBe('draftPick');
    authority.receive({ type: 'autoplay' });
    const handedOver = await viewWhere(views, (view) => view.pending?.seat === 1 && view.awaitingInput, listen);
    expect(handedOver.autoplaying).toBe(false);
    expect(handedOver.humanToAct).toBe(true);
    expect(handedOver.state.actionCount).toBe(first.state.actionCount + 1);
    authority.dispose();
  });
});
