import { randomUUID } from 'node:crypto';
import { ServerError } from '@colyseus/core';
import type { BotSpeed } from '../engine/authority/index.js';
import type { GameSetup } from '../engine/index.js';
import type { GameHistory } from '../engine/session/index.js';
import type { BotThreadPool } from '../files/botThreads.js';
import type { GameStore, SeatsFile } from './gameStore.js';
import type { RateLimiter } from './rateLimit.js';
import { newRoomCode } from './secrets.js';
import { readSetupForm } from './setupForm.js';
import type { JoinRefusalCode, RoomOptions } from './wire.js';

// What a game's room (gameRoom.ts) works with besides its connections: the services every room of a server shares,
// the game it opens, and how it refuses a join.

/** What every room of a server shares: set once by `startServer` before any room is created. */
export interface RoomServices {
  readonly store: GameStore;
  readonly bots: BotThreadPool;
  /** Joins (and creations) per client address: codes cannot be tried faster than this. */
  readonly joins: RateLimiter;
  /** Messages per connection. */
  readonly messages: RateLimiter;
  /** How long a dropped player's seat is held for their connection to come back. */
  readonly reconnectSeconds: number;
  /** How long a room nobody is in stays open before it closes (its game stays in the store). */
  readonly idleSeconds: number;
  readonly spectatorsPerGame: number;
  /** How fast the bots move (their pause before each move); tests and benchmarks take 'instant'. */
  readonly botSpeed: BotSpeed;
  /** A new game's seed: 128 random bits (a test may fix it, to play one known game). */
  readonly drawSeed: () => string;
  /** Opens the stored game of this code unless a room of some process has it open (see server.ts). */
  readonly openStored: (code: string) => Promise<void>;
}

let services: RoomServices | null = null;

/** The close code of a connection whose seat was taken by a newer one (another device, a reloaded page). */
export const SEAT_TAKEN_ELSEWHERE = 4100;

export function provideRoomServices(provided: RoomServices | null): void {
  services = provided;
}

export function shared(): RoomServices {
  if (!services) throw new Error('the game rooms have no services: start them with startServer');
  return services;
}

/** A matchmaking refusal: its message is the code a client words (docs/online.md), its status HTTP's. */
export function refuseJoin(status: number, code: JoinRefusalCode, detail?: string): ServerError {
  return new ServerError(status, detail === undefined ? code : `${code}: ${detail}`);
}

/** A stored game a room is opened for, by its code (the server's own option, never a client's: see onAuth). */
export interface ResumeOptions {
  readonly resume: string;
}

/** A game as a room opens it: a new one (no history) or a stored one. */
export interface OpenedGame {
  readonly seats: SeatsFile;
  readonly setup: GameSetup;
  readonly history: GameHistory | null;
  readonly revision: number;
}

export function refused(status: number, code: JoinRefusalCode): never {
  throw refuseJoin(status, code);
}

/** A new game from the host's setup form: a fresh code, the seats' file with no seat taken yet. */
export function newGame(options: RoomOptions): OpenedGame {
  if (!('create' in options)) throw refuseJoin(404, 'no-such-game');
  const form = readSetupForm(options.create, shared().drawSeed());
  if (!form.ok) throw refuseJoin(400, 'bad-options', form.detail);
  const { setup } = form;
  const seats: SeatsFile = {
    format: 'saltfjord-online-seats',
    version: 1,
    code: newRoomCode(),
    host: 0,
    tokens: setup.seats.map(() => null),
    createdAt: new Date().toISOString(),
    gameId: randomUUID(),
  };
  return { seats, setup, history: null, revision: 0 };
}
