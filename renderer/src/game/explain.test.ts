import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_LEVELS, explainDecision, readBotReply, type BotLevel } from '../../../engine/bots/index';
import { buildHistory, seatBotRequest } from '../../../engine/session';
import { i18n, LANGUAGES, loadLanguage } from '../i18n';
import { applyAction, createGame, type Action, type GameSetup, type GameState } from './engine';
import { explainLoggedMove, explanationText } from './explain';
import { explainLoggedDecision } from '../../../engine/authority/index';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/** Words of the bots' inner workings, numbers gone wrong, and the marks of a text that was never translated. */
const INTERNAL = [
  /evaluat|bewert|avalia|heuristi|score delta|beam|sample|determini/i,
  /NaN|undefined|null|Infinity|\[object/,
  /[−-]0[.,]0\b/,
  /\{\{|\}\}|[{}"]/,
  /\b(explain|table|data|log|hint|engine)\.[a-zA-Z]/,
  /\b(takeDie|endTurn|gainTech|completeOrder|improveForFish|placeWorker|pickSet|OT|Bs|Bt|Up2?)\b/,
];
/** Engine ids of resources that are not also a word of the language (gold is "Gold" in German). */
const ENGLISH_IDS = /\b(wood|grain|wool|plank|food|cloth|fish|vp)\b/i;

function problemsOf(text: string, language: string): string[] {
  const problems = INTERNAL.filter((pattern) => pattern.test(text)).map((pattern) => `${pattern}`);
  if (language !== 'en' && ENGLISH_IDS.test(text)) problems.push('an English resource id');
  if (text.trim().length === 0) problems.push('empty');
  return problems;
}

interface Explained {
  readonly state: GameState;
  readonly text: Readonly<Record<string, string>>;
}

/**
 * Whom the `level` bot plays in its explained game: itself, except the expert, which plays the easy bot so that the
 * test thinks through one expensive seat, not two (both seats' moves are explained).
 */
const OPPONENT: Readonly<Record<BotLevel, BotLevel>> = {
  random: 'random',
  easy: 'easy',
  medium: 'medium',
  hard: 'hard',
  expert: 'easy',
};

/** Two seats: the `level` bot and its opponent. */
function botGame(level: BotLevel): GameSetup {
  const seat = (name: string, bot: BotLevel) => ({ name, kind: 'bot' as const, bot });
  return {
    seats: [seat('Astrid', level), seat('Bjørn', OPPONENT[level])],
    seed: `explain-${level}`,
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  };
}

/**
 * A whole seeded two-seat game of `level` against its opponent, each decision asked as the session asks it, every
 * move explained in every language.
 */
function explainedGame(level: BotLevel): { readonly moves: Explained[]; readonly actions: Action[] } {
  const setup = botGame(level);
  const moves: Explained[] = [];
  const actions: Action[] = [];
  let state = createGame(setup);
  while (state.phase !== 'over') {
    const seat = state.stack[state.stack.length - 1]?.player ?? state.current;
    const question = seatBotRequest(setup, state, seat);
    const { action, explanation } = explainDecision(
      question.view,
      seat,
      setup.seats[seat]?.bot as BotLevel,
      question.seed,
    );
    // Every answer crosses the worker boundary: the page's reply schema must take it.
    const read = readBotReply({ id: moves.length, action, explanation });
    if (!read.ok) throw new Error(read.error);
    const text: Record<string, string> = {};
    for (const language of LANGUAGES) {
      void i18n.changeLanguage(language);
      text[language] = explanationText(explanation, state);
    }
    moves.push({ state, text });
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    actions.push(action);
    state = result.state;
  }
  expect(state.phase).toBe('over');
  return { moves, actions };
}

/** What is wrong with a move's explanations: internal terms or English ids in a language, or one left untranslated. */
function problemsOfMove(move: Explained): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const text = move.text[language] as string;
    for (const problem of problemsOf(text, language))
      problems.push(`action ${move.state.actionCount} (${language}): ${problem} in “${text}”`);
  }
  // The three languages say different words: a missing translation would fall back to the English.
  if (move.text.de === move.text.en || move.text.pt === move.text.en)
    problems.push(`action ${move.state.actionCount}: not translated: “${move.text.en}”`);
  return problems;
}

describe('bots that say why', () => {
  afterAll(() => {
    void i18n.changeLanguage('en');
  });

  for (const level of BOT_LEVELS) {
    it(
      `every move of a whole ${level} bot game has an explanation in English, German and Portuguese with no internal terms`,
      () => {
        const { moves } = explainedGame(level);
        const problems = moves.flatMap(problemsOfMove);
        expect(problems.slice(0, 5)).toEqual([]);
        expect(moves.length).toBeGreaterThan(100);
      },
      level === 'expert' ? 600_000 : 120_000,
    );
  }

  it('a searching bot says what its move brings and which other choice it beat', () => {
    const { moves } = explainedGame('medium');
    const english = moves.map((move) => move.text.en as string);
    expect(english.filter((text) => /^(This turn|Right away): /.test(text)).length).toBeGreaterThan(moves.length / 2);
    expect(english.filter((text) => / better than | as good as /.test(text)).length).toBeGreaterThan(moves.length / 2);
    expect(english.some((text) => /the (white|orange) \d in (column|row) \d/.test(text))).toBe(true);
  }, 120_000);

  it('the game log explains a bot’s move again from the saved actions alone, as the bot explained it when it moved', async () => {
    const { moves, actions } = explainedGame('easy');
    void i18n.changeLanguage('en');
    const history = buildHistory(botGame('easy'), actions);
    // The authority asks the bot beside the real position; the table words it with the position it shows.
    const authority = { explain: (index: number) => Promise.resolve(explainLoggedDecision(history, index)) };
    expect(moves.length).toBe(actions.length);
    for (const [index] of actions.entries())
      expect(await explainLoggedMove(authority, history, index)).toBe(moves[index]?.text.en);
  }, 120_000);
});
