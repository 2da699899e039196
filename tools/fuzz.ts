import { replay, type Action, type GameEvent, type GameSetup, type GameState } from '../engine/index.js';
import { deepFreeze } from './deepFreeze.js';
import { playRandomGame, variedSetup, type Playout, type RandomPolicy } from './playout.js';

/**
 * Seeded fuzzing beside the engine (after boardgamers/gaia-project): complete random games with every invariant
 * checked after every action, the replay compared with the live game, and a JSON round trip taken mid-game. Game
 * options vary by game number (`variedSetup`): both editions, each table rule, the basic and the advanced game, the
 * common and the clan side.
 */
export interface FuzzReport {
  games: number;
  decisions: number;
  problems: string[];
  eventTypes: Set<GameEvent['type']>;
  frameKinds: Set<string>;
  actionTypes: Set<Action['type']>;
  /** The game options played (edition, table rules, variant, village side), as JSON. */
  setups: Set<string>;
  maxScore: number;
}

function optionsOf(setup: GameSetup): Pick<GameSetup, 'edition' | 'tableRules' | 'variant' | 'villageSide'> {
  return {
    edition: setup.edition,
    tableRules: setup.tableRules,
    variant: setup.variant,
    villageSide: setup.villageSide,
  };
}

export function fuzz(players: number, games: number, seed: string, policy: RandomPolicy, freezeEvery = 0): FuzzReport {
  const report: FuzzReport = {
    games,
    decisions: 0,
    problems: [],
    eventTypes: new Set(),
    frameKinds: new Set(),
    actionTypes: new Set(),
    setups: new Set(),
    maxScore: 0,
  };
  for (let game = 0; game < games; game++) {
    const setup = variedSetup(players, `${seed}:${players}:${game}`, game);
    report.setups.add(JSON.stringify(optionsOf(setup)));
    const freeze = freezeEvery > 0 && game % freezeEvery === 0;
    const onAction = (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]): void => {
      for (const event of events) report.eventTypes.add(event.type);
      report.actionTypes.add(action.type);
      const top = after.stack[after.stack.length - 1];
      if (top) report.frameKinds.add(top.kind);
      if (freeze) deepFreeze(after);
      void before;
    };
    let playout: Playout;
    try {
      playout = playRandomGame(setup, `${seed}:player:${game}`, {
        checkEveryAction: true,
        policy,
        roundTripAt: 40 + (game % 97),
        onAction,
      });
    } catch (error) {
      report.problems.push(`game ${game}: threw ${String(error)}`);
      continue;
    }
    report.decisions += playout.actions.length;
    for (const problem of playout.problems) report.problems.push(`game ${game} (${players}p ${policy}): ${problem}`);
    if (playout.problems.length > 0) continue;
    const replayed = replay(setup, playout.actions);
    if (JSON.stringify(replayed) !== JSON.stringify(playout.state))
      report.problems.push(`game ${game}: replay differs from the live game`);
    if (JSON.stringify(JSON.parse(JSON.stringify(playout.state))) !== JSON.stringify(playout.state))
      report.problems.push(`game ${game}: JSON round trip changes the state`);
    for (const player of playout.state.players) report.maxScore = Math.max(report.maxScore, player.score);
  }
  return report;
}
