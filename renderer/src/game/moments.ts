import type { GameEvent, Line, Track } from './engine';

/**
 * The moments of a game the table marks beyond moving its pieces: the round banners, and the celebrations of a
 * completed row or column, a delivered crate set and a track's top. Each comes from one engine event (the engine
 * decides what happened; this only picks out the events worth a banner).
 */
export type Moment =
  | { readonly kind: 'roundStart'; readonly round: number; readonly startPlayer: number }
  | { readonly kind: 'roundEnd'; readonly round: number }
  | { readonly kind: 'finalScoring' }
  | { readonly kind: 'line'; readonly player: number; readonly line: Line; readonly index: number }
  | { readonly kind: 'crateSet'; readonly player: number; readonly sets: number }
  | { readonly kind: 'trackTop'; readonly player: number; readonly track: Track };

/** The kinds of moment shown as a banner across the table (the others are celebrations beside what they celebrate). */
export const BANNER_MOMENTS: ReadonlySet<Moment['kind']> = new Set(['roundStart', 'roundEnd', 'finalScoring']);

/** The moments of one batch of events, in their order. The last round's end is the final scoring's banner. */
export function momentsOf(events: readonly GameEvent[]): Moment[] {
  const gameEnds = events.some((event) => event.type === 'GameEnded');
  return events.flatMap((event): Moment[] => {
    switch (event.type) {
      case 'RoundStarted':
        return [{ kind: 'roundStart', round: event.round, startPlayer: event.startPlayer }];
      case 'RoundEnded':
        return [gameEnds ? { kind: 'finalScoring' } : { kind: 'roundEnd', round: event.round }];
      case 'LineCompleted':
        return [{ kind: 'line', player: event.player, line: event.line, index: event.index }];
      case 'CrateSetCompleted':
        return [{ kind: 'crateSet', player: event.player, sets: event.sets }];
      case 'TrackTopReached':
        return [{ kind: 'trackTop', player: event.player, track: event.track }];
      default:
        return [];
    }
  });
}
