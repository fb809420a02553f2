import './load-error.css';

interface LoadErrorProps {
  /** The spec's French message for what did not load. */
  message: string;
  onRetry: () => void;
  /** The retry runs: the button waits and shows it. */
  retrying?: boolean;
}

/** Data that did not load: the message and a way to try again, announced at once. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="alert alert-error load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        {retrying && <span className="spinner" aria-hidden="true" />}
        Réessayer
      </button>
    </div>
  );
}
