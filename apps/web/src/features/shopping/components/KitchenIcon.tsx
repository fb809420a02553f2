import { featureIcons } from '../../../shared/ui/Icon';

// Drawings the shared set lacks, in its style (24×24, stroked with currentColor). Kept with the
// kitchen pages (shopping and planning use them) so the landing page's icon bundle does not grow.
const LOCAL_PATHS = {
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  pencil: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4',
} as const;

export const KitchenIcon = featureIcons(LOCAL_PATHS, 22);
export type KitchenIconName = Parameters<typeof KitchenIcon>[0]['name'];
