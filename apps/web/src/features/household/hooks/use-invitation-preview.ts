import { useEffect, useState } from 'react';
import type { InvitationPreview } from '#contracts';
import { ApiError } from '../../../shared/http';
import { previewInvitation } from '../api';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: InvitationPreview }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** Who invites, to which household, and which address the invitation was sent to. */
export function useInvitationPreview(token: string, attempt: number): PreviewState {
  const [state, setState] = useState<PreviewState>(token ? { status: 'loading' } : { status: 'invalid' });

  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    previewInvitation(token).then(
      (preview) => active && setState({ status: 'ready', preview }),
      (err: unknown) => {
        if (!active) return;
        // A 400 is the API's 'invalide ou a expiré'; anything else (network, server) may pass.
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) setState({ status: 'invalid' });
        else setState({ status: 'failed', message: err instanceof ApiError ? err.message : String(err) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  return state;
}
