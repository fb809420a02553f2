// Runs the app's long-lived child processes (API, worker, tsc, Vite...) and stops them cleanly.
// Every child is tracked, so an exit path — Ctrl-C, a crashed child, an exception — never
// leaves one running behind us.
import { spawn } from 'node:child_process';
import { formatLogLine, prefixFor } from './log-format.mjs';

const STOP_TIMEOUT_MS = 10_000;

/** Splits a stream into lines and hands each to `onLine` (the last partial line on end). */
export function eachLine(stream, onLine) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      onLine(buffer.slice(0, nl).replace(/\r$/, ''));
      buffer = buffer.slice(nl + 1);
    }
  });
  stream.on('end', () => {
    if (buffer) onLine(buffer);
    buffer = '';
  });
}

/** Default sink: prettified lines on stdout with a [name] prefix. */
export function consoleSink(name, line) {
  const prefix = prefixFor(name);
  for (const l of formatLogLine(line).split('\n')) process.stdout.write(`${prefix} ${l}\n`);
}

export class Supervisor {
  /**
   * @param {object} options
   * @param {(name: string, code: number | null, signal: string | null) => void} [options.onUnexpectedExit]
   *   called when a child exits while we are not stopping it.
   * @param {(name: string, line: string) => void} [options.sink] where log lines go.
   */
  constructor({ onUnexpectedExit = () => {}, sink = consoleSink } = {}) {
    this.children = new Map();
    this.backoff = new Map();
    this.restarts = new Set();
    this.stopping = false;
    this.onUnexpectedExit = onUnexpectedExit;
    this.sink = sink;
    // Last resort: if this process exits without stopping us (an exception, process.exit()
    // somewhere), kill the children synchronously so none is orphaned.
    this.onProcessExit = () => {
      for (const { child } of this.children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    process.on('exit', this.onProcessExit);
  }

  /**
   * Starts a long-lived child. With `restart`, a child that dies while we are not stopping it is
   * started again after a pause that doubles at each quick crash (1 s up to 30 s, back to 1 s once
   * it has run for a minute); `onUnexpectedExit` is still told, with the pause.
   */
  spawn(name, command, args, { env = process.env, cwd = process.cwd(), restart = false } = {}) {
    const startedAt = Date.now();
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
      child.once('error', (err) => {
        this.sink(name, `failed to start ${command}: ${err.message}`);
        resolve({ code: 127, signal: null });
      });
    });
    eachLine(child.stdout, (line) => this.sink(name, line));
    eachLine(child.stderr, (line) => this.sink(name, line));
    this.children.set(name, { child, exited });
    exited.then(({ code, signal }) => {
      if (this.stopping) return;
      if (!restart) return this.onUnexpectedExit(name, code, signal);
      const previous = this.backoff.get(name) ?? 0;
      const pause = Date.now() - startedAt > 60_000 ? 1000 : Math.min(Math.max(previous * 2, 1000), 30_000);
      this.backoff.set(name, pause);
      this.onUnexpectedExit(name, code, signal, pause);
      const timer = setTimeout(() => {
        this.restarts.delete(timer);
        if (!this.stopping) this.spawn(name, command, args, { env, cwd, restart });
      }, pause);
      this.restarts.add(timer);
    });
    return child;
  }

  isRunning(name) {
    const entry = this.children.get(name);
    return Boolean(entry && entry.child.exitCode === null && entry.child.signalCode === null);
  }

  /** Runs a command to completion (e.g. a one-off build), streaming its output through the sink. */
  run(name, command, args, { env = process.env, cwd = process.cwd() } = {}) {
    return new Promise((resolve) => {
      const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      this.oneOff = child;
      eachLine(child.stdout, (line) => this.sink(name, line));
      eachLine(child.stderr, (line) => this.sink(name, line));
      child.once('error', () => resolve(127));
      child.once('exit', (code, signal) => {
        this.oneOff = undefined;
        resolve(code ?? (signal ? 1 : 0));
      });
    });
  }

  /** SIGTERM to every child, then SIGKILL to whichever has not exited after the timeout. */
  async stopAll(timeoutMs = STOP_TIMEOUT_MS) {
    this.stopping = true;
    for (const timer of this.restarts) clearTimeout(timer);
    this.oneOff?.kill('SIGTERM');
    const running = [...this.children.entries()].filter(([name]) => this.isRunning(name));
    for (const [, { child }] of running) child.kill('SIGTERM');
    await Promise.all(
      running.map(async ([name, { child, exited }]) => {
        const timer = setTimeout(() => {
          this.sink(name, `did not stop within ${timeoutMs / 1000} s, killing it`);
          child.kill('SIGKILL');
        }, timeoutMs);
        await exited;
        clearTimeout(timer);
      }),
    );
    process.off('exit', this.onProcessExit);
  }
}
