/**
 * The English words for looking back at a game: the replay bar, the hot-seat hand-over screen and "play on from here".
 */
export const enReview = {
  replay: {
    label: 'Replay controls',
    previous: 'Previous',
    next: 'Next',
    prevTurn: '◀ Turn',
    nextTurn: 'Turn ▶',
    prevTurnTitle: 'Back to the start of this turn, or the one before (Shift+←)',
    nextTurnTitle: 'On to the start of the next turn (Shift+→)',
    prevRound: '◀◀ Round',
    nextRound: 'Round ▶▶',
    prevRoundTitle: 'Back to the start of this round, or the one before (Page Up)',
    nextRoundTitle: 'On to the start of the next round (Page Down)',
    play: 'Play',
    pause: 'Pause',
    speed: 'Replay speed',
    speedSlow: 'Slow',
    speedNormal: 'Normal',
    speedFast: 'Fast',
    scrub: 'Moment of the game',
    caption: 'Replay — after move {{count}} of {{total}}, round {{round}}',
    captionDeal: 'Replay — the deal, before move 1 of {{total}}',
    playOn: 'Play on from here',
    playOnTitle: 'Start a new game from exactly this moment, with any seat handed to a bot',
    close: 'Close',
  },
  hotSeat: {
    label: 'Pass the screen',
    passTo: 'Pass to {{name}}',
    why: 'The table stays hidden until {{name}} is at the screen, so nobody sees another player’s private pieces.',
    ready: 'I am {{name}}: show my turn',
  },
  playOn: {
    title: 'Play on from here',
    intro: 'A new game starts from exactly this moment, saved as a game of its own. Any seat may be handed to a bot.',
    practice: 'A solo game played on from here is practice: it counts as assisted and earns no medal.',
    practiceNoMedal: 'Practice: played on from a replay, so no medal',
    practiceExplained:
      'Played on from a replay, this game is practice: it earns no medal, star or unlock and sets no best, and your statistics list it as practice.',
    seatKind: 'Who plays {{name}}',
    start: 'Play on',
  },
} as const;
