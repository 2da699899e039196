import type { Frame, Prompt, Resource, RuleError, RuleParams, Track } from '../engine';
import { amount, gainText, trackName } from '../names';
import { i18n } from '../../i18n';
import { t } from './pieces';

/**
 * The engine's prompts and refusals in the language shown. The engine returns codes with parameters (ids and
 * numbers); this writes them through the catalog's `engine` section, naming resources and tracks and counting fish.
 */

const RESOURCES: readonly string[] = ['fish', 'wood', 'grain', 'wool', 'plank', 'food', 'cloth', 'gold'];
const isResource = (value: unknown): value is Resource => typeof value === 'string' && RESOURCES.includes(value);
const noun = (resource: Resource): string => t(`engine.noun.${resource}`);

/** A resource, named in the catalog's nouns, is the value of these parameters. */
const RESOURCE_PARAMS: ReadonlySet<string> = new Set(['resource', 'from', 'to']);

/** One parameter as words: a gain written out, a resource or a track by name, a pending frame by what it asks. */
function paramWords(name: string, value: RuleParams[string]): string | number {
  if (typeof value === 'object') return gainText(value);
  if (RESOURCE_PARAMS.has(name) && isResource(value)) return noun(value);
  if (name === 'track' && typeof value === 'string') return trackName(value as Track);
  if (name === 'pending' && typeof value === 'string') return t(`engine.pending.${value as Frame['kind']}`);
  return value;
}

/** The parameters as words: resources and tracks by name, costs and holdings of fish counted, a pending frame by what it asks. */
function wordsOf(params: RuleParams): Record<string, string | number> {
  const words: Record<string, string | number> = {};
  const resource = isResource(params.resource) ? params.resource : 'fish';
  for (const [name, value] of Object.entries(params)) words[name] = paramWords(name, value);
  // Amounts: fish paid for a die or an improvement; the cubes an order needs and the player has.
  if (typeof params.need === 'number') words.need = amount(resource, params.need);
  if (typeof params.have === 'number') words.have = amount(params.need === undefined ? 'fish' : resource, params.have);
  if (typeof params.cost === 'number') words.cost = amount('fish', params.cost);
  return words;
}

/**
 * A catalog text looked up by a key built from the engine's code: the key is checked to exist first, and its
 * placeholders are whatever the engine sent (the catalog test holds each text's placeholders to its English one).
 */
const byCode = t as unknown as (key: string, options: Record<string, string | number>) => string;

/**
 * Why an action was refused, in the player's language. The code is a string, not only the engine's RefusalCode: a
 * refusal may come from a newer engine (a saved game's lastError), and it still says something true.
 */
export function refusalText(error: { readonly code: RuleError['code'] | string; readonly params: RuleParams }): string {
  // A bot's illegal action carries the engine's refusal of it (its code in `refusal`, beside that refusal's own
  // parameters, context included): said in words, as any refusal is.
  if (error.code === 'bot-illegal' && typeof error.params.refusal === 'string') {
    const { refusal, ...params } = error.params;
    return byCode('engine.refusal.bot-illegal', { refusal: refusalText({ code: refusal, params }) });
  }
  const context = typeof error.params.context === 'string' ? error.params.context : undefined;
  const key = `${error.code}${context ? `_${context}` : ''}`;
  // A code the catalog does not know (a newer engine) still says something true, in the player's language.
  if (!i18n.exists(`engine.refusal.${key}`) && !i18n.exists(`engine.refusal.${key}_other`))
    return t('engine.refusal.unknown');
  return byCode(`engine.refusal.${key}`, wordsOf(error.params));
}

/** What the engine asks the player now. */
export const promptText = (prompt: Prompt): string => byCode(`engine.prompt.${prompt.code}`, wordsOf(prompt.params));
