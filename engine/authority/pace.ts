import type { BotSpeed } from '../formats/index.js';
import type { GameEvent } from '../index.js';

export type { BotSpeed };

/**
 * The longest a bot's whole turn may take at each bot speed, in milliseconds: every thinking pause and every
 * animation of its decisions together (a bot's turn takes at most about 2 s at Normal).
 */
export const BOT_TURN_BUDGET_MS: Readonly<Record<BotSpeed, number>> = {
  slow: 4000,
  normal: 2000,
  fast: 1000,
  instant: 0,
};

/**
 * The longest the change of round may take (workers home, the dice tumbling, the new start player), in milliseconds:
 * the table's own moment, not any player's turn, so it has a budget of its own whoever ended the round.
 */
export const ROUND_CHANGE_MS: Readonly<Record<BotSpeed, number>> = { slow: 2400, normal: 1600, fast: 900, instant: 0 };

/** Of its turn's budget, one bot decision pauses at most this share, and its animation plays at most this share. */
const PAUSE_SHARE = 0.15;
const ANIMATION_SHARE = 0.35;

/**
 * What the session was told one stretch of time may take: a bot's pause, or the longest a batch may animate; or the
 * moment "Skip to my turn" was asked (0 ms), after which everything is granted 0 until a person decides.
 */
export interface PaceGrant {
  readonly kind: 'openingDeal' | 'botPause' | 'botAnimation' | 'roundChange' | 'personAnimation' | 'skipToMyTurn';
  readonly seat: number;
  /** Milliseconds granted; null: a person's own decision plays at the animation speed, without a bound. */
  readonly ms: number | null;
  /** The animation batch it bounds (absent for a pause). */
  readonly batch?: number;
}

/** How many grants the ledger keeps (the newest): enough for several rounds of four seats. */
const KEPT_GRANTS = 400;

/**
 * The time budget of bot turns. Each grant of a bot's turn takes at most half of what is left of the turn's budget,
 * so however many decisions the turn has, its pauses and animations together stay within the budget; the first few
 * decisions (the die taken and placed) are seldom cut short, later ones (a long chain's steps) go faster.
 * The grants are kept, so that what the session was told can be read back (the debug window, the e2e spec).
 */
export class PaceLedger {
  private readonly kept: PaceGrant[] = [];
  /** The bot seat whose turn is spending the budget, and what it has been granted so far. */
  private turn: { seat: number; granted: number } | null = null;

  constructor(private readonly speed: () => BotSpeed) {}

  /**
   * The longest a new game's first bot waits for the opening deal's dice to land, in ms: the table's own moment, like
   * a round's roll, so it has the change of round's budget; 0 with animations off ("Skip to my turn" ends the wait).
   */
  openingDeal(seat: number, nothingToShow: boolean): number {
    const ms = nothingToShow ? 0 : ROUND_CHANGE_MS[this.speed()];
    this.record({ kind: 'openingDeal', seat, ms });
    return ms;
  }

  /** The pause before a bot's decision (it thinks meanwhile): ms. */
  botPause(seat: number, fastForward: boolean): number {
    return this.grant('botPause', seat, fastForward ? 0 : PAUSE_SHARE);
  }

  /**
   * The longest the batch of a decision by `seat` may animate, in ms, or null for a person's decision (played at the
   * animation speed). The change of round has its own budget; a batch that starts a turn ends the bot's turn.
   */
  animation(
    batch: number,
    seat: number,
    bot: boolean,
    events: readonly GameEvent[],
    fastForward: boolean,
  ): number | null {
    let ms: number | null;
    if (events.some((event) => event.type === 'DiceRolled' || event.type === 'RoundEnded')) {
      ms = fastForward ? 0 : ROUND_CHANGE_MS[this.speed()];
      this.record({ kind: 'roundChange', seat, ms, batch });
    } else if (bot) {
      ms = this.grant('botAnimation', seat, fastForward ? 0 : ANIMATION_SHARE, batch);
    } else {
      ms = fastForward ? 0 : null;
      this.record({ kind: 'personAnimation', seat, ms, batch });
    }
    if (!bot || events.some((event) => event.type === 'TurnStarted')) this.turn = null;
    return ms;
  }

  /** Notes that "Skip to my turn" was asked while `seat` was deciding. */
  skipAsked(seat: number): void {
    this.record({ kind: 'skipToMyTurn', seat, ms: 0 });
  }

  /** The grants so far, oldest first (at most the newest KEPT_GRANTS). */
  grants(): readonly PaceGrant[] {
    return this.kept;
  }

  private grant(kind: 'botPause' | 'botAnimation', seat: number, share: number, batch?: number): number {
    const budget = BOT_TURN_BUDGET_MS[this.speed()];
    if (this.turn?.seat !== seat) this.turn = { seat, granted: 0 };
    const left = Math.max(0, budget - this.turn.granted);
    const ms = Math.floor(Math.min(budget * share, left / 2));
    this.turn.granted += ms;
    this.record(batch === undefined ? { kind, seat, ms } : { kind, seat, ms, batch });
    return ms;
  }

  private record(grant: PaceGrant): void {
    this.kept.push(grant);
    if (this.kept.length > KEPT_GRANTS) this.kept.splice(0, this.kept.length - KEPT_GRANTS);
  }
}
