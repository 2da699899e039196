import { z } from 'zod';

const words = z.string().min(1).max(2000);

/**
 * What the page answers when the desktop app is about to close: everything is saved, or the last autosave failed —
 * then, in the player's language, why, and the question and buttons of the warning the main process shows.
 */
export const flushReportSchema = z.discriminatedUnion('saved', [
  z.strictObject({ saved: z.literal(true) }),
  z.strictObject({ saved: z.literal(false), problem: words, question: words, quitAnyway: words, keepPlaying: words }),
]);
export type FlushReport = z.infer<typeof flushReportSchema>;
