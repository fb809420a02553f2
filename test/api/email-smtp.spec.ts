import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, newSignUp, startTestWorker, WORKER_WAIT_MS, type TestApp } from '#testing';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback standing in for the mail provider. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe('e-mail delivery over SMTP (worker)', () => {
  it('sends the password-reset e-mail through SMTP_URL when it is set', async () => {
    const smtp = await startSmtp();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Mijote <bonjour@mijote.ch>',
      // A queue of its own: the other suites' workers (without SMTP) must not take this job.
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:smtp`,
    };
    const t: TestApp = await createTestApp(env);
    const worker = await startTestWorker(env);
    try {
      const a = newSignUp();
      await t.http().post('/api/auth/sign-up').send(a).expect(202);
      await t.http().post('/api/auth/password/forgot').send({ email: a.email }).expect(202);

      const deadline = Date.now() + WORKER_WAIT_MS;
      // Read as a mail client does: quoted-printable's soft line breaks joined.
      const decoded = (raw: string) => raw.replace(/=\r?\n/g, '');
      const forReset = () => smtp.received.find((m) => m.to.includes(a.email) && decoded(m.raw).includes('reset-password'));
      while (!forReset() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const mail = forReset();
      expect(mail).toBeDefined();
      expect(mail!.from).toBe('bonjour@mijote.ch');
      expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation/);
      expect(decoded(mail!.raw)).toContain('/auth/reset-password?token=');
    } finally {
      await worker.stop();
      await t.close();
      await new Promise<void>((r) => smtp.server.close(() => r()));
    }
  });
});
