// Types for the e2e harness (TypeScript) importing net.mjs.
export function isPortFree(port: number, host?: string): Promise<boolean>;
export function randomFreePort(host?: string): Promise<number>;
export function preferPort(preferred: number, host?: string): Promise<number>;
export function redisPing(port: number, host?: string, timeoutMs?: number): Promise<string | null>;
export function waitForHttp(url: string, options?: { timeoutMs?: number; intervalMs?: number; abort?: () => boolean }): Promise<Response>;
