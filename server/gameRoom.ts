import { randomUUID } from 'node:crypto';
import { Room, type AuthContext, type Client } from '@colyseus/core';
import {
  CompactEncoder,
  GameAuthority,
  MOVE_INTENTS,
  NO_SEAT,
  readIntent,
  SeatViews,
  seatIntentRefusal,
  type AuthorityMessage,
  type Intent,
  type SeatAudience,
  type TableView,
} from '../engine/authority/index.js';
import { pendingDecision } from '../engine/index.js';
import type { GameStore } from './gameStore.js';
import { DurableOutbox } from './outbox.js';
import {
  newGame,
  refused,
  refuseJoin,
  SEAT_TAKEN_ELSEWHERE,
  shared,
  type OpenedGame,
  type ResumeOptions,
} from './roomServices.js';
import { SeatTable } from './seatTable.js';
import {
  CLIENT_MESSAGES,
  readRoomOptions,
  SERVER_MESSAGES,
  standInSchema,
  type RoomOptions,
  type RoomRefusalCode,
} from './wire.js';

/** What the room keeps about each connection. */
interface Connection {
  readonly seat: number;
  readonly audience: SeatAudience;
  readonly outbox: DurableOutbox;
  /** How many of this connection's moves the authority has answered (its own count of the protocol's `answered`). */
  answered: number;
  /** The newest animation batch this connection was sent: a view carries only the batches after it. */
  batchesSent: number;
  /** The last view it was sent: the same view again is not sent. */
  lastView: TableView | null;
  /** Its questions' ids (hint, flush, …) as the authority knows them, by the ids the connection gave them. */
  readonly questions: Map<number, number>;
}

/** Whether two views of one connection show the same (their parts are shared while they do not change). */
function sameView(a: TableView, b: TableView): boolean {
  return (Object.keys(b) as (keyof TableView)[]).every((key) => key === 'batches' || a[key] === b[key]);
}

/**
 * One online game: its one authority (engine/authority, unchanged), each connection given the views of its own seat
 * (a spectator those of no seat), every message read through the wire's schemas and refused with a code when it may
 * not be sent, dropped players' seats held for them, and every change written to the store.
 */
export class GameRoom extends Room {
  private code = '';
  private authority: GameAuthority | null = null;
  private views: SeatViews | null = null;
  private seatTable: SeatTable | null = null;
  private readonly connections = new Map<Client, Connection>();
  /** The authority's ids of questions asked, with who asked them under which id. */
  private readonly askedBy = new Map<number, { readonly client: Client; readonly id: number }>();
  private nextQuestion = 1;
  /** The newest revision of the game the store holds (-1: none yet). */
  private written = -1;
  /** Closes the room once nobody has been in it for the idle time (see `onLeave`). */
  private idle: NodeJS.Timeout | null = null;

  /** Every join and creation is read here first, before any room is looked up, and counted against its address. */
  static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<RoomOptions> {
    const { joins } = shared();
    if (!joins.take(context.ip ?? 'unknown')) throw refuseJoin(429, 'too-many-joins');
    const read = readRoomOptions(options);
    if (!read.ok) throw refuseJoin(400, read.code, read.detail);
    // A stored game no process has open (its process was killed, or it sat unplayed) is opened for whoever comes.
    if ('code' in read.options) await shared().openStored(read.options.code);
    return read.options;
  }

  override async onCreate(options: RoomOptions | ResumeOptions): Promise<void> {
    const { store, spectatorsPerGame } = shared();
    const opened = 'resume' in options ? await storedGame(store, options.resume) : newGame(options);
    this.code = opened.seats.code;
    this.roomId = this.code;
    this.autoDispose = false;
    this.maxClients = opened.setup.seats.length + spectatorsPerGame;
    this.setPatchRate(null);
    await this.setMetadata({ code: this.code });
    this.seatTable = new SeatTable(opened.setup, opened.seats);
    // A new game can be found by its code only once its host holds the host's seat.
    if (opened.history === null) await this.setPrivate(true);
    if (opened.history === null) await store.writeSeats(opened.seats);
    // A stored game is on disk as it is; a new one is written by the authority at once (its chart saves a new game).
    if (opened.history !== null) this.written = opened.revision;
    this.startAuthority(opened);
    this.onMessage(CLIENT_MESSAGES.intent, (client, raw: unknown) => this.onIntent(client, raw));
    this.onMessage(CLIENT_MESSAGES.standIn, (client, raw: unknown) => this.onStandIn(client, raw));
    this.onMessage('*', (client) => this.refuse(client, 'unknown-message'));
  }

