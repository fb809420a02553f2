// Types for the e2e harness (TypeScript) importing services.mjs.
export interface ResolvedServices {
  postgres: { url: string; adminUrl: string; label: string; stop(): Promise<void> };
  redis: { url: string; label: string; stop(): Promise<void> };
  env: { DATABASE_URL: string; REDIS_URL: string };
  stop(): Promise<void>;
}

export function resolveServices(options?: {
  database?: string | null;
  log?: (line: string) => void;
  sink?: (name: string, line: string) => void;
  onUnexpectedExit?: (name: string, code: number | null) => void;
  databaseUrl?: string;
}): Promise<ResolvedServices>;
