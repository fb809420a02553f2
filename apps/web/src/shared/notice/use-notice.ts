import { useCallback, useEffect, useRef, useState } from 'react';

export interface Notice {
  tone: 'success' | 'info' | 'error';
  text: string;
  /** One button beside the text, e.g. 'Annuler' after a deletion. */
  action?: { label: string; onClick: () => void };
}

/** Shows a notice: `useNotice().show`, handed to the hooks whose writes report to the page. */
export type Notify = (notice: Notice, durationMs?: number | null) => void;

/** How long a confirmation stays; errors stay until dismissed or replaced. */
export const NOTICE_DURATION_MS = 5_000;

/** The page's one notice at a time: a new one replaces the last. Render it with <NoticeBar>. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  const show = useCallback((next: Notice, durationMs: number | null = next.tone === 'error' ? null : NOTICE_DURATION_MS) => {
    clearTimeout(timer.current);
    setNotice(next);
    if (durationMs !== null) timer.current = setTimeout(() => setNotice(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { notice, show, dismiss };
}