  override async onJoin(client: Client, _options: unknown, auth: RoomOptions): Promise<void> {
    this.stayOpen();
    const seats = this.seats();
    let seat = NO_SEAT;
    let token: string | undefined;
    if ('create' in auth) seat = seats.freeSeat(seats.seats.host) ?? refused(403, 'bad-options');
    else if ('seatToken' in auth) seat = seats.seatOfToken(auth.seatToken) ?? refused(403, 'bad-token');
    else if (!('watch' in auth)) seat = seats.freeSeat(auth.claim) ?? refused(409, 'no-free-seat');
    const takesSeat = !('seatToken' in auth) && !('watch' in auth);
    if (takesSeat) {
      const taken = seats.take(seat, 'name' in auth ? auth.name : undefined);
      token = taken.token;
      await shared().store.writeSeats(taken.file);
    }
    if (seat !== NO_SEAT) this.seatConnection(seat, client);
    this.addConnection(client, seat);
    client.send(SERVER_MESSAGES.welcome, {
      code: this.code,
      seat: seat === NO_SEAT ? null : seat,
      host: seat === seats.seats.host,
      ...(token ? { seatToken: token } : {}),
    });
    this.broadcastLobby();
    if ('create' in auth) await this.setPrivate(false);
  }

  /** A seated player's connection dropped: the seat is held for it, and the others see for how long. */
  override async onDrop(client: Client): Promise<void> {
    const connection = this.connections.get(client);
    if (!connection) return;
    this.views?.remove(connection.audience);
    // A spectator, or a connection whose seat was since taken on another device, is not held.
    if (connection.seat === NO_SEAT || !this.seats().plays(connection.seat, client)) return;
    const { reconnectSeconds } = shared();
    const reconnection = this.allowReconnection(client, reconnectSeconds);
    // The hold ends unanswered when it times out, is taken back, or the room closes: onLeave then frees the seat.
    reconnection.catch(() => undefined);
    this.seats().hold(connection.seat, client, Date.now() + reconnectSeconds * 1000, () =>
      reconnection.reject(new Error('the seat was taken back')),
    );
    this.broadcastLobby();
  }

  /** The dropped connection came back: it is sent the position and the whole log again. */
  override onReconnect(client: Client): void {
    // The connection comes back as a new client object of the same session.
    const known = [...this.connections.entries()].find(([previous]) => previous.sessionId === client.sessionId);
    if (!known) return;
    const [previous, connection] = known;
    this.connections.delete(previous);
    this.seatConnection(connection.seat, client);
    // The client counts its moves across the drop: the count of those answered goes on from where it was.
    this.addConnection(client, connection.seat, connection.answered);
    this.broadcastLobby();
  }

  override onLeave(client: Client): void {
    const connection = this.connections.get(client);
    if (!connection) return;
    this.connections.delete(client);
    this.views?.remove(connection.audience);
    shared().messages.forget(client.sessionId);
    if (connection.seat !== NO_SEAT) this.seats().disconnect(connection.seat, client);
    this.broadcastLobby();
    if (this.connections.size === 0) this.closeWhenIdle();
  }

  /**
   * Nobody is in the room: a finished game's closes at once, an unfinished one's after the idle time. Its game stays
   * in the store and opens again for whoever comes (onAuth), so an unplayed game holds no memory for days.
   */
  private closeWhenIdle(): void {
    if (this.authority?.fullRecord().state.phase === 'over') {
      void this.disconnect();
      return;
    }
    this.stayOpen();
    this.idle = setTimeout(() => {
      if (this.connections.size === 0) void this.disconnect();
    }, shared().idleSeconds * 1000);
  }

