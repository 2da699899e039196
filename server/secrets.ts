import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH, CODE_LETTERS } from './wire.js';

/** A new room code: `CODE_LENGTH` letters drawn uniformly from `CODE_LETTERS` by the system's secure generator. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return code;
}

/** A new seat token: 256 random bits, the only proof that a connection may play a seat or take it back. */
export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the store keeps of a seat token: its SHA-256, so that a copy of the data folder lets nobody play another's
 * seat (a token has 256 random bits: no salt or slow hash is needed against guessing it from its hash).
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one `digest` was made from, compared in constant time. */
export function tokenMatches(token: string, digest: string): boolean {
  const given = Buffer.from(tokenDigest(token), 'hex');
  const kept = Buffer.from(digest, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
