import { Client, MatchMakeError, type Room } from '@colyseus/sdk';
import { CompactDecoder, type Intent } from '../../../engine/authority/index';
import { NetworkPort } from './networkPort';
import { forgetSeatToken, keepSeatToken, readSeatToken, type TokenStorage } from './seatTokens';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  lobbySchema,
  readAuthorityMessage,
  roomRefusalSchema,
  welcomeSchema,
  type Lobby,
  type RoomRefusal,
  type Welcome,
} from './wire';

/** What the player asked of the server: a new game from the host's setup form, a seat in a game, or to watch one. */
export type JoinRequest =
  | { readonly kind: 'create'; readonly form: Readonly<Record<string, unknown>> }
  /** `name`: the name to play under when this join takes a seat nobody has taken (not when it takes back its own). */
  | { readonly kind: 'join'; readonly code: string; readonly name?: string }
  | { readonly kind: 'watch'; readonly code: string };

export type ConnectionStatus = 'open' | 'reconnecting' | 'closed';

export interface OnlineState {
  readonly status: ConnectionStatus;
  /** Who this connection is in the game: its seat (null: a spectator), whether it hosts, the room's code. */
  readonly welcome: Welcome;
  readonly lobby: Lobby | null;
  /** Why the session ended for good (a code the page words), once it has. */
  readonly ended: string | null;
  /** The room's last refusal of something sent (it changed nothing). */
  readonly refusal: RoomRefusal | null;
}

/** A join the server refused: `code` is its reason (server/wire.ts JoinRefusalCode), or 'unreachable'. */
export class JoinRefused extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'JoinRefused';
  }
}

/** Codes of a refused join after which trying again cannot help. */
const FINAL_REFUSALS = new Set(['bad-token', 'bad-options', 'no-free-seat']);
/** The server closed this connection because the seat is played from another device now (close code 4100). */
const SEAT_TAKEN_ELSEWHERE = 4100;

export interface SessionOptions {
  /** Where seat tokens are kept (the page's localStorage by default). */
  readonly tokens?: TokenStorage | null;
  /** The longest wait between two attempts to join again, in ms. */
  readonly retryMaxMs?: number;
}

/** The matchmaker's own code for "no room has this code" (the SDK's ErrorCode.MATCHMAKE_INVALID_CRITERIA). */
const NO_ROOM_WITH_CODE = 521;

/** A failed join's reason: the room's refusal code (its message, `code: detail`), no such game, or 'unreachable'. */
function joinCode(error: unknown): string {
  if (error instanceof JoinRefused) return error.code;
  if (error instanceof MatchMakeError && error.code === NO_ROOM_WITH_CODE) return 'no-such-game';
  const message = error instanceof Error ? error.message : String(error);
  return /^([a-z]+(?:-[a-z]+)+)(?::|$)/.exec(message)?.[1] ?? 'unreachable';
}

/**
 * One connection to one online game, kept up: it joins (or creates) the game's room, keeps the seat's token to take
 * the seat back, reads every message of the room through the wire's schemas, feeds the authority's to the table's
 * port, and when the connection drops, gets it back — the SDK's reconnection first, then joins again with the token
 * (a server that restarted has the game again under the same code) until it works or cannot.
 */
export class OnlineSession {
  readonly port: NetworkPort;
  private readonly client: Client;
  private state: OnlineState;
  private readonly listeners = new Set<() => void>();
  private token: string | null;
  private left = false;
  /** Rebuilds this room's compact views; a room joined again starts whole, and so does a reconnection's first view. */
  private decoder = new CompactDecoder();

  private constructor(
    readonly server: string,
    private room: Room,
    welcome: Welcome,
    private readonly options: SessionOptions,
  ) {
    this.client = new Client(server);
    this.token = welcome.seatToken ?? readSeatToken(server, welcome.code, options.tokens);
    this.state = { status: 'open', welcome, lobby: null, ended: null, refusal: null };
    this.port = new NetworkPort(
      welcome.seat,
      (intent) => this.send(intent),
      () => void this.leave(),
    );
  }

  /** Joins as `request` asks; resolves once the room has said who this connection is (its welcome). */
  static async open(server: string, request: JoinRequest, options: SessionOptions = {}): Promise<OnlineSession> {
    const client = new Client(server);
    const { room, welcome, early } = await joinRoom(client, request, server, options.tokens).catch((error: unknown) => {
      // A game the server no longer has (it ended and was closed) is no game of this browser's any more.
      if (request.kind === 'join' && error instanceof JoinRefused && error.code === 'no-such-game')
        forgetSeatToken(server, request.code, options.tokens);
      throw error;
    });
    const session = new OnlineSession(server, room, welcome, options);
    if (welcome.seatToken) keepSeatToken(server, welcome.code, welcome.seatToken, options.tokens);
    session.attach(room);
    for (const [type, payload] of early) session.receive(type, payload);
    return session;
  }

  get code(): string {
    return this.state.welcome.code;
  }

  getState(): OnlineState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The host gives a gone player's seat to a bot until they come back. */
  standIn(seat: number): void {
    if (this.state.status === 'open') this.room.send(CLIENT_MESSAGES.standIn, { seat });
  }

