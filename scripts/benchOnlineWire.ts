// What `bench:online` and its player processes (benchOnlineClients.ts) say to each other over their IPC channel,
// read through these schemas on both sides: a channel between processes is a boundary like any other.
import { z } from 'zod';

export const benchClientOrderSchema = z.discriminatedUnion('type', [
  /** Open one room of four players per address (rooms spread over the servers of a scale-out). */
  z.strictObject({
    type: z.literal('open'),
    urls: z.array(z.string().startsWith('ws://')).max(10_000),
    seed: z.number().int(),
  }),
  /** Play every room until it has `actions` moves or is over, for at most `seconds`. */
  z.strictObject({
    type: z.literal('play'),
    actions: z.number().int().min(1),
    seconds: z.number().min(1),
  }),
]);
export type BenchClientOrder = z.infer<typeof benchClientOrderSchema>;

export const benchClientReportSchema = z.discriminatedUnion('type', [
  /** Listening for orders (one sent before would be lost). */
  z.strictObject({ type: z.literal('ready') }),
  /** `cpuMs`: the process's own CPU time so far (it may have exited by the time the benchmark could look). */
  z.strictObject({ type: z.literal('opened'), rooms: z.number().int().min(0), cpuMs: z.number().min(0) }),
  /** Play is over (every room done, or the time up): the server's work is measured to here. */
  z.strictObject({ type: z.literal('stopped'), cpuMs: z.number().min(0) }),
  z.strictObject({
    type: z.literal('played'),
    roundTrips: z.array(z.number().min(0)),
    errors: z.number().int().min(0),
    lost: z.number().int().min(0),
  }),
]);
export type BenchClientReport = z.infer<typeof benchClientReportSchema>;
