/**
 * Web Worker entry of the bots. The renderer starts it with
 * `new Worker(new URL('../../engine/bots/worker.ts', import.meta.url), { type: 'module' })` and sends
 * `{ id, view, seat, level, seed }` (reply `{ id, action }`, or `{ id, error }`) or `{ cancel: id }`.
 */
import { serveBots, type BotWorkerScope } from './botServer.js';

serveBots(globalThis as unknown as BotWorkerScope);
