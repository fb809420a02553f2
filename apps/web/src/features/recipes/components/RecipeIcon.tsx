import { Icon, PathIcon } from '../../../shared/ui/Icon';
import type { IconName } from '../../../shared/ui/icon-paths';

// Drawings the shared set lacks, in its style (24×24, stroked with currentColor), kept in the
// recipe chunks so the landing page's icon bundle does not grow.
const LOCAL_PATHS = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5M4 3v4h4M4 13a8 8 0 0 0 14.6 4.5M20 21v-4h-4',
  gauge: 'M4 18a8 8 0 1 1 16 0M12 18l4-6',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  expand: 'M4 12h16M12 4v16',
} as const;

export type RecipeIconName = IconName | keyof typeof LOCAL_PATHS;

const isLocal = (name: RecipeIconName): name is keyof typeof LOCAL_PATHS => name in LOCAL_PATHS;

/** Decorative, like Icon: the control around it carries the accessible name. */
export function RecipeIcon({ name, size = 20, className }: { name: RecipeIconName; size?: number; className?: string }) {
  if (!isLocal(name)) return <Icon name={name} size={size} className={className} />;
  return <PathIcon d={LOCAL_PATHS[name]} size={size} className={className} />;
}
