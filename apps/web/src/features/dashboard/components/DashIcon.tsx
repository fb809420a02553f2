import { featureIcons } from '../../../shared/ui/Icon';

// Drawings the shared set lacks, in its style (24×24, stroked with currentColor). Kept here, in the
// dashboard chunk, so the landing page's icon bundle does not grow.
const LOCAL_PATHS = {
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  logout: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10',
  bell: 'M6 10a6 6 0 0 1 12 0c0 4.5 1.5 6.5 2 7H4c.5-.5 2-2.5 2-7zM10 20.5a2.2 2.2 0 0 0 4 0',
  chevronRight: 'M9 6l6 6-6 6',
} as const;

export const DashIcon = featureIcons(LOCAL_PATHS, 24);
export type DashIconName = Parameters<typeof DashIcon>[0]['name'];
