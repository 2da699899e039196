/** The Portuguese names of the final score's categories (RULES §12); see en.ts. */
export const ptScore = {
  scoreCategory: {
    duringPlay: 'Pontos durante a partida',
    boatTokens: 'Fichas ainda no barco',
    fish: 'Peixes e bens vendidos (1 PV a cada 3 peixes)',
    crates: 'Caixotes',
    crateSets: 'Conjuntos de caixotes',
    technology: 'Trilhas de tecnologia',
    scoringTiles: 'Peças de pontuação',
  },
} as const;
