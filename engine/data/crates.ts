import type { Resource } from './resources.js';

/** Crate tiles (RULES §10.1, E1): 4 stacks of 11 plus a starting crate on top of each. */
export interface CrateDef {
  readonly id: number;
  /** Stack 1..4; the crate goes to the dock row of the same number. */
  readonly stack: number;
  readonly starting: boolean;
  readonly cost: readonly Resource[];
  readonly vp: number;
}

const LETTER: Readonly<Record<string, Resource>> = {
  w: 'wood',
  g: 'grain',
  l: 'wool',
  P: 'plank',
  F: 'food',
  C: 'cloth',
  G: 'gold',
};

/** `cost:VP`, the starting crate first (RULES §10.1). */
const CRATE_TEXT: readonly (readonly string[])[] = [
  ['w g:1', 'w w:1', 'w l:1', 'P g:2', 'P w:2', 'P l:2', 'P P:3', 'P F:3', 'G w:3', 'P C w:4', 'G P:4', 'G P w:5'],
  ['g l:1', 'g g:1', 'g w:1', 'F w:2', 'F l:2', 'F g:2', 'F F:3', 'F C:3', 'G g:3', 'F P l:4', 'G F:4', 'G F g:5'],
  ['l w:1', 'l l:1', 'l g:1', 'C g:2', 'C w:2', 'C l:2', 'C C:3', 'C P:3', 'G l:3', 'C F w:4', 'G C:4', 'G C l:5'],
  [
    'w l:1',
    'w g l:2',
    'P g l:3',
    'F w l:3',
    'C w g:3',
    'P F:3',
    'F C:3',
    'P C:3',
    'G:2',
    'G G:5',
    'P F C:5',
    'G P F:6',
  ],
];

export const CRATE_STACK_NAMES: readonly string[] = ['timber', 'grain', 'wool', 'mixed'];

function parseCrate(text: string): { cost: Resource[]; vp: number } {
  const [costText, vpText] = text.split(':');
  const cost = (costText ?? '')
    .trim()
    .split(/\s+/)
    .map((letter) => {
      const resource = LETTER[letter];
      if (!resource) throw new Error(`unknown crate letter ${letter}`);
      return resource;
    });
  return { cost, vp: Number(vpText) };
}

export const CRATES: readonly CrateDef[] = CRATE_TEXT.flatMap((texts, stackIndex) =>
  texts.map((text, i) => ({ stack: stackIndex + 1, starting: i === 0, ...parseCrate(text) })),
).map((crate, id) => ({ id, ...crate }));

export const CRATE_STACK_COUNT = CRATE_TEXT.length;
/** VP per complete crate set: one crate in each of the 4 docks (RULES §12.3). */
export const CRATE_SET_VP = 3;
