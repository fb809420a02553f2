import { AppIcon } from '../../../shared/ui/AppIcon';

/**
 * Where 'Ajouté à la liste de courses !' (2 s) and the failures of the recipe's actions appear.
 * Both live regions stay mounted, so screen readers announce the text when it arrives.
 */
export function ActionFeedback({ confirmation, error }: { confirmation: string | null; error: string | null }) {
  return (
    <div className="rk-feedback">
      <p role="status" className={confirmation ? 'rk-feedback-ok' : 'rk-feedback-empty'}>
        {confirmation && (
          <>
            <AppIcon name="check" size={18} />
            {confirmation}
          </>
        )}
      </p>
      <p role="alert" className={error ? 'rk-feedback-error' : 'rk-feedback-empty'}>
        {error}
      </p>
    </div>
  );
}
