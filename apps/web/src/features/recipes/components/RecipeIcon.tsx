import { featureIcons } from '../../../shared/ui/Icon';

// Drawings the shared set lacks, in its style (24×24, stroked with currentColor), kept in the
// recipe chunks so the landing page's icon bundle does not grow.
const LOCAL_PATHS = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5M4 3v4h4M4 13a8 8 0 0 0 14.6 4.5M20 21v-4h-4',
  gauge: 'M4 18a8 8 0 1 1 16 0M12 18l4-6',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  expand: 'M4 12h16M12 4v16',
} as const;

export const RecipeIcon = featureIcons(LOCAL_PATHS, 20);
export type RecipeIconName = Parameters<typeof RecipeIcon>[0]['name'];
