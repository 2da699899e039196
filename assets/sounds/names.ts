/**
 * The game's sound effects, by name: assets/sounds/<name>.wav, rendered from recipes.ts by `npm run sounds`. The
 * renderer imports only this list (not the synthesizer) to find and play them.
 */
export const SOUND_NAMES = [
  'dice-roll',
  'die-placed',
  'tile-placed',
  'boat-moved',
  'delivery',
  'tech-step',
  'score-tick',
  'your-turn',
  'refused',
  'fanfare',
] as const;

export type SoundName = (typeof SOUND_NAMES)[number];
