import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/session-context';
import { fetchDashboardStats } from '../api';
import { dashboardStatsQueryKey } from '../../../shared/query/query-keys';
import { QuickActions } from '../components/QuickActions';
import { StatCards } from '../components/StatCards';
import { UrgentItems } from '../components/UrgentItems';
import { WasteFigures } from '../components/WasteFigures';
import { WelcomeBanner } from '../components/WelcomeBanner';
import '../home.css';

/** /dashboard: the welcome banner, the household's counts and shortcuts to the main pages. */
export function HomePage() {
  const { user } = useSession();
  // Refetched on household and favourite events by the shell (useDashboardLiveUpdates).
  const stats = useQuery({ queryKey: dashboardStatsQueryKey, queryFn: fetchDashboardStats });
  return (
    <div className="home">
      <WelcomeBanner firstName={user?.firstName} />
      <StatCards
        stats={stats.data}
        loading={stats.isPending}
        failed={stats.isError && !stats.data}
        onRetry={() => void stats.refetch()}
      />
      <div className="home-kitchen">
        <UrgentItems fridgeEmpty={stats.data?.fridgeItems === 0} />
        <WasteFigures figures={stats.data?.waste} loading={stats.isPending} />
      </div>
      <QuickActions />
    </div>
  );
}
