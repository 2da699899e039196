import type { GameSetup } from '../game/engine';
import type { SeatLook } from '../scene/model';
import { PLAYER_STYLES, PLAYER_STYLES_HIGH_CONTRAST } from '../scene/palette';

/** A reduced-motion preference of the system counts as the setting being on. */
export function systemPrefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How each seat is drawn: its palette entry (SeatSetup.colour, else its seat number) in the chosen palette. */
export function seatLooks(setup: GameSetup, highContrast: boolean): SeatLook[] {
  return setup.seats.map((seat, i) => {
    const index = seat.colour ?? i;
    const style = PLAYER_STYLES[index] ?? PLAYER_STYLES[0];
    const colour = highContrast ? PLAYER_STYLES_HIGH_CONTRAST[index] ?? style.colour : style.colour;
    return { name: seat.name, colour, shape: style.shape, bot: seat.kind === 'bot' };
  });
}

