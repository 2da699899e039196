// @vitest-environment happy-dom
// (The table's spots come from its area modules, which import PixiJS.)
import { describe, expect, it } from 'vitest';
import {
  TUTORIAL,
  actionsBefore,
  applyAction,
  chainNextCell,
  createGame,
  legalActions,
  pendingDecision,
  tutorialSetup,
  type GameState,
  type TutorialPlace,
} from '../game/engine';
import { currentStep, stepHint } from '../game/tutorial/guide';
import { overlaps, type Rect } from '../scene/layout';
import type { SeatLook } from '../scene/model';
import { areaOf, hitTargets } from './hitTargets';
import { explainedBy, keepClearOf, placeTooltip } from './tooltipPlacement';

const SEATS: readonly SeatLook[] = [{ name: 'Astrid', colour: 0xd04a3a, shape: 'circle', bot: false }];
/** Tooltip sizes as drawn at 1280×720: a one-line note, a die's or a stack's, a track's (the tallest). */
const SIZES = [
  { w: 200, h: 40 },
  { w: 280, h: 90 },
  { w: 280, h: 175 },
] as const;

const around = (rects: readonly Rect[]): Rect => {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return {
    x,
    y,
    w: Math.max(...rects.map((r) => r.x + r.w)) - x,
    h: Math.max(...rects.map((r) => r.y + r.h)) - y,
  };
};

/** The tutorial's game as it stands when `place` is shown: the script's moves before it, played. */
function tableAt(place: TutorialPlace): GameState {
  return actionsBefore(place).reduce(
    (state, action) => {
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(`the script's ${JSON.stringify(action)} is refused`);
      return result.state;
    },
    createGame(tutorialSetup({ name: 'Astrid', kind: 'human', colour: 0 })),
  );
}

const places: TutorialPlace[] = TUTORIAL.flatMap((section) =>
  section.steps.map((_, step) => ({ section: section.id, step })),
);

/** The table's targets at a tutorial place, as a person deciding there sees them. */
function targetsAt(place: (typeof places)[number]) {
  const state = tableAt(place);
  const pending = pendingDecision(state);
  const targets = hitTargets({
    state,
    pending,
    legal: legalActions(state),
    selection: { kind: 'idle' },
    viewedSeat: 0,
    seats: SEATS,
    humanToAct: pending !== null,
    placeableCells: new Set(),
    nextChainCell: pending?.kind === 'chain' ? chainNextCell(state) : null,
  });
  return { targets, pointedAt: stepHint(currentStep(place), state).targets };
}

/** At a place, each pointed-at spot whose tooltip, at some size, covers the group of spots pointed at in its area. */
function coveringAt(place: (typeof places)[number]): string[] {
  const { targets, pointedAt } = targetsAt(place);
  const covering: string[] = [];
  for (const shown of targets.filter((target) => pointedAt.includes(target.id))) {
    const group = around(
      targets
        .filter((target) => pointedAt.includes(target.id) && areaOf(target) === areaOf(shown))
        .map((target) => target.rect),
    );
    for (const size of SIZES) {
      const placed = placeTooltip(
        shown.rect,
        size,
        keepClearOf(targets, shown.id, []),
        explainedBy(targets, shown, pointedAt),
      );
      if (overlaps(placed, group)) covering.push(`${place.section}/${place.step} ${shown.id} ${size.w}×${size.h}`);
    }
  }
  return covering;
}

describe('a tooltip never covers what the tutorial explains with it', () => {
  it('at every step, the tooltip of a spot the step points at keeps off every spot it points at in that area', () => {
    expect(places.flatMap(coveringAt)).toEqual([]);
  });
});
