import type { Action } from '../engine';
import { SessionController, type AnimationTable, type ControllerSnapshot, type GameController, type GameRecord } from '../controller';
import type { BotAnswer, BotThinker } from '../botWorker';
import type { PaceGrant } from '../pace';
import type { AnimationSpeed } from '../../scene/model';

/** What the tutorial decides about a person's move before it reaches the game. */
export interface MoveGate {
  /** True: send it to the game; false: the gate has said why it is not played. Asked with the game as it stands. */
  readonly admit: (action: Action, game: ControllerSnapshot) => boolean;
  /** Undo and "Bot plays my turn" would move the game off the script: the gate says so instead. */
  readonly refuse: (what: 'undo' | 'autoplay') => void;
}

/** The tutorial is solo: no bot seat ever thinks, so no bot worker is started for it. */
const NO_BOTS: BotThinker = {
  think: () => Promise.reject(new Error('The tutorial has no bots.')),
  dispose: () => undefined,
};

/**
 * The tutorial's game: the session chart as any game plays it, with every move of the person passed through the
 * tutorial's gate first. It is practice, not saved as a game: its place is the tutorial's progress in the profile,
 * and the table is rebuilt from the script's actions before that place.
 */
export class GuidedController implements GameController {
  private readonly inner: SessionController;

  constructor(setup: ConstructorParameters<typeof SessionController>[0]['setup'], actions: readonly Action[], speed: () => AnimationSpeed, private readonly gate: MoveGate) {
    this.inner = new SessionController({
      setup, actions, bots: NO_BOTS, autosave: () => Promise.resolve(), botSpeed: () => 'instant', animationsOff: () => speed() === 'instant',
    });
  }

  getSnapshot(): ControllerSnapshot { return this.inner.getSnapshot(); }
  subscribe(listener: () => void): () => void { return this.inner.subscribe(listener); }
  send(action: Action): void { if (this.gate.admit(action, this.inner.getSnapshot())) this.inner.send(action); }
  undo(): void { this.gate.refuse('undo'); }
  pause(): void { this.inner.pause(); }
  resume(): void { this.inner.resume(); }
  suggest(): Promise<BotAnswer | null> { return Promise.resolve(null); }
  autoplayTurn(): void { this.gate.refuse('autoplay'); }
  stopAutoplay(): void { this.inner.stopAutoplay(); }
  skipToMyTurn(): void { this.inner.skipToMyTurn(); }
  paceGrants(): readonly PaceGrant[] { return this.inner.paceGrants(); }
  connectTable(table: AnimationTable | null): void { this.inner.connectTable(table); }
  animationPlayed(batch: number): void { this.inner.animationPlayed(batch); }
  record(): GameRecord { return this.inner.record(); }
  flush(): Promise<void> { return this.inner.flush(); }
  dispose(): void { this.inner.dispose(); }
}
