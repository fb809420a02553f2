import { ICON_PATHS, type IconName } from './icon-paths';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative by design: the control that holds an icon carries the French accessible name. */
export function Icon({ name, size = 24, className }: IconProps) {
  return <PathIcon d={ICON_PATHS[name]} size={size} className={className} />;
}

/** One stroke drawing in the house style; features draw the icons the shared set lacks with it. */
export function PathIcon({ d, size = 24, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * An icon component for a feature: the shared set plus the drawings only that feature needs, kept
 * in the feature's chunk so the landing page's icon bundle does not grow. Decorative like Icon.
 */
export function featureIcons<Local extends Record<string, string>>(localPaths: Local, defaultSize: number) {
  type Name = IconName | Extract<keyof Local, string>;
  const isLocal = (name: Name): name is Extract<keyof Local, string> => Object.hasOwn(localPaths, name);
  return function FeatureIcon({ name, size = defaultSize, className }: { name: Name; size?: number; className?: string }) {
    return <PathIcon d={isLocal(name) ? localPaths[name]! : ICON_PATHS[name as IconName]} size={size} className={className} />;
  };
}
