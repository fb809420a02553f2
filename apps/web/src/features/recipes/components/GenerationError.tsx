import type { ReactNode } from 'react';
import { AppIcon } from '../../../shared/ui/AppIcon';
import '../recipes.css';

interface GenerationErrorProps {
  message: string;
  onChangeType: () => void;
  onRetry: () => void;
  /** More buttons (the fridge modal's 'Fermer'). */
  children?: ReactNode;
}

/** A failed generation: the server's French message, then 'Changer de type' or 'Réessayer'. */
export function GenerationError({ message, onChangeType, onRetry, children }: GenerationErrorProps) {
  return (
    <div className="rk-error">
      <div className="rk-error-icon" aria-hidden="true">
        <AppIcon name="alert" size={28} />
      </div>
      <p role="alert" className="rk-error-message">
        {message}
      </p>
      <div className="rk-error-actions">
        <button type="button" className="btn btn-secondary" onClick={onChangeType}>
          <AppIcon name="grid" size={18} />
          Changer de type
        </button>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <AppIcon name="refresh" size={18} />
          Réessayer
        </button>
        {children}
      </div>
    </div>
  );
}
