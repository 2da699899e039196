import type { BotAnswer, BotThinker, PaceGrant } from '../../../../engine/authority/index';
import type { MoveExplanation } from '../../../../engine/bots/index';
import { buildHistory } from '../../../../engine/session';
import type { Action, GameSetup } from '../engine';
import type { AnimationTable, ControllerSnapshot, GameController, ReviewedGame } from '../controller';
import type { AuthorityClient } from '../authorityClient';
import { localGame } from '../localAuthority';
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
 * The tutorial's game: a game's authority as any game has one, with every move of the person passed through the
 * tutorial's gate first. It is practice, not saved as a game: its place is the tutorial's progress in the profile,
 * and the table is rebuilt from the script's actions before that place. Its authority runs beside the table in the
 * page: the tutorial's deal is the script's, printed in the rules data, so it hides nothing the page does not hold.
 */
export class GuidedController implements GameController {
  private readonly inner: AuthorityClient;

  constructor(
    setup: GameSetup,
    actions: readonly Action[],
    speed: () => AnimationSpeed,
    private readonly gate: MoveGate,
  ) {
    this.inner = localGame({
      setup,
      history: buildHistory(setup, actions),
      bots: NO_BOTS,
      persist: () => Promise.resolve(),
      pace: { botSpeed: 'instant', animationsOff: speed() === 'instant' },
    }).client;
  }

  getSnapshot(): ControllerSnapshot {
    return this.inner.getSnapshot();
  }
  subscribe(listener: () => void): () => void {
    return this.inner.subscribe(listener);
  }
  send(action: Action): void {
    if (this.gate.admit(action, this.inner.getSnapshot())) this.inner.send(action);
  }
  undo(): void {
    this.gate.refuse('undo');
  }
  pause(): void {
    this.inner.pause();
  }
  resume(): void {
    this.inner.resume();
  }
  suggest(): Promise<BotAnswer | null> {
    return Promise.resolve(null);
  }
  autoplayTurn(): void {
    this.gate.refuse('autoplay');
  }
  stopAutoplay(): void {
    this.inner.stopAutoplay();
  }
  skipToMyTurn(): void {
    this.inner.skipToMyTurn();
  }
  paceGrants(): Promise<readonly PaceGrant[]> {
    return this.inner.paceGrants();
  }
  explain(index: number): Promise<MoveExplanation | null> {
    return this.inner.explain(index);
  }
  connectTable(table: AnimationTable | null): void {
    this.inner.connectTable(table);
  }
  animationPlayed(batch: number): void {
    this.inner.animationPlayed(batch);
  }
  review(): ReviewedGame {
    return this.inner.review();
  }
  flush(): Promise<void> {
    return this.inner.flush();
  }
  dispose(): void {
    this.inner.dispose();
  }
}
