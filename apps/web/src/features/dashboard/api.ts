import type { DashboardStats, UrgentItem } from '#contracts';
import { api } from '../../shared/http';

export const fetchDashboardStats = () => api.get<DashboardStats>('/dashboard/stats');

export const urgentItemsQueryKey = ['dashboard', 'urgent-items'] as const;
export const fetchUrgentItems = () => api.get<UrgentItem[]>('/inventory-items/urgent');
