import type { Achievement, ExplainedAmount, MoveExplanation, Prospect } from '../../../engine/bots/index';
import { stateAt, type GameHistory } from '../../../engine/session';
import type { GameController } from './controller';
import type { Action, GameState } from './engine';
import { describeAction } from './describe';
import { listOrNone, t } from './describe/pieces';
import { abilityName, amount, trackName } from './names';

/**
 * A bot's explanation of a move (engine/bots/explain.ts) in the player's words and language: what the move and the
 * rest of the turn it plans bring, what it sets up, and the best other choice with how far ahead of it the move is.
 * `state` is the position the move was chosen in (it names the other choice's dice).
 */
export function explanationText(explanation: MoveExplanation, state: GameState): string {
  const sentences: string[] = [];
  if (explanation.basis === 'only') sentences.push(t('explain.only'));
  if (explanation.basis === 'random') sentences.push(t('explain.random'));
  const items = [...explanation.gains.map(gainWords), ...explanation.achieved.map(achievementWords)];
  if (items.length > 0)
    sentences.push(
      t(explanation.horizon === 'turn' ? 'explain.gainsTurn' : 'explain.gainsMove', { items: listOrNone(items, '') }),
    );
  if (explanation.prospects.length > 0)
    sentences.push(t('explain.prospects', { items: listOrNone(explanation.prospects.map(prospectWords), '') }));
  const { rival } = explanation;
  if (rival) sentences.push(rivalSentence(rival.action, rival.margin, state));
  else if (items.length === 0 && explanation.basis === 'plan') sentences.push(t('explain.nothing'));
  return sentences.join(' ');
}

/**
 * Why the bot took the decision at `index` of the history, in words: the game's authority asks the bot again (a bot
 * is a pure function of its seat's view and a seed worked out from it, so the same question gets the same answer);
 * the words name the position as the table shows it. Null for a person's own decision.
 */
export async function explainLoggedMove(
  controller: Pick<GameController, 'explain'>,
  history: GameHistory,
  index: number,
): Promise<string | null> {
  const explanation = await controller.explain(index);
  return explanation ? explanationText(explanation, stateAt(history, index)) : null;
}

/** Differences below this many VP are told as "about as good as". */
const EVEN_MARGIN = 0.05;

const points = (vp: number): string => t('explain.points', { points: Math.abs(vp) });

function rivalSentence(action: Action, margin: number, state: GameState): string {
  const rival = rivalWords(action, state);
  if (Math.abs(margin) < EVEN_MARGIN) return t('explain.even', { rival });
  return t(margin > 0 ? 'explain.ahead' : 'explain.behind', { rival, points: points(margin) });
}

function rivalWords(action: Action, state: GameState): string {
  if (action.type === 'takeDie') {
    const die = state.pool.find((d) => d.id === action.die);
    if (die) {
      if (action.use === 'aside')
        return t(die.colour === 'white' ? 'explain.rival.whiteAside' : 'explain.rival.orangeAside', {
          face: die.value,
        });
      return t(die.colour === 'white' ? 'explain.rival.whitePlace' : 'explain.rival.orangePlace', {
        face: die.value,
        value: action.value,
      });
    }
  }
  return t('explain.rival.action', { action: describeAction(action, state) });
}

function gainWords(gain: ExplainedAmount): string {
  return `${gain.amount > 0 ? '+' : '−'}${amount(gain.item, Math.abs(gain.amount))}`;
}

function achievementWords(achievement: Achievement): string {
  switch (achievement.code) {
    case 'techSteps':
      return t('explain.achieved.techSteps', { count: achievement.steps, track: trackName(achievement.track) });
    case 'orders':
      return t('explain.achieved.orders', { count: achievement.count });
    case 'buildings':
      return t('explain.achieved.buildings', { count: achievement.count });
    case 'sailed':
      return t('explain.achieved.sailed', { section: achievement.section });
    case 'returnedHome':
      return t('explain.achieved.returnedHome', { section: achievement.section });
    case 'workers':
      return t('explain.achieved.workers', { count: achievement.count });
    case 'ability':
      return t('explain.achieved.ability', { ability: abilityName(achievement.ability) });
  }
}

function prospectWords(prospect: Prospect): string {
  switch (prospect.code) {
    case 'techStep':
      return t('explain.prospect.techStep', { track: trackName(prospect.track) });
    case 'order':
      return t('explain.prospect.order', { stack: prospect.stack });
    case 'boatHome':
      return t('explain.prospect.boatHome', { vp: amount('vp', prospect.vp) });
  }
}
