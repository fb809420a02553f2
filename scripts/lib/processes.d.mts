// Types for the e2e harness (TypeScript) importing processes.mjs.
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

export function eachLine(stream: Readable, onLine: (line: string) => void): void;
export function consoleSink(name: string, line: string): void;

export class Supervisor {
  constructor(options?: {
    onUnexpectedExit?: (name: string, code: number | null, signal: string | null, restartInMs?: number) => void;
    sink?: (name: string, line: string) => void;
  });
  spawn(name: string, command: string, args: string[], options?: { env?: NodeJS.ProcessEnv; cwd?: string; restart?: boolean }): ChildProcess;
  run(name: string, command: string, args: string[], options?: { env?: NodeJS.ProcessEnv; cwd?: string }): Promise<number>;
  isRunning(name: string): boolean;
  stopAll(timeoutMs?: number): Promise<void>;
}
