// What start, dev and test share around their main work: status lines and signal handling.
import { colours } from './log-format.mjs';
import { explain } from './service-error.mjs';

export function say(line) {
  console.log(`${colours.bold('[mijote]')} ${line}`);
}

/**
 * Calls `shutdown(code, reason)` once on SIGINT/SIGTERM/SIGHUP. A second signal more than two
 * seconds later forces the exit (the 'exit' hooks still kill our children); an immediate
 * duplicate is ignored, since a terminal's Ctrl-C can reach us both directly and through npm.
 */
export function onStopSignals(shutdown) {
  let firstAt = 0;
  const handler = (signal) => {
    if (!firstAt) {
      firstAt = Date.now();
      shutdown(0, `${signal} reçu : arrêt en cours… (received ${signal}, stopping)`);
    } else if (Date.now() - firstAt > 2000) {
      say('Arrêt forcé. (forced stop)');
      process.exit(1);
    }
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, handler);
}

/** For the top-level catch of a script: the message a human needs, then a non-zero exit. */
export function reportFatal(err) {
  console.error(`\n${colours.red('[mijote]')} ${explain(err)}\n`);
}
