// Types for the e2e harness (TypeScript) importing log-format.mjs.
export function formatLogLine(line: string): string;
export function prefixFor(name: string): string;
export const colours: Record<'dim' | 'bold' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan', (s: string) => string>;
