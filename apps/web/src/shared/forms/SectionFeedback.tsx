import './section.css';

interface SectionFeedbackProps {
  /** A confirmation, cleared after 3 s by useFlashMessage. */
  success?: string | null;
  /** A failure; stays until the user's next action. */
  error?: string | null;
}

/**
 * A section's two live regions. Both stay in the page while empty: screen readers announce text
 * added to an existing region more reliably than a freshly inserted one.
 */
export function SectionFeedback({ success, error }: SectionFeedbackProps) {
  return (
    <>
      <div role="status" className="settings-feedback">
        {success && <p className="alert alert-success">{success}</p>}
      </div>
      <div role="alert" className="settings-feedback">
        {error && <p className="alert alert-error">{error}</p>}
      </div>
    </>
  );
}
