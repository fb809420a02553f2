import type { ReactNode } from 'react';
import { AppIcon } from '../../../shared/ui/AppIcon';
import '../recipes.css';

interface GenerationErrorProps {
  message: string;
  onChangeType: () => void;
  /** Left out when asking again would repeat the refusal (`final`): no « Réessayer » that cannot help. */
  onRetry?: () => void;
  /** A way out better than trying again (the fridge's « Ajouter sucre au placard et réessayer »): shown first, and primary. */
  offer?: ReactNode;
  /** More buttons (the fridge modal's 'Fermer'). */
  children?: ReactNode;
}

/** A failed generation: the server's French message, then 'Changer de type' or 'Réessayer' (when asking again may help). */
export function GenerationError({ message, onChangeType, onRetry, offer, children }: GenerationErrorProps) {
  return (
    <div className="rk-error">
      <div className="rk-error-icon" aria-hidden="true">
        <AppIcon name="alert" size={28} />
      </div>
      <p role="alert" className="rk-error-message">
        {message}
      </p>
      {offer}
      <div className="rk-error-actions">
        <button type="button" className="btn btn-secondary" onClick={onChangeType}>
          <AppIcon name="grid" size={18} />
          Changer de type
        </button>
        {onRetry && (
          <button type="button" className={offer ? 'btn btn-secondary' : 'btn btn-primary'} onClick={onRetry}>
            <AppIcon name="refresh" size={18} />
            Réessayer
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
