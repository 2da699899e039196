import type { ActionTerms } from './engine';
import { gainText, techRewardText } from './names';
import { t } from '../i18n';

/**
 * A choice's cost and result in words ("pay 1 wood · reward: A new worker", "+5 VP"), from the engine's actionTerms:
 * the table states what the rules will charge and give, never a figure of its own. Empty when there is nothing to add.
 */
export function termsText(terms: ActionTerms | null): string {
  if (!terms) return '';
  const parts: string[] = [];
  const paid = Object.values(terms.pay).some((n) => (n ?? 0) > 0);
  parts.push(paid ? t('choice.pay', { what: gainText(terms.pay) }) : '');
  const gained = { ...terms.gain, ...(terms.vp ? { vp: terms.vp } : {}) };
  if (Object.values(gained).some((n) => (n ?? 0) > 0)) parts.push(t('choice.gain', { what: gainText(gained) }));
  if (terms.reward) parts.push(t('choice.reward', { reward: techRewardText(terms.reward) }));
  if (terms.section !== null) parts.push(t('choice.toSection', { section: terms.section }));
  return parts.filter((part) => part !== '').join(' · ');
}
