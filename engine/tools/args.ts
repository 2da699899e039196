/** Minimal `--name value` / `--flag` parser for the command-line tools. */
export function parseArgs(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) out.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) { out.set(name, next); i++; }
    else out.set(name, 'true');
  }
  return out;
}

export function intArg(args: Map<string, string>, name: string, fallback: number): number {
  const text = args.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not "${text}"`);
  return value;
}

/** `--seed S`: a whole number stays a number (as the engine's seeds are written), anything else is a text seed. */
export function seedArg(args: Map<string, string>, fallback: string): number | string {
  const text = args.get('seed') ?? fallback;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** `--progress`: a counter to call after each game, printing every tenth to stderr; undefined without the flag. */
export function progressArg(args: Map<string, string>, total: number): (() => void) | undefined {
  if (!args.has('progress')) return undefined;
  let played = 0;
  return () => {
    played++;
    if (played % 10 === 0) process.stderr.write(`${played}/${total}\n`);
  };
}
