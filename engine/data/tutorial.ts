import type { Action } from '../actions.js';
import type { GameSetup } from '../types.js';
import type { StackId } from './buildings.js';
import type { Track } from './technology.js';

/**
 * The tutorial: a guided first game on one fixed deal, as data. Each step either waits for one action of
 * the player — the only one it accepts, checked against the engine's legal actions by engine/rules/tutorial.test.ts,
 * which plays the whole script through the real engine — or is a note the player reads and continues past (round
 * end, final scoring: nobody decides there). The words of every step are in the renderer's catalogs under
 * `tutorial.step.<id>` (`do` and `why`); the renderer highlights the step's action and `focus`.
 *
 * Why this deal (DECISIONS.md, "Tutorial"): a solo game on edition 1, seed `tutorial-2`, dealing a white 1 whose
 * column runs three buildings (gain 2 fish, build small, order/technology), a white 4 worth raising to 6 for the boat,
 * and the wood and grain one order needs. Solo, because nothing else moves the table while a newcomer reads, and the
 * deal then depends on the player's actions only. Edition 1 because edition 2 is not playable on this engine yet.
 */

/** What a step points at on the table besides the action it asks for. */
export type TutorialFocus =
  | { readonly kind: 'pool' }
  | { readonly kind: 'cells'; readonly cells: readonly number[] }
  | { readonly kind: 'stacks'; readonly stacks: readonly StackId[] }
  | { readonly kind: 'track'; readonly track: Track }
  | { readonly kind: 'boat' }
  | { readonly kind: 'docks' }
  | { readonly kind: 'taverns' }
  | { readonly kind: 'crates' }
  | { readonly kind: 'workers' }
  | { readonly kind: 'resources' }
  | { readonly kind: 'roundTracker' }
  | { readonly kind: 'score' };

export type TutorialStep =
  /** Waits for exactly `expect` (a placement's cells in any order). */
  | { readonly kind: 'act'; readonly id: string; readonly expect: Action; readonly focus?: TutorialFocus }
  /** Nothing to decide: the player reads it and presses Continue. */
  | { readonly kind: 'note'; readonly id: string; readonly focus?: TutorialFocus };

export const TUTORIAL_SECTION_IDS = [
  'dice',
  'building',
  'fishing',
  'technology',
  'retiring',
  'roundEnd',
  'finalScoring',
] as const;
export type TutorialSectionId = (typeof TUTORIAL_SECTION_IDS)[number];

export interface TutorialSection {
  readonly id: TutorialSectionId;
  readonly steps: readonly TutorialStep[];
}

/** The fixed deal: one person, named by the renderer (a seat name is shown, so it comes from the catalog there). */
export const TUTORIAL_SETUP: Omit<GameSetup, 'seats'> = {
  seed: 'tutorial-2',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

const act = (id: string, expect: Action, focus?: TutorialFocus): TutorialStep => ({
  kind: 'act',
  id,
  expect,
  ...(focus ? { focus } : {}),
});
const note = (id: string, focus?: TutorialFocus): TutorialStep => ({ kind: 'note', id, ...(focus ? { focus } : {}) });
const END_TURN: Action = { type: 'endTurn' };

// Cells are row-major from 0: cell 0 is row 1 column 1, cell 7 row 2 column 2. Die ids are the deal's.
export const TUTORIAL: readonly TutorialSection[] = [
  {
    id: 'dice',
    steps: [
      note('welcome', { kind: 'score' }),
      act('pickSet', { type: 'pickSet', set: 1 }),
      act('startingTile', { type: 'placeStartingTile', cells: [7, 8] }),
      note('pool', { kind: 'pool' }),
      act('takeWhiteOne', { type: 'takeDie', die: 5, use: 'place', value: 1 }),
      note('soloRemoval', { kind: 'pool' }),
      act('continueToBuild', { type: 'continueChain' }, { kind: 'cells', cells: [6] }),
    ],
  },
  {
    id: 'building',
    steps: [
      act('buildSmall', { type: 'build', stack: 'S1', cells: [1] }),
      act('stopChain', { type: 'stopChain' }, { kind: 'cells', cells: [12] }),
      act('endFirstTurn', END_TURN),
      note('largeBuildings', { kind: 'stacks', stacks: ['L1', 'L2'] }),
    ],
  },
  {
    id: 'fishing',
    steps: [
      act('raiseToSix', { type: 'takeDie', die: 4, use: 'place', value: 6 }, { kind: 'cells', cells: [5] }),
      act('advanceBoat', { type: 'advanceBoat' }, { kind: 'boat' }),
      note('token', { kind: 'boat' }),
      act('endFishingTurn', END_TURN),
    ],
  },
  {
    id: 'technology',
    steps: [
      act('takeWhiteTwo', { type: 'takeDie', die: 3, use: 'place', value: 2 }),
      act('continueToWood', { type: 'continueChain' }, { kind: 'cells', cells: [7] }),
      act('workerOnOrders', { type: 'placeWorker', cell: 12 }, { kind: 'workers' }),
      act('gainVillageTech', { type: 'gainTech', track: 'village' }, { kind: 'track', track: 'village' }),
      act('secondWorker', { type: 'placeWorker', cell: 0 }, { kind: 'workers' }),
      act('endTechTurn', END_TURN),
      note('orders', { kind: 'crates' }),
      act('takeOrangeFive', { type: 'takeDie', die: 7, use: 'place', value: 5 }),
      act('endGrainTurn', END_TURN),
    ],
  },
  {
    id: 'retiring',
    steps: [
      note('limits', { kind: 'taverns' }),
      act('retireFirst', { type: 'retire', tavern: 1 }),
      act('deliverCrate', { type: 'completeOrder', stack: 1 }),
      act('dockReturnHome', { type: 'returnHome' }, { kind: 'docks' }),
      act('endRoundOne', END_TURN),
    ],
  },
  {
    id: 'roundEnd',
    steps: [
      note('roundOver', { kind: 'stacks', stacks: ['S1', 'S2', 'S3', 'L1', 'L2'] }),
      note('newDice', { kind: 'roundTracker' }),
      act('retireSecond', { type: 'retire', tavern: 2 }),
      act('secondVillageTech', { type: 'gainTech', track: 'village' }, { kind: 'track', track: 'village' }),
      act('takeShipwright', { type: 'takeAbility', ability: 'shipwright' }),
      act('dockAdvance', { type: 'advanceBoat' }, { kind: 'docks' }),
      act('endRoundTwo', END_TURN),
    ],
  },
  {
    id: 'finalScoring',
    steps: [
      note('lastRound', { kind: 'roundTracker' }),
      act('retireThird', { type: 'retire', tavern: 4 }),
      act('sailOn', { type: 'advanceBoat' }, { kind: 'boat' }),
      act('comeHome', { type: 'returnHome' }, { kind: 'boat' }),
      act('lastDock', { type: 'advanceBoat' }, { kind: 'docks' }),
      act('endGame', END_TURN),
      note('finalScore'),
      note('farewell'),
    ],
  },
];
