#!/usr/bin/env node
// `npm start` (after `npm run build`): finds or starts PostgreSQL and Redis, then runs the built
// API (which applies migrations and serves the web app) and the worker, with prefixed logs.
// Ctrl-C or SIGTERM stops everything, in order; if any process dies, everything stops with exit 1.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { onStopSignals, reportFatal, say } from './lib/cli.mjs';
import { ensureLocalSecrets, loadDotEnv, ROOT } from './lib/local-env.mjs';
import { colours } from './lib/log-format.mjs';
import { isPortFree, waitForHttp } from './lib/net.mjs';
import { Supervisor } from './lib/processes.mjs';
import { API_ENTRY, WORKER_ENTRY } from './lib/server-entries.mjs';
import { ServiceError } from './lib/service-error.mjs';
import { resolveServices } from './lib/services.mjs';

const startedAt = Date.now();

let services;
let supervisor;
let shuttingDown = null;

function shutdown(code, reason) {
  shuttingDown ??= (async () => {
    if (reason) say(reason);
    await supervisor?.stopAll();
    await services?.stop();
    say(code === 0 ? 'Arrêté. (stopped)' : 'Arrêté après une erreur. (stopped after an error)');
    process.exit(code);
  })();
  return shuttingDown;
}

async function main() {
  const dotEnv = loadDotEnv();
  for (const entry of [API_ENTRY, WORKER_ENTRY]) {
    if (!existsSync(join(ROOT, entry))) {
      throw new ServiceError(`${entry} est introuvable : lancez « npm start » (qui compile) ou « npm run build ».`, `${entry} is missing: run "npm start" (which builds first) or "npm run build".`);
    }
  }
  const port = Number(process.env.PORT ?? 3000);
  if (!(await isPortFree(port, '0.0.0.0'))) {
    throw new ServiceError(
      `Le port ${port} est déjà utilisé (une autre instance de Mijote ?). Arrêtez-la ou choisissez un autre port : PORT=3002 npm start`,
      `Port ${port} is already in use (another Mijote?). Stop it or pick another port: PORT=3002 npm start`,
    );
  }
  onStopSignals(shutdown);
  if (dotEnv) say(`Réglages lus dans ${dotEnv}.`);

  services = await resolveServices({
    log: say,
    onUnexpectedExit: (name, code) => shutdown(1, `${name} s'est arrêté de lui-même (code ${code}) : arrêt de tout. (${name} died, stopping everything)`),
  });
  if (shuttingDown) return;
  const secretSource = ensureLocalSecrets();
  const origin = process.env.APP_ORIGIN ?? `http://localhost:${port}`;
  // The optimised build runs as production (no development-only work in the libraries), while the
  // newcomer's embedded defaults stay on through their own settings: the demo checkout unless
  // Stripe is set up, the dev outbox unless SMTP is, the API's description (/api/docs) unless
  // API_DOCS says otherwise. A NODE_ENV set by the user is the deployer's
  // switch: then nothing is added and production asks for its real settings.
  const embedded = process.env.NODE_ENV
    ? {}
    : {
        NODE_ENV: 'production',
        ...(process.env.BILLING_MODE || process.env.STRIPE_SECRET_KEY ? {} : { BILLING_MODE: 'demo' }),
        ...(process.env.DEV_OUTBOX || process.env.SMTP_URL ? {} : { DEV_OUTBOX: 'true' }),
        ...(process.env.API_DOCS ? {} : { API_DOCS: 'true' }),
      };
  const env = { ...process.env, ...embedded, ...services.env, PORT: String(port), APP_ORIGIN: origin };

  // A crashed API or worker is started again (with a growing pause), never the whole app stopped.
  supervisor = new Supervisor({
    onUnexpectedExit: (name, code, signal, pause) =>
      say(`[${name}] s'est arrêté (${signal ?? `code ${code}`}) : redémarrage dans ${Math.round(pause / 1000)} s. (${name} exited, restarting)`),
  });
  // No --enable-source-maps here (npm run dev has it): it makes every Error's stack costly, and
  // every refused request builds one.
  supervisor.spawn('api', process.execPath, [API_ENTRY], { env, cwd: ROOT, restart: true });
  supervisor.spawn('worker', process.execPath, [WORKER_ENTRY], { env, cwd: ROOT, restart: true });

  await waitForHttp(`http://127.0.0.1:${port}/api/health`, { abort: () => shuttingDown !== null });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  say('');
  say(colours.green(colours.bold(`Mijote est prêt (${seconds} s) : ${origin}`)));
  say(`  Base de données : ${services.postgres.label}`);
  say(`  Redis           : ${services.redis.label}`);
  const outboxOn = env.DEV_OUTBOX ? ['true', '1', 'yes'].includes(env.DEV_OUTBOX) : env.NODE_ENV !== 'production';
  if (outboxOn) say(`  Emails (dev)    : ${origin}/api/dev/outbox/page`);
  const docsOn = env.API_DOCS ? ['true', '1', 'yes'].includes(env.API_DOCS) : env.NODE_ENV !== 'production';
  if (docsOn) say(`  API (OpenAPI)   : ${origin}/api/docs`);
  if (secretSource.endsWith('(new)')) say(`  Secret JWT généré dans .data/secrets.env`);
  say(colours.dim('  Ctrl-C pour tout arrêter. (Ctrl-C stops everything)'));
  say('');
}

main().catch(async (err) => {
  if (shuttingDown) return;
  reportFatal(err);
  if (!services && !supervisor) process.exit(1);
  await shutdown(1);
});
