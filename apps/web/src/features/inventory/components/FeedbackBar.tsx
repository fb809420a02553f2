import type { Feedback } from '../hooks/use-feedback';
import { AppIcon } from '../../../shared/ui/AppIcon';

/**
 * Both live regions stay in the page from the start, empty, so screen readers announce what is
 * put in them: confirmations politely, failures at once.
 */
export function FeedbackBar({ feedback, onDismiss }: { feedback: Feedback | null; onDismiss: () => void }) {
  const success = feedback?.tone === 'success' ? feedback.text : null;
  const error = feedback?.tone === 'error' ? feedback.text : null;
  return (
    <div className="inv-feedback">
      <div role="status" className={success ? 'alert alert-success' : 'inv-feedback-empty'}>
        {success}
      </div>
      <div className={error ? 'alert alert-error inv-feedback-error' : 'inv-feedback-empty'}>
        <p role="alert" className="inv-feedback-text">
          {error}
        </p>
        {error && (
          <button type="button" className="icon-btn" aria-label="Fermer le message" onClick={onDismiss}>
            <AppIcon name="close" size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
