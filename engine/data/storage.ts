import type { Resource } from './resources.js';

/** Docks of the storage board (RULES §10.2, E1): row k holds the crates of stack k; activated on retiring, once per crate. */
export type DockReward =
  | { readonly kind: 'boat' }
  | { readonly kind: 'improve' }
  | { readonly kind: 'gain'; readonly fish: number }
  | { readonly kind: 'trade'; readonly grainVp: number; readonly foodVp: number };

export const DOCKS: readonly { readonly row: number; readonly reward: DockReward; readonly label: string }[] = [
  { row: 1, reward: { kind: 'boat' }, label: 'Advance your boat (or return home)' },
  { row: 2, reward: { kind: 'improve' }, label: 'Improve one resource' },
  { row: 3, reward: { kind: 'gain', fish: 2 }, label: 'Gain 2 fish' },
  { row: 4, reward: { kind: 'trade', grainVp: 3, foodVp: 5 }, label: 'Pay 1 grain for 3 VP, or 1 food for 5 VP' },
];

/** What a tavern lets its player do (RULES §10.3); each action optional. */
export type TavernAction =
  | { readonly kind: 'order' }
  | { readonly kind: 'tech' }
  | { readonly kind: 'orderOrTech' }
  | { readonly kind: 'freeOneSquare' }
  | { readonly kind: 'boat'; readonly times: number }
  | { readonly kind: 'improve'; readonly times: 1 | 2 }
  /** Gain `gain`, then `choose` resources of tier `tier`, each chosen separately. */
  | {
      readonly kind: 'gainAndChoose';
      readonly gain: Partial<Record<Resource, number>>;
      readonly choose: number;
      readonly tier: 1 | 2 | 3;
    };

export interface TavernDef {
  readonly tavern: number;
  readonly action: TavernAction;
  readonly label: string;
}

/** Taverns T1..T5 of edition 1, left to right (RULES §10.3, §16). */
export const TAVERNS_EDITION_1: readonly TavernDef[] = [
  { tavern: 1, action: { kind: 'order' }, label: 'Complete an order' },
  { tavern: 2, action: { kind: 'tech' }, label: 'Gain technology' },
  { tavern: 3, action: { kind: 'freeOneSquare' }, label: 'Build a one-square tile for free' },
  { tavern: 4, action: { kind: 'boat', times: 2 }, label: 'Advance your boat twice' },
  { tavern: 5, action: { kind: 'improve', times: 2 }, label: 'Improve two resources' },
];

/** Taverns T1..T5 of edition 2 (RULES §10.3): order and technology share T1; T5 gives planks and resources. */
export const TAVERNS_EDITION_2: readonly TavernDef[] = [
  { tavern: 1, action: { kind: 'orderOrTech' }, label: 'Complete an order or gain technology' },
  { tavern: 2, action: { kind: 'freeOneSquare' }, label: 'Build a one-square tile for free' },
  { tavern: 3, action: { kind: 'boat', times: 2 }, label: 'Advance your boat twice' },
  { tavern: 4, action: { kind: 'improve', times: 2 }, label: 'Improve two resources' },
  {
    tavern: 5,
    action: { kind: 'gainAndChoose', gain: { plank: 2 }, choose: 2, tier: 1 },
    label: 'Gain 2 planks and 2 resources of your choice (wood, grain or wool)',
  },
];

/** Both editions have five taverns: the tavern area, the retire actions and the round's markers are sized by it. */
export const TAVERN_COUNT = 5;
