export interface NotificationDto {
  id: string;
  title: string;
  message: string;
  type: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  items: NotificationDto[];
  unreadCount: number;
}

export const ACTIVATION_NOTIFICATION = {
  title: 'Abonnement activé',
  message: 'Votre abonnement est maintenant actif. Profitez de toutes les fonctionnalités !',
  type: 'system',
} as const;
