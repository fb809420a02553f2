import { randomUUID } from 'node:crypto';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

// Every write route of the OpenAPI document, fed what no screen sends: each answer must be a
// 4xx with a French message, never a 5xx, never Nest's or class-validator's English.
type Schema = { type?: string; properties?: Record<string, Schema>; $ref?: string; items?: Schema; allOf?: Schema[] };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };

const ENGLISH = /\b(the|is|must|should|be|expected|failed|cannot|unexpected|invalid|not found|required|property|object)\b/i;
const WRITE = ['post', 'put', 'patch', 'delete'] as const;
// Not JSON APIs: Stripe's signed webhook, the demo checkout's forms are JSON too but need a session.
const SKIP = new Set(['/api/billing/webhook']);

/** A small seeded generator, so a failure names inputs that can be replayed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function deep(depth: number): unknown {
  let v: unknown = { a: 1 };
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('malformed input on every write route', () => {
  const t = useTestStack();
  let u: TestUser;
  let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
  beforeAll(async () => {
    u = await subscribedUser(t);
    doc = (await t.http().get('/api/docs-json').expect(200)).body;
  });

  const resolve = (s: Schema | undefined): Schema => {
    if (!s) return {};
    if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!]);
    if (s.allOf?.length) return resolve(s.allOf[0]);
    return s;
  };

  function badBodies(schema: Schema, random: () => number): { label: string; body: unknown; raw?: string }[] {
    const props = Object.keys(resolve(schema).properties ?? {});
    const each = (value: unknown) => Object.fromEntries(props.map((p) => [p, value]));
    const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
    return [
      { label: 'not JSON', body: undefined, raw: '{"name": ' },
      { label: 'an array', body: [[{ a: [[1]] }]] },
      { label: 'a string', body: 'bonjour' },
      { label: `${120 + Math.floor(random() * 400)} levels deep`, body: deep(120 + Math.floor(random() * 400)) },
      { label: 'NUL in every field', body: each(`a\u0000${pick(['b', 'DROP', '€'])}`) },
      { label: 'a lone surrogate in every field', body: each(`x${pick(['\uD800', '\uDFFF', '\uDBFF'])}y`) },
      { label: 'null for every field', body: each(null) },
      { label: 'an integer overflow in every field', body: each(pick([2 ** 53, -(2 ** 40), 9_999_999_999])) },
      { label: 'nested arrays in every field', body: each([[[pick(['a', 1, null])]]]) },
      { label: 'objects in every field', body: each({ $gt: '' }) },
      { label: 'a huge body', body: { x: 'a'.repeat(1_100_000) } },
    ];
  }

  it('answers 4xx in French, whatever the body (seeded)', async () => {
    const random = seeded(20261125);
    const failures: string[] = [];
    let requests = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (SKIP.has(path)) continue;
      for (const method of WRITE) {
        const op = ops[method];
        if (!op) continue;
        const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
        const schema = op.requestBody?.content?.['application/json']?.schema ?? {};
        for (const bad of badBodies(schema, random)) {
          requests++;
          let req = t.http()[method](url).set(u.auth).set('Content-Type', 'application/json');
          const res = await (bad.raw !== undefined ? req.send(bad.raw) : req.send(JSON.stringify(bad.body)));
          const message = String(res.body?.message ?? '');
          if (res.status >= 500 || (res.status >= 400 && (!message || ENGLISH.test(message)))) {
            failures.push(`${method.toUpperCase()} ${path} with ${bad.label}: ${res.status} ${message || res.text.slice(0, 80)}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 120_000);
});
