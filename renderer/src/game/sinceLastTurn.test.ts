import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/bots/index';
import { buildHistory } from '../../../engine/session';
import { createGame, pendingDecision, applyAction, type Action, type GameSetup } from './engine';
import { logLines } from './gameLog';
import { sinceLastTurn } from './sinceLastTurn';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
    { name: 'Sigrid', kind: 'bot', bot: 'easy' },
  ],
  seed: 'since-last-turn',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

/** The first `count` actions of a game the easy bot plays for every seat. */
function actions(count: number): Action[] {
  let state = createGame(setup);
  const out: Action[] = [];
  while (out.length < count) {
    const seat = pendingDecision(state)?.seat ?? 0;
    const action = chooseAction(state, seat, 'easy', `since-${out.length}`);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    out.push(action);
    state = result.state;
  }
  return out;
}

describe("since your last turn: what each other player did since this person's last decision", () => {
  const played = actions(40);
  const history = buildHistory(setup, played);
  const lines = logLines(history, ['Astrid', 'Bjørn', 'Sigrid'], 'en');

  it("lists, as the log writes them, exactly the other seats' decisions after the seat's last one", () => {
    const lastOwn = Math.max(...history.entries.filter((entry) => entry.seat === 0).map((entry) => entry.index));
    const { since, lines: shown } = sinceLastTurn(history, lines, 0);
    expect(since).toBe(lastOwn + 1);
    const decisions = history.entries.filter((entry) => entry.index > lastOwn).map((entry) => entry.index);
    expect([...new Set(shown.map((line) => line.action))]).toEqual(decisions);
    expect(shown.every((line) => line.seat !== 0)).toBe(true);
    expect(shown).toEqual(lines.filter((line) => line.action > lastOwn));
  });

  it('lists every decision taken so far for a seat that has not decided yet, and nothing just after its own', () => {
    const opening = buildHistory(setup, played.slice(0, 1));
    const openingLines = logLines(opening, ['Astrid', 'Bjørn', 'Sigrid'], 'en');
    const waiting = [0, 1, 2].find((seat) => seat !== opening.entries[0]!.seat)!;
    expect(openingLines.length).toBeGreaterThan(0);
    expect(sinceLastTurn(opening, openingLines, waiting)).toEqual({ since: 0, lines: openingLines });
    const last = history.entries.at(-1)!;
    expect(sinceLastTurn(history, lines, last.seat).lines).toEqual([]);
  });
});
