import {
  MOVE_INTENTS,
  type AnimationBatch,
  type AuthorityMessage,
  type Intent,
  type TableView,
} from '../../../engine/authority/index';
import type { AuthorityPort } from '../game/authorityClient';

/** Intents a room takes from a seat's connection (engine/authority/seatIntents.ts); the rest the host's game decides. */
const SENT_TO_THE_ROOM: ReadonlySet<Intent['type']> = new Set([
  'act',
  'undo',
  'autoplay',
  'stopAutoplay',
  'hint',
  'withdraw',
  'flush',
  'explain',
]);
/** Of those, the ones a spectator may send: they only read. */
const SENT_BY_SPECTATORS: ReadonlySet<Intent['type']> = new Set(['withdraw', 'flush', 'explain']);

type Question = Extract<Intent, { type: 'hint' | 'flush' | 'explain' | 'paceGrants' }>;

/** The answer a question gets when the room will not give one: nothing known. */
function unanswered(question: Question): AuthorityMessage {
  switch (question.type) {
    case 'hint':
      return { type: 'hint', id: question.id, answer: null };
    case 'explain':
      return { type: 'explained', id: question.id, explanation: null };
    case 'flush':
      return { type: 'flushed', id: question.id, saveError: null };
    case 'paceGrants':
      return { type: 'paceGrants', id: question.id, grants: [] };
  }
}

/**
 * The table's AuthorityPort onto an online room: the same protocol as the page's worker, with what a network room
 * adds made to look like one authority to the table (the table's AuthorityClient is the offline one, unchanged):
 * - intents the room takes from no remote client (pace, animations, pause) are not sent; a move among them is
 *   answered here at once, with the last view, and a question with "nothing";
 * - a connection counts its moves itself (a re-join with the seat's token from 0, a reconnection of the SDK from where
 *   it was): the first view of each connection answers every move posted before it (sent, lost with a dropped socket,
 *   or made while no connection was open, which is not sent), and the views' `answered` is carried on from there;
 * - a view brings only the batches the connection was not sent before: they are kept, so that the table is given
 *   every batch of the game as offline, and the newest new one is the batch the table animates (the room's authority
 *   counts every batch as played at once: each screen animates at its own pace);
 * - a move the room refused (it came too fast, or the decision was no longer this seat's) is answered with the last
 *   view, so that the table takes input again;
 * - the table shows this seat only: while another seat decides, nothing is this table's to act on.
 */
export class NetworkPort implements AuthorityPort {
  private receive: ((message: AuthorityMessage) => void) | null = null;
  private readonly early: AuthorityMessage[] = [];
  private last: TableView | null = null;
  /** Moves the table posted, and of them, those the room's count of answered moves does not include. */
  private posted = 0;
  private base = 0;
  /** Moves posted when the current connection opened, until its first view has said how far its count is. */
  private countFrom: number | null = null;
  private readonly batches = new Map<number, AnimationBatch>();
  private allBatches: readonly AnimationBatch[] = [];
  private open = false;
  private closed = false;
  private readonly questions = new Map<number, Question>();

  constructor(
    private readonly seat: number | null,
    private readonly sendToRoom: (intent: Intent) => void,
    private readonly onClose: () => void,
  ) {}

  post(intent: Intent): void {
    if (this.closed) return;
    const move = MOVE_INTENTS.has(intent.type);
    if (move) this.posted++;
    const sendable =
      this.open && SENT_TO_THE_ROOM.has(intent.type) && (this.seat !== null || SENT_BY_SPECTATORS.has(intent.type));
    // Why the game is shown is read here: a bot's reasons stay the server's until the game is over.
    const hidden = intent.type === 'explain' && this.last?.state.phase !== 'over';
    if (sendable && !hidden) {
      if (intent.type === 'hint' || intent.type === 'flush' || intent.type === 'explain')
        this.questions.set(intent.id, intent);
      this.sendToRoom(intent);
      return;
    }
    if (intent.type === 'hint' || intent.type === 'flush' || intent.type === 'explain' || intent.type === 'paceGrants')
      this.later(unanswered(intent));
    if (move) {
      this.base++;
      this.showLastView();
    }
  }

  listen(receive: (message: AuthorityMessage) => void): void {
    this.receive = receive;
    for (const message of this.early.splice(0)) receive(message);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }

  /** A connection to the room is open (the first, or one that came back): its first view answers every move so far. */
  connected(): void {
    this.open = true;
    this.countFrom = this.posted;
  }

  /** The connection dropped: nothing is sent until one is open again, and no question sent is answered by it. */
  disconnected(): void {
    this.open = false;
    for (const question of [...this.questions.values()]) this.deliver(unanswered(question));
  }

  /** A message of the authority, from the room. */
  deliver(message: AuthorityMessage): void {
    if (message.type === 'hint' || message.type === 'explained' || message.type === 'flushed') {
      if (!this.questions.delete(message.id)) return;
    }
    if (message.type !== 'table') {
      this.forward(message);
      return;
    }
    if (this.countFrom !== null) {
      this.base = this.countFrom - message.table.answered;
      this.countFrom = null;
    }
    this.last = this.withEveryBatch(message.table);
    this.forward({ type: 'table', table: this.asShown(this.last) });
  }

  /** The view with every batch of the game kept so far, and the newest new one to animate (none in the first view). */
  private withEveryBatch(view: TableView): TableView {
    const fresh = view.batches.filter((batch) => !this.batches.has(batch.id));
    for (const batch of fresh) this.batches.set(batch.id, batch);
    if (fresh.length > 0) this.allBatches = [...this.batches.values()].sort((a, b) => a.id - b.id);
    const animated = this.last === null ? null : (fresh.at(-1) ?? this.last.playing);
    return { ...view, batches: this.allBatches, playing: view.playing ?? animated };
  }

  /** The room refused something this connection sent: the oldest move still unanswered, else the oldest question. */
  refused(): void {
    if (this.last && this.posted > this.base + this.last.answered) {
      this.base++;
      this.showLastView();
      return;
    }
    const [question] = this.questions.values();
    if (question) this.deliver(unanswered(question));
  }

  private asShown(view: TableView): TableView {
    const mine = this.seat !== null && view.pending?.seat === this.seat;
    const answered = this.base + view.answered;
    if (mine) return { ...view, answered };
    return { ...view, answered, humanToAct: false, awaitingInput: false, undoAvailable: false, legal: [] };
  }

  private showLastView(): void {
    const { last } = this;
    if (last) this.later({ type: 'table', table: last });
  }

  /** Answered after the intent's own call returns, as an answer from the room would be. */
  private later(message: AuthorityMessage): void {
    queueMicrotask(() => {
      if (message.type === 'table') this.forward({ type: 'table', table: this.asShown(message.table) });
      else this.forward(message);
    });
  }

  private forward(message: AuthorityMessage): void {
    if (this.closed) return;
    if (this.receive) this.receive(message);
    else this.early.push(message);
  }
}
