import type { GameSetup } from '../engine/index.js';
import type { SeatsFile } from './gameStore.js';
import { newSeatToken, tokenDigest, tokenMatches } from './secrets.js';
import type { Lobby, SeatInLobby } from './wire.js';

/** One seat's connection as the room tracks it (the connection itself is the room's business). */
interface SeatState {
  /** The connection playing the seat now, or null. */
  connection: object | null;
  /** While its dropped connection is held for it: when the hold ends, and how to end it sooner. */
  held: { readonly until: number; readonly release: () => void } | null;
  standIn: boolean;
}

/**
 * Who plays which seat of an online game: the seats' tokens (as digests, `SeatsFile`), who is connected, whose
 * dropped connection is held for a while, and which seats the host gave to a bot until their player comes back.
 */
export class SeatTable {
  private readonly states: SeatState[];

  constructor(
    private readonly setup: GameSetup,
    private file: SeatsFile,
  ) {
    this.states = setup.seats.map(() => ({ connection: null, held: null, standIn: false }));
  }

  get seats(): SeatsFile {
    return this.file;
  }

  /** The seat this token belongs to, or null. */
  seatOfToken(token: string): number | null {
    const seat = this.file.tokens.findIndex((digest) => digest !== null && tokenMatches(token, digest));
    return seat === -1 ? null : seat;
  }

  /** `wanted`, or the first person's seat nobody has taken; null when there is none. */
  freeSeat(wanted: number | undefined): number | null {
    const free = (seat: number): boolean => this.setup.seats[seat]?.kind === 'human' && this.file.tokens[seat] === null;
    if (wanted !== undefined) return free(wanted) ? wanted : null;
    const seat = this.setup.seats.findIndex((_, index) => free(index));
    return seat === -1 ? null : seat;
  }

  /**
   * Takes a free seat: its new token (handed to its player once; only its digest is kept), and the name its player
   * joined under, if any (else the seat keeps the name the host's form gave it).
   */
  take(seat: number, name?: string): { readonly token: string; readonly file: SeatsFile } {
    const token = newSeatToken();
    this.file = {
      ...this.file,
      tokens: this.file.tokens.map((digest, index) => (index === seat ? tokenDigest(token) : digest)),
      ...(name === undefined ? {} : { names: this.namesWith(seat, name) }),
    };
    return { token, file: this.file };
  }

  private namesWith(seat: number, name: string): (string | null)[] {
    const names = this.file.names ?? this.file.tokens.map(() => null);
    return names.map((known, index) => (index === seat ? name : known));
  }

  /** `connection` now plays `seat`: a hold on a dropped one ends, and a bot standing in steps aside. */
  connect(seat: number, connection: object): { readonly replaced: object | null; readonly wasStoodIn: boolean } {
    const state = this.states[seat] as SeatState;
    const replaced = state.connection !== connection ? state.connection : null;
    state.held?.release();
    state.held = null;
    state.connection = connection;
    const wasStoodIn = state.standIn;
    state.standIn = false;
    return { replaced, wasStoodIn };
  }

  /** Whether `connection` is the one playing `seat` now. */
  plays(seat: number, connection: object): boolean {
    return this.states[seat]?.connection === connection;
  }

  hold(seat: number, connection: object, until: number, release: () => void): void {
    const state = this.states[seat] as SeatState;
    if (state.connection === connection) state.held = { until, release };
  }

  /** The connection left for good (its hold ended); a seat another connection took since is left alone. */
  disconnect(seat: number, connection: object): void {
    const state = this.states[seat] as SeatState;
    if (state.connection !== connection) return;
    state.connection = null;
    state.held = null;
  }

  /** Whether the host may give `seat` to a bot now: a person's seat whose player is gone (not held any more). */
  mayStandIn(seat: number): boolean {
    const state = this.states[seat];
    return state !== undefined && this.setup.seats[seat]?.kind === 'human' && state.connection === null;
  }

  standIn(seat: number): void {
    (this.states[seat] as SeatState).standIn = true;
  }

  isStoodIn(seat: number): boolean {
    return this.states[seat]?.standIn === true;
  }

  /**
   * Who sits where, as every client is shown it. A seat is called by the name its player joined under, else by the one
   * the host's form gave it. Joiners' names live here (in the seats file, sent with the lobby) and not in the game's
   * setup, which the authority and every save of the game hold as it was when the game was created: changing it
   * would change a stored game's setup under its authority, while this way a save stays the game as dealt and clients
   * name the table and the log as the lobby does (docs/online.md).
   */
  lobby(code: string, spectators: number): Lobby {
    const seats = this.setup.seats.map((seat, index): SeatInLobby => {
      const state = this.states[index] as SeatState;
      return {
        seat: index,
        name: this.file.names?.[index] ?? seat.name,
        kind: seat.kind,
        taken: this.file.tokens[index] !== null,
        connected: state.connection !== null && state.held === null,
        heldUntil: state.held?.until ?? null,
        standIn: state.standIn,
      };
    });
    return { code, seats, spectators };
  }
}
