import type { GameSetup } from '../index.js';
import type { SessionSnapshot } from '../session/index.js';
import type { AuthorityMessage } from './protocol.js';
import { TableViews, type SessionFlags } from './tableView.js';

/**
 * The seat a spectator's views are for: no seat at all, so that every player's hidden pieces stay hidden from it
 * (`publicView` shows a seat's own delivered crates and looked-at tokens only to that seat).
 */
export const NO_SEAT = -1;

/** One connection that is shown a game: a seated player's (its own seat's view) or a spectator's (`NO_SEAT`). */
export interface SeatAudience {
  readonly seat: number;
  send(message: AuthorityMessage): void;
}

/**
 * Gives each connection of a game the views of its own seat, where a hot-seat table is given the views of whoever
 * decides now: a networked game has one screen per seat, and the view one seat may see holds what another may not
 * (its delivered crates, its looked-at tokens). Each connection has its own `TableViews`, so each log goes out one
 * new entry at a time, and a connection that joins (or comes back) is sent the position and the whole log at once.
 */
export class SeatViews {
  private readonly audiences = new Map<SeatAudience, TableViews>();
  private last: { readonly chart: SessionSnapshot; readonly flags: SessionFlags } | null = null;

  constructor(private readonly setup: GameSetup) {}

  add(audience: SeatAudience): void {
    const views = new TableViews(this.setup, audience.seat);
    this.audiences.set(audience, views);
    if (this.last) this.sendTo(audience, views, this.last.chart, this.last.flags);
  }

  remove(audience: SeatAudience): void {
    this.audiences.delete(audience);
  }

  /** The authority's position, sent to every connection as its own seat may see it. */
  publish(chart: SessionSnapshot, flags: SessionFlags): void {
    this.last = { chart, flags };
    for (const [audience, views] of this.audiences) this.sendTo(audience, views, chart, flags);
  }

  private sendTo(audience: SeatAudience, views: TableViews, chart: SessionSnapshot, flags: SessionFlags): void {
    const history = views.historyChange(chart.context.history, chart.context.state);
    if (history) audience.send(history);
    audience.send({ type: 'table', table: views.view(chart, flags) });
  }
}
