import { lazy } from 'react';
import { screenChunk } from '../laterScreen';

export { SHOW_RULES_EVENT } from './showRulesEvent';

/** The rules reference as a chunk of its own: neither the menu's nor the table's first frame parses it. */
export const rulesReferenceChunk = screenChunk(() =>
  import('./RulesReference').then((module) => module.RulesReference),
);
export const RulesReference = lazy(rulesReferenceChunk.load);
