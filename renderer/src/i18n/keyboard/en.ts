/** The English words of the table's controls that guard a move: the question before a bot takes over, why Undo is off. */
export const enKeyboard = {
  keyboard: {
    autoplayLabel: 'Hand your turn to the bot',
    autoplayQuestion: 'Let the bot play the rest of your turn?',
    autoplayAssisted: 'The game then counts as assisted: no medal, star or unlock.',
    autoplayConfirm: 'Let the bot play (B)',
    undoOffAfterBuild:
      'Undo is off: the build turned up the next tile of its stack, and nothing revealed is taken back',
    autoplayCancel: 'Keep playing (Esc)',
  },
};
