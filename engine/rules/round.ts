import { GAME, SOLO, TAVERN_COUNT } from '../data/index.js';
import type { Die, GameState, PlayerState } from '../types.js';
import { nextInt } from '../rng.js';
import { FINAL_SCORING, FINAL_SCORING_CATEGORIES } from './reasons.js';
import { addScore } from './resources.js';
import { computeFinalScore } from './scoring.js';
import type { Tx } from './tx.js';
import { VACANT } from './village.js';

/** RULES §3 and §11: turn order, the end of a round, and the end of the game. */

/** Ends the current player's turn: the next player clockwise who has not retired, or the end of the round. */
export function endTurn(tx: Tx): void {
  tx.pop();
  const next = nextPlayer(tx.s, tx.s.current);
  if (next === null) {
    endRound(tx);
    return;
  }
  startTurn(tx, next);
}

function nextPlayer(state: GameState, from: number): number | null {
  const n = state.players.length;
  for (let step = 1; step <= n; step++) {
    const seat = (from + step) % n;
    if (!(state.players[seat] as PlayerState).retired) return seat;
  }
  return null;
}

/** The start player's first turn of a round: after the draft (round 1) and after each new roll of the dice (RULES §11). */
export function startRound(tx: Tx): void {
  if (tx.recording) tx.emit({ type: 'RoundStarted', round: tx.s.round, startPlayer: tx.s.startPlayer });
  startTurn(tx, tx.s.startPlayer);
}

export function startTurn(tx: Tx, seat: number): void {
  tx.s.current = seat;
  const turn = tx.turn();
  turn.mainActionDone = false;
  turn.pilotUsed = false;
  turn.craftFreePipUsed = false;
  tx.push({ kind: 'turn', player: seat });
  if (tx.recording) tx.emit({ type: 'TurnStarted', player: seat, round: tx.s.round });
}

/** Rolls dice with the game's PRNG. */
export function roll(tx: Tx, dice: readonly Die[]): Die[] {
  const rng = tx.rng();
  return dice.map((die) => ({ id: die.id, colour: die.colour, value: 1 + nextInt(rng, GAME.dieFaces) }));
}

/** RULES §11: workers and dice go home, the next orange dice join, all dice are rolled, a new start player. */
function endRound(tx: Tx): void {
  const state = tx.s;
  const round = state.round;
  const leftmost = state.taverns.findIndex((seat) => seat !== null);
  const nextStart = leftmost >= 0 ? (state.taverns[leftmost] as number) : state.startPlayer;
  const allDice: Die[] = [...state.pool, ...state.removedDice];
  for (let seat = 0; seat < state.players.length; seat++) {
    const player = tx.player(seat);
    for (const id of player.dice) allDice.push({ id, colour: colourOf(state.players.length, id), value: 1 });
    player.dice = [];
    player.placedDice = [];
    player.asideDice = [];
    player.occupant = player.occupant.map(() => VACANT);
    player.workersPlaced = 0;
    player.whiteTaken = 0;
    player.orangeTaken = 0;
    player.foremanUsed = false;
    player.retired = false;
    if (round === 1) player.cratesAfterRoundOne = player.docks.reduce((n, row) => n + row.length, 0);
  }
  tx.s.taverns = new Array<number | null>(TAVERN_COUNT).fill(null);
  if (tx.recording) tx.emit({ type: 'RoundEnded', round, nextStartPlayer: round < GAME.rounds ? nextStart : null });
  if (round >= GAME.rounds) {
    endGame(tx);
    return;
  }
  const joining = state.trackerDice.slice(0, orangePerRound(state));
  tx.s.trackerDice = state.trackerDice.slice(joining.length);
  tx.s.removedDice = [];
  const rolled = roll(
    tx,
    [...allDice, ...joining].sort((a, b) => a.id - b.id),
  );
  tx.s.pool = rolled;
  tx.s.round = round + 1;
  tx.s.startPlayer = nextStart;
  if (tx.recording) tx.emit({ type: 'DiceRolled', round: round + 1, dice: rolled });
  tx.undoBarrier = true;
  startRound(tx);
}

/** Orange dice that join each round: one per player (two "players" in solo, RULES §13.1). */
export function orangePerRound(state: GameState): number {
  return dicePlayers(state.players.length) * GAME.orangeDicePerPlayerPerRound;
}

export function dicePlayers(players: number): number {
  return players === 1 ? SOLO.diceAsPlayers : players;
}

/** Dice ids: white first (3 per dice-player), then orange. */
export function colourOf(playerCount: number, id: number): Die['colour'] {
  return id < dicePlayers(playerCount) * GAME.whiteDicePerPlayer ? 'white' : 'orange';
}

/** RULES §12: score every category as its own score events, so each total equals the sum of its events. */
function endGame(tx: Tx): void {
  const final = computeFinalScore(tx.s);
  for (const breakdown of final.players) {
    for (const category of FINAL_SCORING_CATEGORIES)
      addScore(tx, breakdown.seat, breakdown[category], FINAL_SCORING[category]);
  }
  tx.s.phase = 'over';
  tx.s.final = final;
  tx.s.stack = [];
  if (tx.recording) tx.emit({ type: 'GameEnded', totals: final.players.map((p) => p.total), winner: final.winner });
}
