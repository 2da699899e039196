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

/** Taverns T1..T5 (RULES §10.3, E1), left to right; one player per tavern; each action optional. */
export type TavernAction =
  | { readonly kind: 'order' }
  | { readonly kind: 'tech' }
  | { readonly kind: 'freeOneSquare' }
  | { readonly kind: 'boat'; readonly times: number }
  | { readonly kind: 'improve'; readonly times: 1 | 2 };

export const TAVERNS: readonly { readonly tavern: number; readonly action: TavernAction; readonly label: string }[] = [
  { tavern: 1, action: { kind: 'order' }, label: 'Complete an order' },
  { tavern: 2, action: { kind: 'tech' }, label: 'Gain technology' },
  { tavern: 3, action: { kind: 'freeOneSquare' }, label: 'Build a one-square tile for free' },
  { tavern: 4, action: { kind: 'boat', times: 2 }, label: 'Advance your boat twice' },
  { tavern: 5, action: { kind: 'improve', times: 2 }, label: 'Improve two resources' },
];
