import { useCallback, useEffect, useState } from 'react';

export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/** A page's one-line outcome: confirmations fade after `successMs`; errors stay until replaced or dismissed. */
export function useFeedback(successMs = 3000) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    if (feedback?.tone !== 'success') return;
    const timer = setTimeout(() => setFeedback(null), successMs);
    return () => clearTimeout(timer);
  }, [feedback, successMs]);

  return {
    feedback,
    showSuccess: useCallback((text: string) => setFeedback({ tone: 'success', text }), []),
    showError: useCallback((text: string) => setFeedback({ tone: 'error', text }), []),
    clear: useCallback(() => setFeedback(null), []),
  };
}
