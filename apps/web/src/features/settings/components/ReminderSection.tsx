import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '#contracts';
import { fetchReminderSettings, reminderSettingsQueryKey, saveReminderSettings } from '../api';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SectionLoading } from '../../../shared/forms/SectionLoadState';
import { SettingsSection } from '../../../shared/forms/SettingsSection';
import { LoadError } from '../../../shared/ui/LoadError';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

// A non-breaking hyphen (U+2011): a narrow phone broke the heading, and its link under « Sur cette
// page » (read from the heading), into « Rappel anti- » and « gaspi ».
const TITLE = 'Rappel anti\u2011gaspi';

/** The daily "À consommer en priorité" reminder: on/off and e-mail for me, the hour for the household. */
export function ReminderSection() {
  const settings = useQuery({ queryKey: reminderSettingsQueryKey, queryFn: fetchReminderSettings });
  return (
    <SettingsSection
      title={TITLE}
      description="Chaque matin, si un article de votre frigo expire dans les 2 jours, Mijote vous prévient avec une idée de recette."
    >
      {settings.isPending ? (
        <SectionLoading label="Chargement du rappel…" />
      ) : settings.data ? (
        <ReminderForm initial={settings.data} />
      ) : (
        <LoadError message="Impossible de charger le rappel" onRetry={() => void settings.refetch()} />
      )}
    </SettingsSection>
  );
}

function ReminderForm({ initial }: { initial: ReminderSettings }) {
  const client = useQueryClient();
  const id = useId();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [email, setEmail] = useState(initial.email);
  const [hour, setHour] = useState(initial.hour);
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();

  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      client.setQueryData(reminderSettingsQueryKey, saved);
      flash.flash('Rappel enregistré');
    },
    onError: (err) => setError(errorText(err, "Impossible d'enregistrer le rappel")),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    flash.clear();
    setError(null);
    save.mutate({ enabled, email, hour });
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <div className="settings-checks">
        <label className="settings-check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>Recevoir le rappel dans Mijote</span>
        </label>
        <label className="settings-check">
          <input type="checkbox" checked={email} disabled={!enabled} onChange={(e) => setEmail(e.target.checked)} />
          <span>Aussi par email</span>
        </label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-hour`}>Heure du rappel (pour tout le foyer)</label>
        <select id={`${id}-hour`} className="input" value={hour} onChange={(e) => setHour(Number(e.target.value))} aria-describedby={`${id}-hour-hint`}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {`${h} h 00`}
            </option>
          ))}
        </select>
        <p id={`${id}-hour-hint`} className="settings-hint">
          Heure de Suisse. La changer la change pour tous les membres du foyer.
        </p>
      </div>
      <SectionFeedback success={flash.message} error={error} />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="spinner" aria-hidden="true" />}
          Enregistrer le rappel
        </button>
      </div>
    </form>
  );
}
