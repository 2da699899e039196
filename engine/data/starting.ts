import type { Gain } from './resources.js';

/** Starting resource tiles (RULES §2.3, E1); `boat` performs one Advance your boat. */
export interface StartingResourceTile {
  readonly id: number;
  readonly gain: Gain;
  readonly boat: boolean;
  readonly label: string;
}

export const STARTING_RESOURCE_TILES: readonly StartingResourceTile[] = [
  { id: 0, gain: { fish: 3, wood: 1, wool: 1 }, boat: false, label: '3 fish, 1 wood, 1 wool' },
  { id: 1, gain: { fish: 2, plank: 1 }, boat: false, label: '2 fish, 1 plank' },
  { id: 2, gain: { fish: 4, grain: 1 }, boat: false, label: '4 fish, 1 grain' },
  { id: 3, gain: { fish: 2, wood: 1 }, boat: true, label: '2 fish, 1 wood and advance your boat' },
];
