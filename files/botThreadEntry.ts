// The one entry of a bot thread (files/botThreads.ts): bundled by electron/bundle.ts as the desktop's botThread.cjs,
// run from source with tsx by the server's tests and development runs (botThreadFromSource.ts). The server's own
// bundle is the entry of its threads too, calling the same function (server/main.ts).
import { serveBotThread } from './botThreads.js';

serveBotThread();
