/**
 * The English names of the final score's categories (RULES §12), in one place: the end screen, the campaign's result
 * screen and the log's final-scoring lines all name them from here.
 */
export const enScore = {
  scoreCategory: {
    duringPlay: 'Points during play',
    boatTokens: 'Tokens still on the boat',
    fish: 'Fish and sold goods (1 VP per 3 fish)',
    crates: 'Crates',
    crateSets: 'Crate sets',
    technology: 'Technology tracks',
    scoringTiles: 'Scoring tiles',
  },
} as const;
