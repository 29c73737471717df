// Command-line flags through node:util's parseArgs, strictly: every command names its flags, and an
// unknown flag, a flag without its value or a value given to a switch is a usage error that says so
// (never a positional argument silently taken as some flag's value).
import { parseArgs as parseNodeArgs } from 'node:util';

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

export interface FlagSpec {
  /** Flags that take a value: `--name value` or `--name=value`. */
  values?: string[];
  /** Flags that stand alone: `--name`. */
  switches?: string[];
}

/** Bad usage: main prints the message and the usage and exits 2. */
export class UsageError extends Error {}

export function parseArgs(argv: string[], spec: FlagSpec): ParsedArgs {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of spec.values ?? []) options[name] = { type: 'string' };
  for (const name of spec.switches ?? []) options[name] = { type: 'boolean' };
  let parsed: ReturnType<typeof parseNodeArgs>;
  try {
    parsed = parseNodeArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (e) {
    throw new UsageError(usageMessage(e as Error & { code?: string }, spec));
  }
  const flags = new Map<string, string | true>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') flags.set(name, value);
    else if (value === true) flags.set(name, true);
  }
  return { positional: parsed.positionals, flags };
}

function usageMessage(e: Error & { code?: string }, spec: FlagSpec): string {
  const known = [...(spec.values ?? []).map((n) => `--${n} VALUE`), ...(spec.switches ?? []).map((n) => `--${n}`)];
  const flag = /'(-{1,2}[^'\s]*)/.exec(e.message)?.[1] ?? '';
  const list = known.length ? `known flags: ${known.join(', ')}` : 'this command takes no flags';
  switch (e.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown flag ${flag} (${list})`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return (spec.switches ?? []).includes(flag.replace(/^--/, '')) ? `${flag} takes no value` : `${flag} needs a value`;
    default:
      return e.message;
  }
}

export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`--${name} needs a non-negative integer`);
  return n;
}
