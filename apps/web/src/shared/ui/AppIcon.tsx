import { APP_ICON_PATHS } from './app-icon-paths';
import { PathIcon, type IconName } from './Icon';
import { ICON_PATHS } from './icon-paths';

export type AppIconName = IconName | keyof typeof APP_ICON_PATHS;

const isAppOnly = (name: AppIconName): name is keyof typeof APP_ICON_PATHS => Object.hasOwn(APP_ICON_PATHS, name);

/** Any icon of the set, for the signed-in app's pages. Decorative like Icon. */
export function AppIcon({ name, size = 24, className }: { name: AppIconName; size?: number; className?: string }) {
  return <PathIcon d={isAppOnly(name) ? APP_ICON_PATHS[name] : ICON_PATHS[name]} size={size} className={className} />;
}
