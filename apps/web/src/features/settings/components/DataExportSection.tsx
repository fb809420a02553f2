import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Icon } from '../../../shared/ui/Icon';
import { exportAccountData } from '../api';
import { downloadJson, exportFileName } from '../download-file';
import { useFlashMessage } from '../../../shared/forms/use-flash-message';
import { errorText } from '../../../shared/http/error-text';
import { SectionFeedback } from '../../../shared/forms/SectionFeedback';
import { SettingsSection } from '../../../shared/forms/SettingsSection';

export const EXPORT_FAILED = 'Impossible de télécharger vos données';

/** A copy of everything the account holds, as a JSON file (the user's right to their data). */
export function DataExportSection() {
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();
  const download = useMutation({
    mutationFn: exportAccountData,
    onSuccess: (data) => {
      downloadJson(data, exportFileName());
      flash.flash('Vos données ont été téléchargées');
    },
    onError: (err) => setError(errorText(err, EXPORT_FAILED)),
  });

  return (
    <SettingsSection
      title="Mes données"
      description="Une copie de ce que Mijote conserve à votre sujet (compte, profil, préférences, abonnement, favoris, notifications) et de la cuisine de votre foyer (liste de courses, planning, frigo), au format JSON."
    >
      <SectionFeedback success={flash.message} error={error} />
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={download.isPending}
          onClick={() => {
            setError(null);
            flash.clear();
            download.mutate();
          }}
        >
          {download.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="download" size={20} />}
          Télécharger mes données
        </button>
      </div>
    </SettingsSection>
  );
}
