#!/usr/bin/env node
// `npm run dev`: the same PostgreSQL/Redis resolution as `npm start`, then everything in watch mode:
//   tsc --watch        recompiles apps/ and libs/ into dist/
//   node --watch       restarts the API (port 3001) and the worker when dist/ changes
//   vite               serves the web app on http://localhost:3000 with hot reload, proxying
//                      /api, /socket.io and /admin to the API (apps/web/vite.config.mts)
import { join } from 'node:path';
import { onStopSignals, reportFatal, say } from './lib/cli.mjs';
import { ensureLocalSecrets, loadDotEnv, ROOT, toolBin } from './lib/local-env.mjs';
import { colours } from './lib/log-format.mjs';
import { isPortFree, waitForHttp } from './lib/net.mjs';
import { Supervisor } from './lib/processes.mjs';
import { ServiceError } from './lib/service-error.mjs';
import { resolveServices } from './lib/services.mjs';

const WEB_PORT = 3000; // fixed in apps/web/vite.config.mts
const TSC = toolBin('typescript', 'bin/tsc');
const VITE = toolBin('vite', 'bin/vite.js');

let services;
let supervisor;
let shuttingDown = null;

function shutdown(code, reason) {
  shuttingDown ??= (async () => {
    if (reason) say(reason);
    await supervisor?.stopAll();
    await services?.stop();
    process.exit(code);
  })();
  return shuttingDown;
}

async function main() {
  loadDotEnv();
  const apiPort = Number(process.env.API_PORT ?? 3001);
  for (const [port, what] of [[WEB_PORT, 'Vite'], [apiPort, "l'API"]]) {
    if (!(await isPortFree(port, '0.0.0.0'))) {
      throw new ServiceError(
        `Le port ${port} (${what}) est déjà utilisé : arrêtez l'autre processus (un « npm start » ?)${port === apiPort ? ' ou choisissez API_PORT=…' : ''}.`,
        `Port ${port} is already in use: stop the other process (an "npm start"?)${port === apiPort ? ' or set API_PORT=…' : ''}.`,
      );
    }
  }
  onStopSignals(shutdown);

  // Tools that keep running (tsc, vite, node --watch) only exit on their own when something is
  // badly wrong, and an app crash is reported by node --watch, which then waits for a fix.
  supervisor = new Supervisor({
    onUnexpectedExit: (name, code) => shutdown(1, `[${name}] s'est arrêté (code ${code}) : arrêt de tout. (${name} exited, stopping everything)`),
  });
  services = await resolveServices({
    log: say,
    onUnexpectedExit: (name, code) => shutdown(1, `${name} s'est arrêté de lui-même (code ${code}). (${name} died)`),
  });
  if (shuttingDown) return;
  ensureLocalSecrets();

  // One full compile first, so node --watch starts on fresh output rather than restarting mid-emit.
  say('Compilation initiale (tsc)…');
  const code = await supervisor.run('tsc', process.execPath, [TSC, '-p', 'tsconfig.build.json'], { cwd: ROOT });
  if (shuttingDown) return;
  if (code !== 0) say(colours.yellow('tsc signale des erreurs (voir ci-dessus) ; on démarre quand même, corrigez et ça redémarrera.'));

  const origin = process.env.APP_ORIGIN ?? `http://localhost:${WEB_PORT}`;
  const env = { ...process.env, ...services.env, PORT: String(apiPort), API_PORT: String(apiPort), APP_ORIGIN: origin };
  const watchNode = (entry) => ['--watch', '--watch-preserve-output', '--enable-source-maps', entry];
  supervisor.spawn('tsc', process.execPath, [TSC, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, env });
  supervisor.spawn('api', process.execPath, watchNode('dist/apps/api/src/main.js'), { cwd: ROOT, env });
  supervisor.spawn('worker', process.execPath, watchNode('dist/apps/worker/src/main.js'), { cwd: ROOT, env });
  supervisor.spawn('web', process.execPath, [VITE, '--config', join('apps', 'web', 'vite.config.mts'), '--strictPort'], { cwd: ROOT, env });

  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, { timeoutMs: 60_000, abort: () => shuttingDown !== null });
  } catch (err) {
    if (shuttingDown) return;
    // In dev a broken API is something to fix, not a reason to stop: node --watch restarts it on the next compile.
    say(colours.yellow(`L'API ne répond pas encore (${err.message}) : voir [api] ci-dessus ; elle redémarrera à la prochaine compilation.`));
  }
  say('');
  say(colours.green(colours.bold(`Mode développement : http://localhost:${WEB_PORT}  (API sur :${apiPort})`)));
  say(`  Base de données : ${services.postgres.label}`);
  say(`  Redis           : ${services.redis.label}`);
  say(`  Emails (dev)    : http://localhost:${WEB_PORT}/api/dev/outbox/page`);
  say(colours.dim('  Web : rechargement à chaud (Vite). API/worker : redémarrent à chaque compilation. Ctrl-C pour tout arrêter.'));
  say('');
}

main().catch(async (err) => {
  if (shuttingDown) return;
  reportFatal(err);
  if (!services && !supervisor) process.exit(1);
  await shutdown(1);
});
