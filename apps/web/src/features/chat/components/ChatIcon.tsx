import { featureIcons } from '../../../shared/ui/Icon';

// Drawings the shared set lacks, in its style, kept in the chat chunk.
const LOCAL_PATHS = {
  send: 'M4 12 20 4l-5 16-3.5-6.5zM11.5 13.5 20 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
} as const;

export const ChatIcon = featureIcons(LOCAL_PATHS, 20);
export type ChatIconName = Parameters<typeof ChatIcon>[0]['name'];
