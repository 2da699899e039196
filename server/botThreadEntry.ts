// Runs a bot thread from source (tests, development): `server/main.ts` serves the same from its own bundle.
import { serveBotThread } from './botThread.js';

serveBotThread();
