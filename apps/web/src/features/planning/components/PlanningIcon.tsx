import { featureIcons } from '../../../shared/ui/Icon';

// The kitchen set plus a pencil for a meal's 'Modifier', drawn in the same style (24×24,
// stroked with currentColor); kept here so no other page's icon bundle grows for it.
export const PlanningIcon = featureIcons({ pencil: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4' }, 22);
