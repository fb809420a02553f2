import { useRef } from 'react';
import type { Notice } from './use-notice';
import { useDismissOnScroll } from './use-dismiss-on-scroll';
import { useNoticeClearance } from './use-notice-clearance';
import { AppIcon } from '../ui/AppIcon';
import './notice.css';

interface NoticeBarProps {
  notice: Notice | null;
  onDismiss: () => void;
}

function NoticeContent({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div className={`kn-notice kn-notice-${notice.tone}`}>
      <p className="kn-text">{notice.text}</p>
      {notice.action && (
        <button
          type="button"
          className="btn btn-ghost kn-action"
          onClick={() => {
            notice.action!.onClick();
            onDismiss();
          }}
        >
          {notice.action.label}
        </button>
      )}
      <button type="button" className="icon-btn kn-dismiss" aria-label="Fermer le message" onClick={onDismiss}>
        <AppIcon name="close" size={18} />
      </button>
    </div>
  );
}

/**
 * Floating messages of the kitchen pages. Both live regions stay in the page, empty or not, so
 * screen readers announce what appears in them: confirmations politely, failures at once.
 * A confirmation goes away when the person scrolls to what it covers; a failure stays until read.
 * While one shows, the phone's floating add button moves up above it (useNoticeClearance).
 */
export function NoticeBar({ notice, onDismiss }: NoticeBarProps) {
  const isError = notice?.tone === 'error';
  const region = useRef<HTMLDivElement>(null);
  useDismissOnScroll(notice !== null && !isError, onDismiss, region);
  useNoticeClearance(notice !== null, region);
  return (
    <div className="kn-region" ref={region}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {notice && !isError && <NoticeContent notice={notice} onDismiss={onDismiss} />}
      </div>
      <div role="alert" aria-atomic="true">
        {notice && isError && <NoticeContent notice={notice} onDismiss={onDismiss} />}
      </div>
    </div>
  );
}
