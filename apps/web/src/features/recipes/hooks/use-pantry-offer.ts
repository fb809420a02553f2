import { useCallback, useState } from 'react';

/**
 * The one tap out of a fridge that lacks only basics (AddToPantryButton): once they are in « Mon
 * placard », the chef is asked again (`retry`), and the recipe that comes says what was added,
 * until the user asks for another one (`regenerate`, or `clear` before changing type).
 */
export function usePantryOffer({ retry, regenerate }: { retry: () => void; regenerate: () => void }) {
  const [added, setAdded] = useState<string | null>(null);
  const onAdded = useCallback(
    (confirmation: string) => {
      setAdded(confirmation);
      retry();
    },
    [retry],
  );
  const clear = useCallback(() => setAdded(null), []);
  const regenerateAnew = useCallback(() => {
    setAdded(null);
    regenerate();
  }, [regenerate]);
  return { added, onAdded, clear, regenerate: regenerateAnew };
}
