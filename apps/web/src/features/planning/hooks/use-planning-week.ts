import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseIsoDay, toIsoDay, weekOf } from '../week';

const PARAM = 'semaine';

/**
 * The week on screen, kept in the address (?semaine=2026-11-23) so a reload or a shared link
 * shows the same week. No parameter means this week.
 */
export function usePlanningWeek() {
  const [params, setParams] = useSearchParams();
  const param = params.get(PARAM);
  const today = toIsoDay(new Date());
  const week = useMemo(() => weekOf(parseIsoDay(param) ?? parseIsoDay(today)!), [param, today]);
  const current = weekOf(new Date());

  const showWeekOf = useCallback(
    (date: Date) => {
      const next = weekOf(date);
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next.from === weekOf(new Date()).from) copy.delete(PARAM);
          else copy.set(PARAM, next.from);
          return copy;
        },
        // Paging through weeks should not fill the back button's history.
        { replace: true },
      );
    },
    [setParams],
  );

  return { week, isCurrentWeek: week.from === current.from, showWeekOf };
}
