import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, applyLanguage, i18n } from '../../i18n';
import { applyAction, createGame, legalActions, pendingDecision, ruleError, type GameState, type Prompt } from '../engine';
import { promptText, refusalText } from './engineWords';

/**
 * The engine answers with codes and parameters; the table words them. Every code the rules code can return (read
 * from its calls of ruleError, with the `context` variants each call names) and every prompt a game asks has its
 * text in every language, with its parameters filled in.
 */

const ENGINE = join(import.meta.dirname, '..', '..', '..', '..', 'engine');

/** Each `ruleError('code', …, { context: … })` call of the engine's rules and session: its code and context variants. */
function refusalKeys(): string[] {
  const keys = new Set<string>();
  for (const dir of ['rules', 'session']) {
    for (const file of readdirSync(join(ENGINE, dir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      for (const line of readFileSync(join(ENGINE, dir, file), 'utf8').split('\n')) {
        const call = /ruleError\('([a-z-]+)'/.exec(line);
        if (!call) continue;
        // A context is a literal or a choice of literals (`a === 'x' ? 'one' : 'other'`: the compared value is no variant).
        const choice = /context: ([^,}]*)/.exec(line)?.[1]?.replace(/[!=]==\s*'\w+'/g, '') ?? '';
        const contexts = [...choice.matchAll(/'(\w+)'/g)].map((match) => match[1]);
        if (contexts.length === 0) keys.add(call[1] as string);
        for (const context of contexts) keys.add(`${call[1]}_${context}`);
      }
    }
  }
  return [...keys];
}

/** The prompts of one game of varied (not random, but spread) legal moves played to its end. */
function promptsOfAGame(seed: string): Prompt[] {
  let state: GameState = createGame({ seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], seed, villageSide: 'common', variant: 'basic' });
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

  it('finds the codes the rules return (the scan itself)', () => {
    expect(keys).toContain('wrong-moment_first');
    expect(keys).toContain('order-unaffordable');
    expect(keys.length).toBeGreaterThan(50);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every refusal code the rules return has its text`, () => {
      applyLanguage(language);
      expect(keys.filter((key) => !i18n.exists(`engine.refusal.${key}`) && !i18n.exists(`engine.refusal.${key}_other`))).toEqual([]);
    });

    it(`${language}: every prompt of a game has its text, none left as a key`, () => {
      applyLanguage(language);
      const prompts = promptsOfAGame('prompts-1');
      expect(new Set(prompts.map((prompt) => prompt.code)).size, 'kinds of prompt met').toBeGreaterThan(5);
      expect(prompts.map(promptText).filter((text) => text === '' || /engine\.|\{\{/.test(text))).toEqual([]);
    });
  }

  it('fills in the parameters: resources and tracks by name, fish counted, the pending decision by what it asks', () => {
    applyLanguage('en');
    expect(refusalText(ruleError('order-unaffordable', '', { resource: 'plank', need: 2, have: 1 }))).toBe('This order needs 2 planks; you have 1 plank.');
    expect(refusalText(ruleError('wrong-moment', '', { context: 'first', pending: 'boatFull' }))).toBe('That is not possible now: first throw a fishing token overboard.');
    applyLanguage('de');
    expect(refusalText(ruleError('die-adjust-fish', '', { from: 2, to: 5, cost: 3, have: 1 }))).toBe('Diesen Würfel von 2 auf 5 zu drehen kostet 3 Fisch; du hast 1 Fisch.');
    expect(refusalText(ruleError('tech-at-top', '', { track: 'seafaring' }))).toBe('Du bist schon an der Spitze der Leiste Seefahrt.');
    applyLanguage('pt');
    expect(refusalText(ruleError('sell-missing', '', { resource: 'wool' }))).toBe('Você não tem lã para vender.');
    expect(refusalText(ruleError('die-limit-orange', '', { count: 2 }))).toBe('Você já pegou 2 dados laranja nesta rodada.');
    expect(refusalText(ruleError('a-code-from-a-newer-engine', ''))).toBe('Isso não é possível agora.');
  });
});
