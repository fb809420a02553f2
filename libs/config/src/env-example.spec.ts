import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from './env.schema';

describe('.env.example', () => {
  it('documents every setting the processes read', () => {
    const text = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');
    const documented = new Set([...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = Object.keys(envSchema.shape).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });
});