  /** Leaves the room (the seat stays this browser's: its token is kept, to come back to the game later). */
  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    this.room.reconnection.enabled = false;
    this.update({ status: 'closed', ended: this.state.ended ?? 'left' });
    this.port.close();
    await this.room.leave(true).catch(() => undefined);
  }

  private send(intent: Intent): void {
    this.room.send(CLIENT_MESSAGES.intent, intent);
  }

  private update(change: Partial<OnlineState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  private attach(room: Room): void {
    this.room = room;
    this.decoder = new CompactDecoder();
    room.reconnection.minUptime = 0;
    room.reconnection.maxRetries = 6;
    this.port.connected();
    room.onMessage('*', (type: string | number, payload: unknown) => this.receive(String(type), payload));
    room.onDrop(() => {
      this.port.disconnected();
      this.update({ status: 'reconnecting' });
    });
    room.onReconnect(() => {
      this.port.connected();
      this.update({ status: 'open' });
    });
    room.onLeave((code: number) => {
      if (this.left || room !== this.room) return;
      this.port.disconnected();
      if (code === SEAT_TAKEN_ELSEWHERE) {
        this.end('seat-taken-elsewhere');
        return;
      }
      void this.joinAgain();
    });
  }

  private receive(type: string, payload: unknown): void {
    if (type === SERVER_MESSAGES.authority) {
      const message = readAuthorityMessage(payload, this.decoder);
      if (message) this.port.deliver(message);
      return;
    }
    if (type === SERVER_MESSAGES.lobby) {
      const lobby = lobbySchema.safeParse(payload);
      if (lobby.success) this.update({ lobby: lobby.data });
      return;
    }
    if (type === SERVER_MESSAGES.refused) {
      const refusal = roomRefusalSchema.safeParse(payload);
      if (!refusal.success) return;
      this.port.refused();
      this.update({ refusal: refusal.data });
    }
    // A welcome again (after joining again) says nothing new; anything else is no message of this server's.
  }

  /** The room is gone from under this connection (the server restarted, or the hold ran out): joins it again. */
  private async joinAgain(): Promise<void> {
    this.update({ status: 'reconnecting' });
    const { welcome } = this.state;
    const request: JoinRequest =
      welcome.seat === null ? { kind: 'watch', code: welcome.code } : { kind: 'join', code: welcome.code };
    for (let attempt = 0; !this.left; attempt++) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(this.options.retryMaxMs ?? 5000, 250 * 2 ** attempt)),
      );
      if (this.left) return;
      try {
        const joined = await joinRoom(this.client, request, this.server, this.options.tokens, this.token);
        if (this.left) {
          await joined.room.leave(true).catch(() => undefined);
          return;
        }
        this.attach(joined.room);
        for (const [type, payload] of joined.early) this.receive(type, payload);
        this.update({ status: 'open' });
        return;
      } catch (error) {
        const code = joinCode(error);
        if (FINAL_REFUSALS.has(code)) {
          this.end(code);
          return;
        }
      }
    }
  }

  private end(reason: string): void {
    if (reason === 'bad-token') forgetSeatToken(this.server, this.code, this.options.tokens);
    this.left = true;
    this.update({ status: 'closed', ended: reason });
  }
}

/** Messages that came with the join, before the session listened: handed to it in order. */
type Early = [string, unknown][];

/**
 * Joins the room as `request` asks, with the seat's token when this browser keeps one (then a token the server does
 * not know is forgotten, and a free seat claimed instead), and waits for the room's welcome.
 */
async function joinRoom(
  client: Client,
  request: JoinRequest,
  server: string,
  tokens: TokenStorage | null | undefined,
  known: string | null = null,
): Promise<{ room: Room; welcome: Welcome; early: Early }> {
  let room: Room;
  try {
    if (request.kind === 'create') room = await client.create(GAME_ROOM, { create: request.form });
    else if (request.kind === 'watch') room = await client.join(GAME_ROOM, { code: request.code, watch: true });
    else {
      const token = known ?? readSeatToken(server, request.code, tokens);
      room = await joinSeat(client, { code: request.code, name: request.name }, token, known === null);
    }
  } catch (error) {
    throw new JoinRefused(joinCode(error));
  }
  return { room, ...(await welcomeOf(room)) };
}

/**
 * Takes the seat `token` belongs to; without one (or with a stored one the server does not know, `mayClaim`), the first
 * person's seat nobody has taken, under `name` if one was given.
 */
async function joinSeat(
  client: Client,
  { code, name }: { readonly code: string; readonly name: string | undefined },
  token: string | null,
  mayClaim: boolean,
): Promise<Room> {
  const claim = name === undefined ? { code } : { code, name };
  if (token === null) return client.join(GAME_ROOM, claim);
  try {
    return await client.join(GAME_ROOM, { code, seatToken: token });
  } catch (error) {
    if (!mayClaim || joinCode(error) !== 'bad-token') throw error;
    return client.join(GAME_ROOM, claim);
  }
}

/** The room's welcome (the first message it sends a connection, with the views of its seat): read, or refused. */
function welcomeOf(room: Room): Promise<{ welcome: Welcome; early: Early }> {
  const early: Early = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      void room.leave(true).catch(() => undefined);
      reject(new JoinRefused('unreachable'));
    }, 15_000);
    const stop = room.onMessage('*', (type: string | number, payload: unknown) => {
      if (String(type) !== SERVER_MESSAGES.welcome) {
        early.push([String(type), payload]);
        return;
      }
      clearTimeout(timer);
      stop();
      const welcome = welcomeSchema.safeParse(payload);
      if (welcome.success) resolve({ welcome: welcome.data, early });
      else {
        void room.leave(true).catch(() => undefined);
        reject(new JoinRefused('bad-welcome'));
      }
    });
  });
}
