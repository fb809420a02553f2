import { baseUrl, WORKER_WAIT_MS } from './env';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Waits until the worker has put an e-mail for `to` in the dev outbox (GET /api/dev/outbox). */
export async function waitForEmail(to: string, subject: RegExp = /./, timeoutMs = WORKER_WAIT_MS): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  let seen: OutboxEmail[] = [];
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
    seen = (await res.json()) as OutboxEmail[];
    const found = seen.find((e) => subject.test(e.subject)); // newest first
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  const subjects = seen.map((e) => `"${e.subject}"`).join(', ') || 'none';
  throw new Error(`No e-mail matching ${subject} for ${to} within ${timeoutMs} ms (got: ${subjects})`);
}

/** The link in the e-mail inviting `to` into someone's household. */
export async function invitationLink(to: string): Promise<URL> {
  return new URL(linkIn(await waitForEmail(to, /vous invite à rejoindre son foyer/)));
}

/** The first link in an e-mail's text part. */
export function linkIn(email: OutboxEmail): string {
  const match = email.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in e-mail "${email.subject}"`);
  return match[0];
}
