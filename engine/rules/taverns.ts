import { ABILITY_NUMBERS, DOCKS, TAVERN_COUNT, type DockReward, type TavernAction } from '../data/index.js';
import { editionData } from './edition.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { ABILITY, BECAUSE } from './reasons.js';
import { addScore, gain } from './resources.js';
import { soloAfterRetire } from './solo.js';
import { ruleError, type RuleError, type Tx } from './tx.js';

/** RULES §4.3, §10.2, §10.3: retiring to a tavern, then the docks top to bottom. */

type RetireFrame = Extract<Frame, { kind: 'retire' }>;

const STEP_TAVERN = 0;
const STEP_INNKEEPER = 1;
const STEP_FIRST_DOCK = 2;
const STEP_SOLO = STEP_FIRST_DOCK + DOCKS.length;

/** Whether the player may retire to this tavern now (the checks of retireError, without its words). */
export function canRetire(state: GameState, player: PlayerState, tavern: number): boolean {
  if (!Number.isInteger(tavern) || tavern < 1 || tavern > TAVERN_COUNT) return false;
  const occupant = state.taverns[tavern - 1];
  if (occupant !== null && occupant !== undefined) return false;
  return !(state.players.length === 1 && player.tavern === tavern && state.round > 1);
}

export function retireError(state: GameState, player: PlayerState, tavern: number): RuleError | null {
  if (canRetire(state, player, tavern)) return null;
  if (!Number.isInteger(tavern) || tavern < 1 || tavern > TAVERN_COUNT) {
    return ruleError('tavern-unknown', `There are taverns 1 to ${TAVERN_COUNT}.`, { count: TAVERN_COUNT });
  }
  const occupant = state.taverns[tavern - 1];
  if (occupant !== null && occupant !== undefined)
    return ruleError('tavern-taken', `Tavern ${tavern} is already taken this round.`, { tavern });
  if (state.players.length === 1 && player.tavern === tavern && state.round > 1) {
    return ruleError(
      'tavern-used-last-round',
      `In solo you may not use tavern ${tavern} again: you used it last round.`,
      { tavern },
    );
  }
  return null;
}

export function retire(tx: Tx, seat: number, tavern: number): void {
  tx.list('taverns')[tavern - 1] = seat;
  const player = tx.player(seat);
  player.retired = true;
  player.tavern = tavern;
  if (tx.recording) tx.emit({ type: 'Retired', player: seat, tavern });
  tx.push({ kind: 'retire', player: seat, step: STEP_TAVERN });
}

/** RULES §10.3: the tavern's action, as the decision it asks for (and, for T5 of edition 2, what it gives at once). */
function startTavern(tx: Tx, seat: number, action: TavernAction): void {
  switch (action.kind) {
    case 'order':
      tx.push({ kind: 'orderOrTech', player: seat, allow: 'order', source: 'tavern' });
      return;
    case 'tech':
      tx.push({ kind: 'orderOrTech', player: seat, allow: 'tech', source: 'tavern' });
      return;
    case 'orderOrTech':
      tx.push({ kind: 'orderOrTech', player: seat, allow: 'both', source: 'tavern' });
      return;
    case 'freeOneSquare':
      tx.push({ kind: 'buildSmall', player: seat, free: true, stacks: ['S1'], source: 'tavern' });
      return;
    case 'boat':
      tx.push({ kind: 'boat', player: seat, remaining: action.times, source: 'tavern' });
      return;
    case 'improve':
      tx.push({ kind: 'improve', player: seat, remaining: action.times, source: 'tavern', produced: null });
      return;
    case 'gainAndChoose':
      gain(tx, seat, action.gain, BECAUSE.tavern);
      tx.push({ kind: 'chooseResource', player: seat, remaining: action.choose, tier: action.tier, source: 'tavern' });
  }
}

/** Runs the retire sequence one step at a time; each step may push frames that are resolved before the next. */
export function advanceRetire(tx: Tx, frame: RetireFrame): void {
  const seat = frame.player;
  const player = tx.s.players[seat] as PlayerState;
  if (frame.step === STEP_SOLO) {
    tx.pop();
    if (tx.s.players.length === 1) soloAfterRetire(tx);
    return;
  }
  tx.replaceTop({ kind: 'retire', player: frame.player, step: frame.step + 1 });
  if (frame.step === STEP_TAVERN) {
    const tavern = editionData(tx.s.setup).taverns[(player.tavern as number) - 1];
    if (tavern) startTavern(tx, seat, tavern.action);
    return;
  }
  if (frame.step === STEP_INNKEEPER) {
    if (player.abilities.includes('innkeeper')) {
      const crates = player.docks.reduce((n, row) => n + row.length, 0);
      addScore(tx, seat, crates * ABILITY_NUMBERS.innkeeperVpPerCrate, ABILITY.innkeeper);
    }
    return;
  }
  const dock = DOCKS[frame.step - STEP_FIRST_DOCK];
  const times = player.docks[frame.step - STEP_FIRST_DOCK]?.length ?? 0;
  if (!dock || times === 0) return;
  if (tx.recording) tx.emit({ type: 'DockActivated', player: seat, row: dock.row, times });
  activateDock(tx, seat, dock.reward, times);
}

function activateDock(tx: Tx, seat: number, reward: DockReward, times: number): void {
  switch (reward.kind) {
    case 'boat':
      tx.push({ kind: 'boat', player: seat, remaining: times, source: 'dock' });
      return;
    case 'improve':
      // Each crate is its own reward: separate one-step improvements, which may touch the same cube.
      for (let i = 0; i < times; i++)
        tx.push({ kind: 'improve', player: seat, remaining: 1, source: 'dock', produced: null });
      return;
    case 'gain':
      gain(tx, seat, { fish: reward.fish * times }, BECAUSE.dock);
      return;
    case 'trade':
      tx.push({ kind: 'dockTrade', player: seat, remaining: times });
  }
}

export function dockTradeError(player: PlayerState, pay: 'grain' | 'food'): RuleError | null {
  if (player.resources[pay] < 1)
    return ruleError('dock-trade-missing', `You have no ${pay} to pay.`, { resource: pay });
  return null;
}

export function dockTrade(tx: Tx, seat: number, pay: 'grain' | 'food'): void {
  const reward = DOCKS.find((dock) => dock.reward.kind === 'trade')?.reward;
  if (reward?.kind !== 'trade') return;
  tx.player(seat).resources[pay] -= 1;
  if (tx.recording) tx.emit({ type: 'ResourcesChanged', player: seat, delta: { [pay]: -1 }, reason: BECAUSE.dock });
  addScore(tx, seat, pay === 'grain' ? reward.grainVp : reward.foodVp, BECAUSE.dock);
}
