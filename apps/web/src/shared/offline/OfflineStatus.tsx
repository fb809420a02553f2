import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FACT_SEPARATOR, OFFLINE_MESSAGES } from '#contracts';
import { AppIcon } from '../ui/AppIcon';
import { isOfflineSession } from './offline-session';
import { dismissRefusal, getOutboxState, onOutboxSent, subscribeOutbox } from './outbox';
import { announceOutdated, useWaitingUpdate } from './service-worker';
import { isApiError, subscribeSession } from '../http';
import { useOnline } from './use-online';
import './offline.css';

/**
 * The signed-in area's network strip: the offline banner with the changes waiting to be sent,
 * the changes the server refused on reconnect, and the 'Nouvelle version disponible' offer. It
 * floats over the page (no layout shift when the network comes and goes).
 */
export function OfflineStatus() {
  const online = useOnline();
  const outbox = useSyncExternalStore(subscribeOutbox, getOutboxState, getOutboxState);
  const update = useWaitingUpdate();
  const waiting = outbox.entries.length;
  // Opened without reaching the server (the session has no token yet) counts as offline too.
  const offlineSession = useSyncExternalStore(subscribeSession, isOfflineSession, isOfflineSession);
  const offline = !online || offlineSession || (outbox.unreachable && waiting > 0);
  const client = useQueryClient();
  // Once the waiting changes are in, every screen shows what the server now holds.
  useEffect(() => onOutboxSent(() => void client.invalidateQueries()), [client]);
  // Any read or write refused as from an outdated build offers the reload.
  useEffect(() => {
    const outdated = (error: unknown) => isApiError(error) && error.code === 'CLIENT_OUTDATED' && announceOutdated();
    const stopQueries = client.getQueryCache().subscribe((event) => outdated(event.query.state.error));
    const stopMutations = client.getMutationCache().subscribe((event) => outdated(event.mutation?.state.error));
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);

  return (
    <div className="offline-region">
      <div role="status" aria-live="polite">
        {offline && (
          <p className="offline-banner">
            <AppIcon name="wifiOff" size={18} />
            <span>
              <span>{OFFLINE_MESSAGES.banner}</span>
              {waiting > 0 && (
                <>
                  {FACT_SEPARATOR}
                  <strong className="offline-count">{OFFLINE_MESSAGES.pending(waiting)}</strong>
                </>
              )}
            </span>
          </p>
        )}
        {!offline && outbox.sending && <p className="offline-banner">{OFFLINE_MESSAGES.sending}</p>}
        {update && (
          <p className="offline-banner offline-update">
            <span>{OFFLINE_MESSAGES.updateAvailable} — </span>
            <button type="button" className="btn btn-ghost offline-action" onClick={update}>
              {OFFLINE_MESSAGES.reload}
            </button>
          </p>
        )}
      </div>
      {/* An alert is announced when it appears; an empty one would only confuse the page's own. */}
      {outbox.refusals.length > 0 && (
        <div role="alert">
          {outbox.refusals.map((refusal) => (
            <p key={refusal.key} className="offline-banner offline-refused">
              <span>{refusal.text}</span>
              <button type="button" className="icon-btn" aria-label="Fermer le message" onClick={() => dismissRefusal(refusal.key)}>
                <AppIcon name="close" size={18} />
              </button>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
