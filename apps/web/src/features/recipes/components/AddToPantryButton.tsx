import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PANTRY_MESSAGES, frenchList } from '#contracts';
import { errorText } from '../../../shared/http/error-text';
import { addBasicsToPantry, pantryQueryKey } from '../../../shared/kitchen/pantry-api';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface AddToPantryButtonProps {
  /** The basics the chef named (« sucre », « farine »). */
  basics: readonly string[];
  /** Once « Mon placard » holds them: what to tell the user (« « Mon placard » contient désormais sucre »). */
  onAdded: (confirmation: string) => void;
}

/**
 * Where the fridge gives no dish only for want of a basic most kitchens keep: adds it to « Mon
 * placard » in one tap (the settings keep the list and take it out again), then the chef asks again.
 */
export function AddToPantryButton({ basics, onAdded }: AddToPantryButtonProps) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const named = frenchList([...basics]);
  const add = useMutation({
    mutationFn: () => addBasicsToPantry(basics),
    onMutate: () => setError(null),
    onSuccess: (saved) => {
      client.setQueryData(pantryQueryKey, saved);
      onAdded(PANTRY_MESSAGES.added(named));
    },
    onError: (err) => setError(errorText(err, PANTRY_MESSAGES.saveFailed)),
  });
  return (
    <div className="rk-pantry-offer">
      <button type="button" className="btn btn-primary" disabled={add.isPending} onClick={() => add.mutate()}>
        <AppIcon name="plus" size={18} />
        {add.isPending ? PANTRY_MESSAGES.adding : PANTRY_MESSAGES.addAndRetry(named)}
      </button>
      {error && (
        <p role="alert" className="rk-feedback-error">
          {error}
        </p>
      )}
    </div>
  );
}
