import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../../../shared/http/failure-message';
import { regenerateCalendarFeed } from '../meal-plan-api';

/** The planning in any calendar app: a secret address, made anew on demand (the old one stops working). */
export function CalendarFeedPanel() {
  const make = useMutation({ mutationFn: regenerateCalendarFeed });
  const [copied, setCopied] = useState(false);
  const url = make.data?.url;
  return (
    <details className="pl-calendar card">
      <summary className="pl-calendar-summary">Voir le planning dans mon agenda</summary>
      <p className="pl-weeklist-text">
        Abonnez votre application d'agenda (Google Agenda, Apple Calendrier, Outlook) à une adresse secrète propre à votre foyer.
        En créer une nouvelle désactive la précédente.
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => make.mutate()} disabled={make.isPending} aria-busy={make.isPending || undefined}>
        {url ? 'Créer une nouvelle adresse' : "Obtenir l'adresse de l'agenda"}
      </button>
      {url && (
        <div className="pl-calendar-url">
          <label htmlFor="pl-calendar-url">Adresse à copier dans votre agenda</label>
          <input id="pl-calendar-url" className="input" readOnly value={url} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? 'Copiée' : "Copier l'adresse"}
          </button>
        </div>
      )}
      <div role="alert">{make.isError ? <p className="alert alert-error">{failureMessage(make.error, "Impossible de créer l'adresse de l'agenda").message}</p> : null}</div>
    </details>
  );
}
