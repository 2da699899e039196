// A scripted player of the online server for tests and benchmarks: it connects through the Colyseus SDK, as a
// client does, records every message it receives, and answers its own seat's decisions with seeded random moves.
import { Client, type Room } from '@colyseus/sdk';
import type { Action } from '../../engine/index.js';
import {
  CompactDecoder,
  type AuthorityMessage,
  type CompactMessage,
  type Intent,
  type TableView,
} from '../../engine/authority/index.js';
import type { Lobby, RoomOptions, RoomRefusalCode, Welcome } from '../wire.js';
import { CLIENT_MESSAGES, GAME_ROOM, SERVER_MESSAGES } from '../wire.js';

export interface Received {
  readonly type: string;
  readonly payload: unknown;
}

type Waiter = { readonly test: () => boolean; readonly resolve: () => void };

/** A seeded generator of its own, so that a player's moves depend on nothing but its seed. */
function mulberry(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class OnlinePlayer {
  readonly received: Received[] = [];
  welcome: Welcome | null = null;
  lobby: Lobby | null = null;
  table: TableView | null = null;
  /** Moves sent (the protocol's MOVE_INTENTS): a view whose `answered` is lower still waits for one. */
  moves = 0;
  /** Round trips of its moves, in ms, from the move sent to the view that answers it. */
  readonly roundTrips: number[] = [];
  private waiters: Waiter[] = [];
  /** Reconnected: a move sent while the socket was going away may never have arrived (see `receive`). */
  private reconnected = false;
  private autoplay: { readonly random: () => number; readonly assisted: boolean; sentAt: number } | null = null;

  private readonly decoder = new CompactDecoder();
  /** Refusals received (kept when messages are not recorded: see `open`). */
  refusalCount = 0;

  private constructor(
    readonly room: Room,
    private readonly recording: boolean,
  ) {
    room.onMessage('*', (type: string | number, payload: unknown) => this.receive(String(type), payload));
    room.onReconnect(() => {
      this.reconnected = true;
    });
  }

  /**
   * `record: false` keeps only the newest welcome, lobby and view, not every message (a benchmark's hundreds of
   * players would otherwise hold every view of every game).
   */
  static async open(url: string, options: RoomOptions, { record = true } = {}): Promise<OnlinePlayer> {
    const client = new Client(url);
    const room = 'create' in options ? await client.create(GAME_ROOM, options) : await client.join(GAME_ROOM, options);
    const player = new OnlinePlayer(room, record);
    await player.until(() => player.welcome !== null);
    return player;
  }

  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }

  send(intent: Intent | unknown): void {
    this.room.send(CLIENT_MESSAGES.intent, intent);
  }

  /** Resolves once `test` holds (checked now and after every message). */
  until(test: () => boolean): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  refusals(): RoomRefusalCode[] {
    return this.received.flatMap((message) =>
      message.type === SERVER_MESSAGES.refused ? [(message.payload as { code: RoomRefusalCode }).code] : [],
    );
  }

  authorityMessages(): AuthorityMessage[] {
    return this.received.flatMap((message) =>
      message.type === SERVER_MESSAGES.authority ? [message.payload as AuthorityMessage] : [],
    );
  }

  /** From now on, answers every decision of its own seat with a random legal action, as soon as it is asked. */
  playRandomly(seed: number): void {
    this.autoplay = { random: mulberry(seed), assisted: false, sentAt: 0 };
    this.answer();
  }

  /**
   * From now on, hands each of its turns to the server's hint bot ("Bot plays my turn"), which plays as a person
   * would: it completes orders, so that face-down crates are delivered (random moves seldom manage one). The draft
   * of starting sets, before the first turn, is played at random.
   */
  playAssisted(seed: number): void {
    this.autoplay = { random: mulberry(seed), assisted: true, sentAt: 0 };
    this.answer();
  }

  /** The seats that took each decision of the log as this player was sent it, and whether a bot took it for them. */
  deciders(): { readonly seat: number; readonly botPlayed: boolean }[] {
    let deciders: { readonly seat: number; readonly botPlayed: boolean }[] = [];
    for (const message of this.authorityMessages()) {
      if (message.type === 'history')
        deciders = [
          ...deciders.slice(0, message.keep),
          ...message.entries.map(({ seat, botPlayed }) => ({ seat, botPlayed })),
        ];
    }
    return deciders;
  }

  /** The game's log as this player was sent it: each history message keeps the first `keep` entries, then adds. */
  log(): Action[] {
    let actions: Action[] = [];
    for (const message of this.authorityMessages()) {
      if (message.type === 'history')
        actions = [...actions.slice(0, message.keep), ...message.entries.map((entry) => entry.action)];
    }
    return actions;
  }

  /**
   * Its socket goes away without a word, as a failing network's does (close code 4010: the client may reconnect);
   * resolves once the SDK has reconnected within the seat's hold.
   */
  drop(): Promise<void> {
    this.room.reconnection.minUptime = 0;
    return new Promise((resolve) => {
      this.room.onReconnect.once(() => resolve());
      (this.room.connection.transport as unknown as { ws: { close(code: number): void } }).ws.close(4010);
    });
  }

  /** Stops answering (a player who walks away, or whose server is about to be killed) and never reconnects. */
  stop(): void {
    this.autoplay = null;
    this.room.reconnection.enabled = false;
  }

  over(): boolean {
    return this.table?.state.phase === 'over';
  }

  /** Leaves the room; bounded, since a connection whose server was killed never answers a leave. */
  async leave(): Promise<void> {
    const answered = this.room.leave(true).catch(() => undefined);
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  private receive(type: string, raw: unknown): void {
    // The authority's messages come compact: kept as the authority sent them (a superset of what came over the wire).
    const payload = type === SERVER_MESSAGES.authority ? (this.decoder.decode(raw as CompactMessage) ?? raw) : raw;
    if (this.recording) this.received.push({ type, payload });
    if (type === SERVER_MESSAGES.refused) this.refusalCount++;
    if (type === SERVER_MESSAGES.welcome) this.welcome = payload as Welcome;
    if (type === SERVER_MESSAGES.lobby) this.lobby = payload as Lobby;
    // A move refused for coming too fast was not played: it is asked again a little later, as a client would.
    if (type === SERVER_MESSAGES.refused && (payload as { code: string }).code === 'too-fast' && this.autoplay) {
      this.moves--;
      setTimeout(() => this.answer(), 200);
    }
    if (type === SERVER_MESSAGES.authority && (payload as AuthorityMessage).type === 'table') {
      const { table } = payload as Extract<AuthorityMessage, { type: 'table' }>;
      if (this.autoplay && this.table && table.answered > this.table.answered)
        this.roundTrips.push(performance.now() - this.autoplay.sentAt);
      this.table = table;
      // The first view after a reconnection says how many moves arrived: one lost on the way is played again.
      if (this.reconnected) {
        this.reconnected = false;
        this.moves = Math.min(this.moves, table.answered);
      }
      this.answer();
    }
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test()) return true;
      waiter.resolve();
      return false;
    });
  }

  private answer(): void {
    const { table, autoplay } = this;
    if (!autoplay || !table || table.answered < this.moves || !table.awaitingInput || table.pending?.seat !== this.seat)
      return;
    // The draft of starting sets is played at random: "Bot plays my turn" hands over turns, and the draft has none.
    if (autoplay.assisted && table.state.phase === 'play') {
      if (table.autoplaying) return;
      this.moves++;
      this.send({ type: 'autoplay' });
      return;
    }
    const action = table.legal[Math.floor(autoplay.random() * table.legal.length)] as Action | undefined;
    if (!action) return;
    this.moves++;
    autoplay.sentAt = performance.now();
    this.send({ type: 'act', action });
  }
}
