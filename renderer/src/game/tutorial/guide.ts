import {
  TUTORIAL,
  actionsBefore,
  matchesStep,
  sectionIndex,
  stepAt,
  type Action,
  type GameState,
  type TutorialFocus,
  type TutorialPlace,
  type TutorialSectionId,
  type TutorialStep,
} from '../engine';
import type { Hint } from '../hint';
import { hintTargets } from '../hint';
import { describeAction } from '../describe';
import { t } from '../../i18n';
import type { enTutorial } from '../../i18n/tutorial/en';

/**
 * The tutorial's guide over a game: what the step now shown asks for, how a move of the person is taken,
 * and what to point at on the table. The script and its checks are the engine's (engine/data/tutorial.ts,
 * engine/rules/tutorial.ts); the guide decides no rule: a move the engine would refuse goes to the engine, which says
 * why, and only a legal move other than the step's is held back here, with the step's own words.
 */

/**
 * Why the tutorial holds a legal move back, as the engine's refusals have codes: `otherMove`, the step waits for
 * another move (the fixed deal's later steps build on it); `readFirst`, the step only explains and nobody decides yet.
 */
export type TutorialRefusal = 'otherMove' | 'readFirst';

/** What happens to a move the person made while `step` is shown. */
export type Verdict =
  /** The step's own move (or one the engine refuses, which it explains itself): sent to the game. */
  | { readonly kind: 'send' }
  /** A legal move the step does not ask for: not played, and said why (its code's words) and what to do instead. */
  | { readonly kind: 'notNow'; readonly code: TutorialRefusal; readonly text: string };

export function verdictOn(step: TutorialStep, state: GameState, legal: readonly Action[], action: Action): Verdict {
  if (step.kind === 'act' && matchesStep(step.expect, action)) return { kind: 'send' };
  if (!legal.some((candidate) => matchesStep(candidate, action))) return { kind: 'send' };
  const code: TutorialRefusal = step.kind === 'act' ? 'otherMove' : 'readFirst';
  const wanted = step.kind === 'act' ? stepText(step, 'do') : t('tutorial.continueFirst');
  return {
    kind: 'notNow',
    code,
    text: t('tutorial.notNow', {
      move: describeAction(action, state),
      why: t(`tutorial.refusal.${code}`),
      wanted,
    }),
  };
}

/** A step's words in the catalog: the script's step ids are its keys (guide.test.ts holds the two to each other). */
type StepKey = `tutorial.step.${keyof typeof enTutorial.tutorial.step}.${'do' | 'why'}`;

export function stepText(step: TutorialStep, part: 'do' | 'why'): string {
  return t(`tutorial.step.${step.id}.${part}` as StepKey);
}

/** The table's spots (hit-layer test ids) a focus names. */
export function focusTargets(focus: TutorialFocus | undefined, state: GameState): string[] {
  if (!focus) return [];
  const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  switch (focus.kind) {
    case 'pool':
      return state.pool.map((die) => `die-${die.id}`);
    case 'cells':
      return focus.cells.map((cell) => `cell-${cell}`);
    case 'stacks':
      return focus.stacks.map((stack) => `stack-${stack}`);
    case 'track':
      return [`track-${focus.track}`];
    case 'boat':
      return [
        'boat-tile',
        ...range(0, 4).map((slot) => `token-slot-${slot}`),
        ...range(1, 6).map((section) => `section-${section}`),
      ];
    case 'docks':
      return range(1, 4).map((row) => `dock-${row}`);
    case 'taverns':
      return range(1, 5).map((tavern) => `tavern-${tavern}`);
    case 'crates':
      return range(1, 4).map((stack) => `crate-${stack}`);
    case 'workers':
      return ['workers', 'worker'];
    case 'resources':
      return ['fish', 'wood', 'grain', 'wool', 'plank', 'food', 'cloth', 'gold'].map(
        (resource) => `resource-${resource}`,
      );
    case 'roundTracker':
      return ['round-tracker'];
    case 'score':
      return ['score-track'];
  }
}

/** Where a step's move is made: a die's column or row too, once the die is picked up. */
function actionTargets(state: GameState, action: Action): string[] {
  const targets = hintTargets(state, action);
  if (action.type === 'takeDie' && action.use === 'place') targets.push(`entry-${action.value}`, 'place-die');
  if (
    action.type === 'takeDie' &&
    action.use === 'place' &&
    state.pool.find((die) => die.id === action.die)?.value !== action.value
  ) {
    targets.push(
      action.value > (state.pool.find((die) => die.id === action.die)?.value ?? 0) ? 'value-up' : 'value-down',
    );
  }
  if (action.type === 'build') targets.push('confirm-placement');
  return targets;
}

/** The step as the prompt's hint box shows it: what to do, in one sentence why, and the spots to point at. */
export function stepHint(step: TutorialStep, state: GameState): Hint {
  const targets = [
    ...(step.kind === 'act' ? actionTargets(state, step.expect) : []),
    ...focusTargets(step.focus, state),
  ];
  return {
    actionCount: state.actionCount,
    action: step.kind === 'act' ? step.expect : null,
    label: t('tutorial.label'),
    // The hint box puts a full stop after what to do, as after a suggested move's name.
    text: stepText(step, 'do').replace(/\.$/, ''),
    reason: stepText(step, 'why'),
    targets,
  };
}

/** A stored place the script still has (a section and step of this version), else null. */
export function knownPlace(place: { readonly section: string; readonly step: number } | null): TutorialPlace | null {
  if (!place) return null;
  const section = TUTORIAL.find((s) => s.id === place.section);
  if (!section) return null;
  return { section: section.id, step: place.step < section.steps.length ? place.step : 0 };
}

/** How many actions the game holds when `place` is shown: the script's moves before it. */
export function actionCountAt(place: TutorialPlace): number {
  return actionsBefore(place).length;
}

export function sectionOf(place: TutorialPlace): {
  readonly index: number;
  readonly count: number;
  readonly steps: number;
} {
  const index = sectionIndex(place.section);
  return { index, count: TUTORIAL.length, steps: TUTORIAL[index]?.steps.length ?? 0 };
}

export function currentStep(place: TutorialPlace): TutorialStep {
  const step = stepAt(place);
  if (!step) throw new Error(`no tutorial step at ${place.section}/${place.step}`);
  return step;
}

export const FIRST_PLACE: TutorialPlace = { section: TUTORIAL[0]?.id as TutorialSectionId, step: 0 };
