import type { GameState } from '../index.js';
import { engineSaveCodec, previewSealedSave, readSeal } from '../save/index.js';
import type { HostPreview } from './hosting.js';

/** SHA-256 of a text, in lowercase hex: the platform's own (the browser's `crypto.subtle`, Node's `crypto`). */
export type Sha256 = (text: string) => string | Promise<string>;

/**
 * The preview of a save's text when its seal matches: the position stored in it is then the one its writer's
 * authority reached, so a host may show it before replaying the log (which follows, and has the last word).
 */
export async function sealedPreview(text: string, source: string, sha256: Sha256): Promise<HostPreview | null> {
  const sealed = readSeal(text);
  if (!sealed || (await sha256(sealed.body)) !== sealed.digest) return null;
  const preview = previewSealedSave(text, source, engineSaveCodec);
  if (!preview) return null;
  const { save } = preview;
  // Trusted as the writer's own position: the seal matched and the format, engine and setup are this app's.
  const position = save.snapshot as GameState;
  return {
    setup: save.setup,
    position,
    createdAt: save.createdAt,
    practice: save.practice,
    revision: save.revision,
    botPlayed: save.botPlayed,
  };
}
