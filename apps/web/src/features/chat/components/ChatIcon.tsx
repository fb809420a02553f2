import { Icon, PathIcon } from '../../../shared/ui/Icon';
import type { IconName } from '../../../shared/ui/icon-paths';

// Drawings the shared set lacks, in its style, kept in the chat chunk.
const LOCAL_PATHS = {
  send: 'M4 12 20 4l-5 16-3.5-6.5zM11.5 13.5 20 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
} as const;

export type ChatIconName = IconName | keyof typeof LOCAL_PATHS;

const isLocal = (name: ChatIconName): name is keyof typeof LOCAL_PATHS => name in LOCAL_PATHS;

/** Decorative: the control around it carries the accessible name. */
export function ChatIcon({ name, size = 20, className }: { name: ChatIconName; size?: number; className?: string }) {
  if (!isLocal(name)) return <Icon name={name} size={size} className={className} />;
  return <PathIcon d={LOCAL_PATHS[name]} size={size} className={className} />;
}
