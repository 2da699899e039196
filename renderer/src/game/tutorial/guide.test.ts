import { describe, expect, it } from 'vitest';
import { TUTORIAL, actionsBefore, createGame, legalActions, replay, tutorialSetup, type TutorialStep } from '../engine';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { pt } from '../../i18n/pt';
import { i18n } from '../../i18n';
import { stepHint, verdictOn } from './guide';

const SEAT = { name: 'Player', kind: 'human' as const, colour: 0 };
const steps = (): TutorialStep[] => TUTORIAL.flatMap((section) => [...section.steps]);

describe('the tutorial guide', () => {
  it('has the words of every step of the script, in every language', () => {
    for (const catalog of [en, de, pt]) {
      const words = catalog.tutorial.step as Record<string, { do: string; why: string } | undefined>;
      for (const step of steps()) expect(words[step.id]?.do && words[step.id]?.why, step.id).toBeTruthy();
      expect(Object.keys(words).sort()).toEqual(
        steps()
          .map((step) => step.id)
          .sort(),
      );
    }
  });

  it("sends the step's own move, holds back another legal move with the step's words, and leaves an illegal one to the engine", () => {
    void i18n.changeLanguage('en');
    const place = { section: 'dice' as const, step: 4 };
    const step = TUTORIAL[0]?.steps[4] as TutorialStep;
    expect(step.kind === 'act' && step.expect).toEqual({ type: 'takeDie', die: 5, use: 'place', value: 1 });
    const state = replay(tutorialSetup(SEAT), actionsBefore(place));
    const legal = legalActions(state);
    expect(verdictOn(step, state, legal, { type: 'takeDie', die: 5, use: 'place', value: 1 })).toEqual({
      kind: 'send',
    });
    const other = verdictOn(step, state, legal, { type: 'takeDie', die: 2, use: 'place', value: 3 });
    // Held back saying why, in the words of its refusal's code, and what to do instead.
    expect(other).toMatchObject({ kind: 'notNow', code: 'otherMove' });
    expect(other.kind === 'notNow' && other.text).toMatch(/^Not now: .+\. .+ Click the white 1/);
    expect(other.kind === 'notNow' && other.text).toContain(i18n.t('tutorial.refusal.otherMove'));
    // Ending the turn before its main action is not legal: the engine refuses it and says why.
    expect(verdictOn(step, state, legal, { type: 'endTurn' })).toEqual({ kind: 'send' });
  });

  it('holds back every legal move while a note is shown, pointing at Continue', () => {
    const note = TUTORIAL[0]?.steps[0] as TutorialStep;
    expect(note.kind).toBe('note');
    const state = createGame(tutorialSetup(SEAT));
    const verdict = verdictOn(note, state, legalActions(state), { type: 'pickSet', set: 0 });
    expect(verdict).toMatchObject({ kind: 'notNow', code: 'readFirst' });
    expect(verdict.kind === 'notNow' && verdict.text).toContain(i18n.t('tutorial.refusal.readFirst'));
    expect(verdict.kind === 'notNow' && verdict.text).toContain(i18n.t('tutorial.continueFirst'));
  });

  it("points at the step's move on the table: the die, its column once picked up, and the value buttons when it changes", () => {
    const place = { section: 'fishing' as const, step: 0 };
    const step = TUTORIAL[2]?.steps[0] as TutorialStep;
    const hint = stepHint(step, replay(tutorialSetup(SEAT), actionsBefore(place)));
    expect(hint.action).toEqual({ type: 'takeDie', die: 4, use: 'place', value: 6 });
    expect(hint.targets).toEqual(expect.arrayContaining(['die-4', 'entry-6', 'value-up', 'cell-5']));
  });
});
