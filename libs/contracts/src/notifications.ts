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
  message: 'Votre abonnement est maintenant actif. Profitez de toutes les fonctionnalités !',
  type: 'system',
} as const;

/** Family sharing: what the other members read when someone joins or leaves their household, and what a removed member reads. */
export const HOUSEHOLD_NOTIFICATIONS = {
  joined: (name: string, household: string) => ({
    title: 'Nouveau membre',
    message: `${name} a rejoint « ${household} ». Vous partagez désormais la liste de courses, le planning et le frigo.`,
    type: 'household',
  }),
  /** To the member the owner removed: why the kitchen they shared, and its subscription, are gone. */
  removed: (by: string, household: string) => ({
    title: 'Retiré du foyer',
    message: `${by} vous a retiré de « ${household} » : sa liste de courses, son planning, son frigo et son abonnement ne sont plus partagés avec vous.`,
    type: 'household',
  }),
  left: (name: string, household: string) => ({
    title: 'Un membre est parti',
    message: `${name} a quitté « ${household} ».`,
    type: 'household',
  }),
} as const;
