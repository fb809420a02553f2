import { ICON_PATHS, type IconName } from './icon-paths';
export type { IconName } from './icon-paths';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative by design: the control that holds an icon carries the French accessible name. */
export function Icon({ name, size = 24, className }: IconProps) {
  return <PathIcon d={ICON_PATHS[name]} size={size} className={className} />;
}

/** One stroke drawing in the house style (AppIcon draws the signed-in app's icons with it). */
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

