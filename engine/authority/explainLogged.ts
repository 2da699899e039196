import { explainDecision, isBotLevel, type MoveExplanation } from '../bots/index.js';
import { seatBotRequest, stateAt, type GameHistory } from '../session/index.js';
import { hintQuestion } from './views.js';

/**
 * Why the bot took the decision at `index` of the history, asked again: a bot is a pure function of its seat's view
 * and a seed worked out from it, so the same question (the seat's bot, or the hint's bot for a decision it played for
 * a person) gets the same answer and its explanation. Asked here, beside the real state, because the question is the
 * deciding seat's own view, which the table showing another seat may not hold. Null for a person's own decision.
 */
export function explainLoggedDecision(history: GameHistory, index: number): MoveExplanation | null {
  const entry = history.entries[index];
  if (!entry) return null;
  const before = stateAt(history, index);
  const question = entry.botPlayed
    ? hintQuestion(before, entry.seat)
    : history.setup.seats[entry.seat]?.kind === 'bot'
      ? seatBotRequest(history.setup, before, entry.seat)
      : null;
  if (!question || !isBotLevel(question.level)) return null;
  return explainDecision(question.view, question.seat, question.level, question.seed, entry.action).explanation;
}
