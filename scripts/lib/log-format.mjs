// Turns the API's and worker's pino JSON lines into short readable lines, with a coloured
// [name] prefix per process. Non-JSON lines (tsc, Vite, Postgres, Redis) pass through as they are.

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColour ? `\x1b[${code}m${s}\x1b[0m` : s);
export const colours = {
  dim: paint('2'),
  bold: paint('1'),
  red: paint('31'),
  green: paint('32'),
  yellow: paint('33'),
  blue: paint('34'),
  magenta: paint('35'),
  cyan: paint('36'),
};

const PREFIX_COLOURS = {
  api: colours.cyan,
  worker: colours.magenta,
  web: colours.green,
  tsc: colours.yellow,
  postgres: colours.blue,
  redis: colours.red,
};

const LEVELS = {
  10: colours.dim('TRACE'),
  20: colours.dim('DEBUG'),
  30: colours.green('INFO '),
  40: colours.yellow('WARN '),
  50: colours.red('ERROR'),
  60: colours.red('FATAL'),
};

const width = 8;
export function prefixFor(name) {
  const paintName = PREFIX_COLOURS[name] ?? ((s) => s);
  return paintName(`[${name}]`.padEnd(width));
}

function time(value) {
  const d = value ? new Date(value) : new Date();
  return colours.dim(d.toTimeString().slice(0, 8));
}

/** One pino JSON line → one (or a few, for stacks) human lines; anything else unchanged. */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number') return line;
  const parts = [time(entry.time), LEVELS[entry.level] ?? entry.level];
  if (entry.context) parts.push(colours.dim(`${entry.context}:`));
  if (entry.req && entry.res) {
    // pino-http's completion line: keep it to one line a developer can scan.
    parts.push(`${entry.req.method} ${entry.req.url} → ${entry.res.statusCode}`);
    if (typeof entry.responseTime === 'number') parts.push(colours.dim(`${entry.responseTime} ms`));
  } else {
    parts.push(entry.msg ?? '');
  }
  const err = entry.err ?? entry.error;
  const stack = err && typeof err === 'object' ? err.stack ?? err.message : undefined;
  return stack ? `${parts.join(' ')}\n${stack}` : parts.join(' ');
}
