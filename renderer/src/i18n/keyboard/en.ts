/** The English words of the table's keyboard play: the question before a bot takes over a person's turn. */
export const enKeyboard = {
  keyboard: {
    autoplayLabel: 'Hand your turn to the bot',
    autoplayQuestion: 'Let the bot play the rest of your turn?',
    autoplayAssisted: 'The game then counts as assisted: no medal, star or unlock.',
    autoplayConfirm: 'Let the bot play (B)',
    autoplayCancel: 'Keep playing (Esc)',
  },
};