  private stayOpen(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }

  override async onDispose(): Promise<void> {
    this.stayOpen();
    this.authority?.dispose();
    await shared().store.flush();
  }

  private seats(): SeatTable {
    if (!this.seatTable) throw new Error('the room has no seats before it is created');
    return this.seatTable;
  }

  private startAuthority(opened: OpenedGame): void {
    const { store, bots, botSpeed } = shared();
    const writer = randomUUID();
    this.views = new SeatViews(opened.setup);
    // The room's own eye on the game: a bot stands in for a gone player whenever that player's decision comes.
    this.views.add({
      seat: NO_SEAT,
      send: (message) => {
        if (message.type === 'table') this.playStandIns(message.table);
      },
    });
    this.authority = new GameAuthority({
      setup: opened.setup,
      ...(opened.history ? { history: opened.history, revision: opened.revision } : {}),
      bots: bots.thinkerFor(),
      seatViews: this.views,
      persist: async (request) => {
        await store.writeGame(this.seats().seats, request, writer);
        this.written = Math.max(this.written, request.revision);
        // Released once the chart has taken the write's answer: the view it publishes then (the next decision awaited)
        // goes out with the held ones as one.
        setImmediate(() => {
          for (const connection of this.connections.values()) connection.outbox.release(this.written);
        });
      },
      send: (message) => this.route(message),
      pace: { botSpeed, animationsOff: true },
    });
    // Each screen animates at its own pace: the game never waits for one of them to finish.
    this.authority.receive({ type: 'table', connected: false });
  }

  private seatConnection(seat: number, client: Client): void {
    const { replaced, wasStoodIn } = this.seats().connect(seat, client);
    if (replaced) {
      const previous = [...this.connections.keys()].find((known) => known === replaced);
      previous?.leave(SEAT_TAKEN_ELSEWHERE, 'seat-taken-elsewhere');
    }
    if (wasStoodIn && this.seatDeciding(seat)) this.authority?.receive({ type: 'stopAutoplay' });
  }

  private addConnection(client: Client, seat: number, answered = 0): void {
    // Each connection is sent its views as changes of the ones before (a new connection starts whole).
    const compact = new CompactEncoder();
    const outbox = new DurableOutbox((message) => client.send(SERVER_MESSAGES.authority, compact.encode(message)));
    const connection: Connection = {
      seat,
      answered,
      batchesSent: 0,
      lastView: null,
      questions: new Map(),
      outbox,
      audience: {
        seat,
        send: (message) => {
          const shaped = this.forConnection(connection, message);
          if (shaped?.type === 'table' || shaped?.type === 'history') outbox.push(shaped, this.written);
          else if (shaped) client.send(SERVER_MESSAGES.authority, shaped);
        },
      },
    };
    this.connections.set(client, connection);
    this.views?.add(connection.audience);
  }

  /**
   * A table view as one connection reads it: `answered` counts that connection's own moves, and `batches` holds only
   * the batches it was not sent yet (a view offline holds every batch of the game, which over a network would make
   * each view larger with every move; the client keeps those it was sent).
   */
  private forConnection(connection: Connection, message: AuthorityMessage): AuthorityMessage | null {
    if (message.type !== 'table') return message;
    const batches = message.table.batches.filter((batch) => batch.id > connection.batchesSent);
    const table: TableView = { ...message.table, batches, answered: connection.answered };
    // The authority publishes at every step of its chart (a save written, an animation over): most views repeat.
    if (batches.length === 0 && connection.lastView && sameView(connection.lastView, table)) return null;
    connection.batchesSent = batches.at(-1)?.id ?? connection.batchesSent;
    connection.lastView = table;
    return { type: 'table', table };
  }

