import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, applyLanguage, i18n, loadLanguage } from '../../i18n';
import {
  applyAction,
  createGame,
  legalActions,
  pendingDecision,
  ruleError,
  REFUSAL_CODES,
  type GameState,
  type Prompt,
} from '../engine';
import { promptText, refusalText } from './engineWords';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/**
 * The engine answers with codes and parameters; the table words them. Every code the rules and the session can
 * return (the engine's list REFUSAL_CODES, with the `context` variants of each) and every prompt a game asks has its
 * text in every language, with its parameters filled in.
 */

/** Each refusal code the engine can return (its own list, which ruleError is typed by), with its `context` variants. */
function refusalKeys(): string[] {
  return Object.entries(REFUSAL_CODES).flatMap(([code, contexts]) =>
    contexts.length === 0 ? [code] : contexts.map((context) => `${code}_${context}`),
  );
}

/** The prompts of one game of varied (not random, but spread) legal moves played to its end. */
function promptsOfAGame(seed: string): Prompt[] {
  let state: GameState = createGame({
    seats: [
      { name: 'A', kind: 'human' },
      { name: 'B', kind: 'human' },
    ],
    seed,
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  });
  const seen: Prompt[] = [];
  for (let step = 0; step < 2000 && state.phase !== 'over'; step++) {
    const pending = pendingDecision(state);
    if (pending) seen.push(pending.prompt);
    const legal = legalActions(state);
    const action = legal[(step * 7919) % legal.length];
    if (!action) break;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return seen;
}

describe('the engine’s prompts and refusals, in words', () => {
  afterAll(() => applyLanguage('en'));
  const keys = refusalKeys();

  it("takes the codes from the engine's list", () => {
    expect(keys).toContain('wrong-moment_first');
    expect(keys).toContain('order-unaffordable');
    expect(keys.length).toBeGreaterThan(50);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every refusal code the rules return has its text`, async () => {
      await applyLanguage(language);
      expect(
        keys.filter((key) => !i18n.exists(`engine.refusal.${key}`) && !i18n.exists(`engine.refusal.${key}_other`)),
      ).toEqual([]);
    });

    it(`${language}: every prompt of a game has its text, none left as a key`, async () => {
      await applyLanguage(language);
      const prompts = promptsOfAGame('prompts-1');
      expect(new Set(prompts.map((prompt) => prompt.code)).size, 'kinds of prompt met').toBeGreaterThan(5);
      expect(prompts.map(promptText).filter((text) => text === '' || /engine\.|\{\{/.test(text))).toEqual([]);
    });
  }

  it('fills in the parameters: resources and tracks by name, fish counted, the pending decision by what it asks', async () => {
    await applyLanguage('en');
    expect(refusalText(ruleError('order-unaffordable', '', { resource: 'plank', need: 2, have: 1 }))).toBe(
      'This order needs 2 planks; you have 1 plank.',
    );
    expect(refusalText(ruleError('wrong-moment', '', { context: 'first', pending: 'boatFull' }))).toBe(
      'That is not possible now: first throw a fishing token overboard.',
    );
    await applyLanguage('de');
    expect(refusalText(ruleError('die-adjust-fish', '', { from: 2, to: 5, cost: 3, have: 1 }))).toBe(
      'Diesen Würfel von 2 auf 5 zu drehen kostet 3 Fisch; du hast 1 Fisch.',
    );
    expect(refusalText(ruleError('tech-at-top', '', { track: 'seafaring' }))).toBe(
      'Du bist schon an der Spitze der Leiste Seefahrt.',
    );
    await applyLanguage('pt');
    expect(refusalText(ruleError('sell-missing', '', { resource: 'wool' }))).toBe('Você não tem lã para vender.');
    expect(refusalText(ruleError('die-limit-orange', '', { count: 2 }))).toBe(
      'Você já pegou 2 dados laranja nesta rodada.',
    );
    expect(refusalText({ code: 'a-code-from-a-newer-engine', params: {} })).toBe('Isso não é possível agora.');
  });

  it("a bot's illegal action says, in words, why the engine refused it: no code reaches the screen", async () => {
    const refused = ruleError('die-nothing-to-activate', '', { context: 'row', index: 3 });
    const botIllegal = ruleError('bot-illegal', '', { ...refused.params, refusal: refused.code });
    for (const language of LANGUAGES) {
      await applyLanguage(language);
      const text = refusalText(botIllegal);
      expect(text, language).toContain(refusalText(refused));
      expect(text, language).not.toMatch(/die-nothing|\{\{|engine\./);
    }
  });
});
