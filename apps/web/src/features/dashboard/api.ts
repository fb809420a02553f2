import type { AccessState, DashboardStats, UrgentItem } from '#contracts';
import { api } from '../../shared/http';

// The access check's key; the home page's counts are keyed in shared/query/query-keys.ts.
export const accessQueryKey = ['access'] as const;

export const fetchAccess = () => api.get<AccessState>('/access');
export const fetchDashboardStats = () => api.get<DashboardStats>('/dashboard/stats');

export const urgentItemsQueryKey = ['dashboard', 'urgent-items'] as const;
export const fetchUrgentItems = () => api.get<UrgentItem[]>('/inventory-items/urgent');
