/** The German names of the final score's categories (RULES §12); see en.ts. */
export const deScore = {
  scoreCategory: {
    duringPlay: 'Punkte während des Spiels',
    boatTokens: 'Plättchen noch im Boot',
    fish: 'Fisch und verkaufte Waren (1 SP je 3 Fisch)',
    crates: 'Kisten',
    crateSets: 'Kistensätze',
    technology: 'Technologieleisten',
    scoringTiles: 'Wertungsplättchen',
  },
} as const;
