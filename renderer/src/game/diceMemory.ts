import type { DieColour, GameEvent } from './engine';

/** A die taken from the pool this round, as the table shows it. */
export interface TakenDie {
  readonly die: number;
  readonly seat: number;
  readonly colour: DieColour;
  readonly value: number;
  /** The building it stands on once its chain is over; null while the chain runs or when it was set aside. */
  readonly cell: number | null;
  readonly aside: boolean;
}

/**
 * The engine's state says which cells hold a die but not which die (colour and value) stands there; the events do.
 * This folds the events of each action into the dice taken this round, so the village can draw them — also after a
 * reload, when the controller replays the action log.
 */
export type DiceMemory = readonly TakenDie[];

export function rememberDice(memory: DiceMemory, events: readonly GameEvent[]): DiceMemory {
  let dice = memory;
  const update = (die: number, change: Partial<TakenDie>): void => {
    dice = dice.map((taken) => (taken.die === die ? { ...taken, ...change } : taken));
  };
  for (const event of events) {
    switch (event.type) {
      case 'DiceRolled': dice = []; break;
      case 'DieTaken':
        dice = [...dice, { die: event.die, seat: event.player, colour: event.colour, value: event.value, cell: null, aside: false }];
        break;
      case 'DieAdjusted': update(event.die, { value: event.to }); break;
      case 'DiePlaced': update(event.die, { cell: event.cell }); break;
      case 'DieSetAside': update(event.die, { aside: true }); break;
      default: break;
    }
  }
  return dice;
}
