import { MAX_COUNTED_GAMES, MAX_PLAYED_GAMES, NEW_PROFILE, type PlayedGame, type Profile } from '../formats/index.js';

/**
 * The largest profile the schema accepts, as near as its bounds allow: every list full, every name at its longest in
 * a script of three UTF-8 bytes a character, every number at its widest. What the store writes of it must still be
 * read back (the file's size is capped on reading), and the page must be able to send it.
 */
export function largestProfile(): Profile {
  const seat = { name: '字'.repeat(40), kind: 'human', bot: '字'.repeat(20), score: 100_000 } as const;
  const game: PlayedGame = {
    finishedAt: '2026-12-01T10:00:00.000Z',
    mode: 'quickSolo',
    challenge: 'c'.repeat(64),
    seats: [seat, seat, seat, seat],
    winner: 3,
    medal: 'fjordMaster',
    assisted: false,
    edition: 99,
    variant: 'advanced',
    villageSide: 'common',
  };
  const widest = Number.MAX_SAFE_INTEGER;
  const record = { bestMedal: 'fjordMaster', star: true, bestScore: 100_000, attempts: widest } as const;
  return {
    ...NEW_PROFILE,
    campaign: Object.fromEntries(
      Array.from({ length: 64 }, (_, i) => [`${'c'.repeat(60)}${String(i).padStart(4, '0')}`, record]),
    ),
    medals: { bronze: widest, silver: widest, gold: widest, fjordMaster: widest },
    statistics: { gamesPlayed: widest, gamesWon: widest, soloGamesPlayed: widest, bestScore: 100_000 },
    countedGames: Array.from(
      { length: MAX_COUNTED_GAMES },
      (_, i) => `${'k'.repeat(116)}${String(i).padStart(4, '0')}`,
    ),
    tutorial: {
      at: { section: 's'.repeat(64), step: 1000 },
      sections: Object.fromEntries(
        Array.from({ length: 32 }, (_, i) => [`${'s'.repeat(60)}${String(i).padStart(4, '0')}`, 'skipped' as const]),
      ),
    },
    history: Array.from({ length: MAX_PLAYED_GAMES }, () => game),
    bests: { soloScore: 100_000, versusScore: 100_000 },
  };
}
