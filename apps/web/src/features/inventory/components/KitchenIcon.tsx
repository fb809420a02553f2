import { featureIcons } from '../../../shared/ui/Icon';

// Drawings the shared set lacks, in its style (24×24, stroked with currentColor). Kept in the
// kitchen pages' chunks, so the landing page's icon bundle does not grow. Favourites uses it too.
const LOCAL_PATHS = {
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  gauge: 'M4 18a8 8 0 1 1 16 0M12 18l4-6',
} as const;

export const KitchenIcon = featureIcons(LOCAL_PATHS, 20);
export type KitchenIconName = Parameters<typeof KitchenIcon>[0]['name'];