  private onIntent(client: Client, raw: unknown): void {
    const connection = this.connections.get(client);
    const authority = this.authority;
    if (!connection || !authority) return;
    if (!shared().messages.take(client.sessionId)) {
      this.refuse(client, 'too-fast');
      return;
    }
    const read = readIntent(raw);
    if (!read.ok) {
      this.refuse(client, 'bad-intent', read.detail);
      return;
    }
    const refusal = seatIntentRefusal(read.intent, connection.seat, authority.fullRecord().state);
    if (refusal) {
      this.refuse(client, refusal);
      return;
    }
    const intent = this.askedAs(client, connection, read.intent);
    // The authority answers a move with a view at once: the connection's count must already include it.
    if (MOVE_INTENTS.has(intent.type)) connection.answered++;
    authority.receive(intent);
  }

  /** The intent with its question's id made unique in the room (two connections may both ask question 1). */
  private askedAs(client: Client, connection: Connection, intent: Intent): Intent {
    if (intent.type === 'withdraw') return { ...intent, id: connection.questions.get(intent.id) ?? 0 };
    if (intent.type !== 'hint' && intent.type !== 'flush' && intent.type !== 'explain') return intent;
    const id = this.nextQuestion++;
    connection.questions.set(intent.id, id);
    this.askedBy.set(id, { client, id: intent.id });
    return { ...intent, id };
  }

  /** The authority's messages other than views: answers go to whoever asked, the rest to every connection. */
  private route(message: AuthorityMessage): void {
    if (message.type === 'hint' || message.type === 'explained' || message.type === 'flushed') {
      const asker = this.askedBy.get(message.id);
      this.askedBy.delete(message.id);
      const connection = asker ? this.connections.get(asker.client) : undefined;
      if (!asker || !connection) return;
      connection.questions.delete(asker.id);
      asker.client.send(SERVER_MESSAGES.authority, { ...message, id: asker.id });
      return;
    }
    if (message.type === 'skip' || message.type === 'stopped') this.broadcast(SERVER_MESSAGES.authority, message);
  }

  /** The host gives the seat of a player who is gone to a bot until they come back; its moves are marked. */
  private onStandIn(client: Client, raw: unknown): void {
    const connection = this.connections.get(client);
    if (!connection) return;
    if (!shared().messages.take(client.sessionId)) {
      this.refuse(client, 'too-fast');
      return;
    }
    const read = standInSchema.safeParse(raw);
    if (!read.success) {
      this.refuse(client, 'bad-intent', read.error.issues[0]?.message);
      return;
    }
    const seats = this.seats();
    if (connection.seat !== seats.seats.host) {
      this.refuse(client, 'not-host');
      return;
    }
    if (!seats.mayStandIn(read.data.seat)) {
      this.refuse(client, 'seat-connected');
      return;
    }
    seats.standIn(read.data.seat);
    this.broadcastLobby();
    if (this.seatDeciding(read.data.seat)) this.authority?.receive({ type: 'autoplay' });
  }

  private playStandIns(table: TableView): void {
    const seat = table.pending?.seat;
    if (seat === undefined || !table.awaitingInput || table.autoplaying || !this.seats().isStoodIn(seat)) return;
    // Asked after this view is out, so that the authority is not re-entered from inside its own publishing.
    queueMicrotask(() => {
      if (this.seats().isStoodIn(seat) && this.seatDeciding(seat)) this.authority?.receive({ type: 'autoplay' });
    });
  }

  private seatDeciding(seat: number): boolean {
    const state = this.authority?.fullRecord().state;
    return state !== undefined && pendingDecision(state)?.seat === seat;
  }

  private refuse(client: Client, code: RoomRefusalCode, detail?: string): void {
    client.send(SERVER_MESSAGES.refused, detail === undefined ? { code } : { code, detail: detail.slice(0, 300) });
  }

  private broadcastLobby(): void {
    const spectators = [...this.connections.values()].filter((connection) => connection.seat === NO_SEAT).length;
    this.broadcast(SERVER_MESSAGES.lobby, this.seats().lobby(this.code, spectators));
  }
}

async function storedGame(store: GameStore, code: string): Promise<OpenedGame> {
  const read = await store.read(code);
  if (!read.ok) throw new Error(read.message);
  // A finished game is kept on disk, and not played again.
  if (read.game.over) throw new Error('game-over');
  const { seats, setup, history, revision } = read.game;
  return { seats, setup, history, revision };
}
