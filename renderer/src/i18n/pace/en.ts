/**
 * The English words for the game's pace and its moments: the bot speed, "Skip to my turn", the "since your last
 * turn" panel, the round banners and the celebrations.
 */
export const enPace = {
  pace: {
    botSpeed: 'Bot speed (the longest a bot’s turn takes)',
    botSpeedSlow: 'Slow (4 s a turn)',
    botSpeedNormal: 'Normal (2 s a turn)',
    botSpeedFast: 'Fast (1 s a turn)',
    botSpeedInstant: 'Instant',
    skipToMyTurn: 'Skip to my turn',
    skipToMyTurnTitle: 'Play the other players’ turns at once, without animations, until you must decide (T)',
    skipping: 'Skipping to your turn…',
  },
  sinceLast: {
    title: 'Since your last turn, {{name}}',
    label: 'What the other players did since your last turn',
    replay: 'Replay',
    replayTitle: 'Look at the game as it was just after this (opens the replay; Close comes back here)',
    hide: 'Hide',
    show: 'Since your last turn ({{count}})',
  },
  banner: {
    roundStart: 'Round {{round}}',
    roundStartDetail: 'The dice are rolled · {{name}} starts',
    roundEnd: 'End of round {{round}}',
    roundEndDetail: 'Workers come home and every die is rolled again',
    finalScoring: 'Final scoring',
  },
  celebrate: {
    row: '{{name}} completed row {{index}}!',
    column: '{{name}} completed column {{index}}!',
    crateSet_one: '{{name}} delivered a full crate set!',
    crateSet_other: '{{name}} delivered crate set number {{count}}!',
    trackTop: '{{name}} reached the top of {{track}}!',
    medal: '{{medal}} medal!',
  },
} as const;
