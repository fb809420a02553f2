import type { AccessState, DashboardStats, UrgentItem } from '#contracts';
import { api } from '../../shared/http';

// Query keys the kitchen pages may invalidate after their own changes.
export const accessQueryKey = ['access'] as const;
export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

export const fetchAccess = () => api.get<AccessState>('/access');
export const fetchDashboardStats = () => api.get<DashboardStats>('/dashboard/stats');

export const urgentItemsQueryKey = ['dashboard', 'urgent-items'] as const;
export const fetchUrgentItems = () => api.get<UrgentItem[]>('/inventory-items/urgent');
