// Imported first by main.tsx, before any module that builds a zod schema: the desktop app's Content-Security-Policy
// forbids evaluated code, and zod (save and settings validation) probes `new Function` the first time a schema needs
// it — a probe the policy reports as a violation. Told up front, zod validates without generated code.
import { config } from 'zod';

config({ jitless: true });
