import { parseArgs as parseCommandLine, type ParseArgsOptionsConfig } from 'node:util';

/**
 * The options a command-line tool takes: a `flag` stands alone (`--json`), a `value` takes one (`--games 10` or
 * `--games=10`), and `{ bare }` takes one that may be left out, standing for `bare` then (`--clans` is
 * `--clans random`, `--clans clan1,clan3` names the clans).
 */
export type ToolOptions = Readonly<Record<string, 'flag' | 'value' | { readonly bare: string }>>;

/**
 * The tool's options given in `argv`, by name (a flag's value is "true"), parsed by node:util's parseArgs: an option
 * the tool does not take, a flag given a value, a value left out or a bare word is an error, so a mistyped option
 * fails the run instead of being ignored.
 */
export function parseArgs(argv: readonly string[], options: ToolOptions): Map<string, string> {
  const config: ParseArgsOptionsConfig = {};
  for (const [name, kind] of Object.entries(options)) config[name] = { type: kind === 'flag' ? 'boolean' : 'string' };
  const { values } = parseCommandLine({
    args: withValuesJoined(argv, options),
    options: config,
    strict: true,
    allowPositionals: false,
  });
  return new Map(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

/**
 * Writes `--name value` as `--name=value` where parseArgs would refuse it: a value starting with one dash (a negative
 * seed, `--seed -7`), which parseArgs takes for a forgotten value, and an option whose value may be left out, given
 * alone (`--clans --json`), which gets its bare value.
 */
function withValuesJoined(argv: readonly string[], options: ToolOptions): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const name = arg.slice(2);
    const kind = arg.startsWith('--') && Object.hasOwn(options, name) ? options[name] : undefined;
    const next = argv[i + 1];
    const nextIsValue = next !== undefined && !next.startsWith('--');
    if (kind !== undefined && kind !== 'flag' && nextIsValue && next.startsWith('-')) {
      joined.push(`${arg}=${next}`);
      i++;
    } else if (typeof kind === 'object' && !nextIsValue) joined.push(`${arg}=${kind.bare}`);
    else joined.push(arg);
  }
  return joined;
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
