import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: settings' confirmations stay 3 s. */
export const FLASH_DURATION_MS = 3_000;

/**
 * A success message that clears itself after `durationMs` ('Profil mis à jour avec succès').
 * Showing another restarts the clock. Render it in a role="status" element so it is announced.
 */
export function useFlashMessage(durationMs = FLASH_DURATION_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const flash = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, flash, clear };
}
