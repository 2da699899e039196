import type { Action } from '../actions.js';
import { TUTORIAL, TUTORIAL_SETUP, type TutorialSectionId, type TutorialStep } from '../data/tutorial.js';
import type { GameSetup, SeatSetup } from '../types.js';

/**
 * Reading the tutorial script (engine/data/tutorial.ts): which step comes where, what the game holds before a section
 * or step, and whether an action is the one a step waits for. Pure functions over the data; the renderer's tutorial
 * and the script's own test use the same ones.
 */

/** A place in the script: a section and the index of a step in it. */
export interface TutorialPlace {
  readonly section: TutorialSectionId;
  readonly step: number;
}

/** The tutorial's game: the fixed deal with the one person at the table. */
export function tutorialSetup(seat: SeatSetup): GameSetup {
  return { ...TUTORIAL_SETUP, seats: [seat] };
}

export function sectionIndex(section: TutorialSectionId): number {
  return TUTORIAL.findIndex((s) => s.id === section);
}

export function stepAt(place: TutorialPlace): TutorialStep | null {
  return TUTORIAL[sectionIndex(place.section)]?.steps[place.step] ?? null;
}

/** The actions the script has the player take before `place`: replayed, they give the table as that step finds it. */
export function actionsBefore(place: TutorialPlace): Action[] {
  const actions: Action[] = [];
  const last = sectionIndex(place.section);
  TUTORIAL.forEach((section, index) => {
    if (index > last) return;
    const steps = index < last ? section.steps : section.steps.slice(0, place.step);
    for (const step of steps) if (step.kind === 'act') actions.push(step.expect);
  });
  return actions;
}

/** The step after `place`, across sections; null after the last one. */
export function nextPlace(place: TutorialPlace): TutorialPlace | null {
  const index = sectionIndex(place.section);
  const section = TUTORIAL[index];
  if (section && place.step + 1 < section.steps.length) return { section: place.section, step: place.step + 1 };
  const following = TUTORIAL[index + 1];
  return following ? { section: following.id, step: 0 } : null;
}

/** The first step of the section after `section`; null after the last one. */
export function nextSectionStart(section: TutorialSectionId): TutorialPlace | null {
  const following = TUTORIAL[sectionIndex(section) + 1];
  return following ? { section: following.id, step: 0 } : null;
}

/**
 * Whether `action` is the one the step waits for: the same fields with the same values, in any order of the fields. A
 * tile's cells keep their order: they say which of its buildings lies where, and the script's later steps rely on it.
 */
export function matchesStep(expected: Action, action: Action): boolean {
  const entries = Object.entries(expected) as [string, unknown][];
  const other = action as unknown as Record<string, unknown>;
  return (
    Object.keys(action).length === entries.length &&
    entries.every(([key, value]) => JSON.stringify(value) === JSON.stringify(other[key]))
  );
}
