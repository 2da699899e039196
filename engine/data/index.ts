/** The component data of every edition (RULES.md). Rules code reads numbers only from here. */
export * from './resources.js';
export * from './buildings.js';
export * from './village.js';
export * from './clans.js';
export * from './fjord.js';
export * from './technology.js';
export * from './scoringTiles.js';
export * from './abilities.js';
export * from './crates.js';
export * from './storage.js';
export * from './starting.js';
export * from './solo.js';
export * from './rules.js';
export * from './campaign.js';
export * from './editions.js';
