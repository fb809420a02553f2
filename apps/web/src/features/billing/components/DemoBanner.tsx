import { Icon } from '../../../shared/ui/Icon';

/** The demo pages' label, impossible to miss: nothing on them is a real payment. */
export function DemoBanner({ children }: { children: string }) {
  return (
    <p className="bl-demo-banner">
      <Icon name="shield" size={20} />
      <span>{children}</span>
    </p>
  );
}
