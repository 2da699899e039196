/**
 * The English words for looking back over games: the end screen's VP-per-round chart and the Statistics screen
 * (history of finished games, personal bests).
 */
export const enStats = {
  vpChart: {
    title: 'VP after each round',
    round: 'Round {{round}}',
    final: 'Final',
    finalLong: 'After final scoring',
    player: 'Player',
  },
} as const;
