import type { BotThreadEntry } from './botThreads.js';

/**
 * The bot threads' entry run from source, by tsx: for tests and for a process run from source. Kept out of
 * botThreads.ts because `import.meta` has no value in the desktop's CommonJS bundle.
 */
export const BOT_THREAD_FROM_SOURCE: BotThreadEntry = {
  url: new URL('./botThreadEntry.ts', import.meta.url),
  execArgv: ['--import', 'tsx'],
};
