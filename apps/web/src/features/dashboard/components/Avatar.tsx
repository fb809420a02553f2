import { useState } from 'react';
import type { AuthUser } from '#contracts';
import { initialsOf } from '../user-display';

/** The account's photo when it has one (and it loads), else its initials. Decorative: callers name it. */
export function Avatar({ user, size = 36 }: { user: AuthUser; size?: number }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.avatarUrl && user.avatarUrl !== failedUrl ? user.avatarUrl : null;
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {url ? (
        <img src={url} alt="" width={size} height={size} referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}
