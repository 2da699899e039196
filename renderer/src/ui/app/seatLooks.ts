import type { GameSetup } from '../../game/engine';
import { PLAYER_STYLES, PLAYER_STYLES_HIGH_CONTRAST } from '../../scene/palette';
import type { SeatLook } from '../../scene/model';

/** How each seat is drawn: its palette entry (SeatSetup.colour, else its seat number) in the chosen palette. */
export function seatLooks(setup: GameSetup, highContrast: boolean): SeatLook[] {
  return setup.seats.map((seat, i) => {
    const index = seat.colour ?? i;
    const style = PLAYER_STYLES[index] ?? PLAYER_STYLES[0];
    const colour = highContrast ? (PLAYER_STYLES_HIGH_CONTRAST[index] ?? style.colour) : style.colour;
    return { name: seat.name, colour, shape: style.shape, bot: seat.kind === 'bot' };
  });
}
