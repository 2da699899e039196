import { t } from '../../i18n';
import type { SeatInLobby } from '../../online/wire';

/** Why a join failed or a session ended, by the server's codes (server/wire.ts names them), as catalog keys. */
const PROBLEMS = {
  'no-such-game': 'online.problem.noSuchGame',
  'no-free-seat': 'online.problem.noFreeSeat',
  'bad-token': 'online.problem.badToken',
  'too-many-joins': 'online.problem.tooManyJoins',
  'server-full': 'online.problem.serverFull',
  'bad-options': 'online.problem.badOptions',
  'bad-name': 'online.problem.badName',
  unreachable: 'online.problem.unreachable',
  'bad-welcome': 'online.problem.badWelcome',
  'seat-taken-elsewhere': 'online.problem.seatTakenElsewhere',
} as const;

const isProblem = (code: string): code is keyof typeof PROBLEMS => Object.hasOwn(PROBLEMS, code);

export function onlineProblemText(code: string): string {
  return isProblem(code) ? t(PROBLEMS[code]) : t('online.problem.other', { code });
}

/** How one seat of the lobby stands, in words: `now` (ms since the epoch) for a held seat's countdown. */
export function seatStatusText(seat: SeatInLobby, now: number): string {
  if (seat.kind === 'bot') return t('online.seat.bot');
  if (seat.standIn) return t('online.seat.standIn');
  if (seat.heldUntil !== null) return t('online.seat.held', { seconds: secondsLeft(seat.heldUntil, now) });
  if (!seat.taken) return t('online.seat.free');
  return seat.connected ? t('online.seat.connected') : t('online.seat.away');
}

/** Whole seconds until `until`, never below 0 (the server's clock and the page's may differ a little). */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A person's seat nobody plays now (never taken, or its player gone and no longer held) and no bot plays yet. */
export function mayStandIn(seat: SeatInLobby): boolean {
  return seat.kind === 'human' && !seat.connected && seat.heldUntil === null && !seat.standIn;
}
