import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';
import { SIGN_UP_PATH } from '../../../shared/navigation/sign-up-path';

// Dismissed for the rest of the visit: coming back to the home page should not bring it back,
// but the next visit shows the offer again.
const DISMISSED_KEY = 'promo-free30-dismissed';

function wasDismissed() {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function PromoBanner() {
  const [visible, setVisible] = useState(() => !wasDismissed());
  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused: the banner is still closed for as long as this page stays open.
    }
  };

  return (
    <aside className="promo" aria-label="Offre de bienvenue">
      <div className="container promo-inner">
        <Icon name="gift" size={22} className="promo-icon" />
        <p className="promo-text">
          <strong>30 jours offerts</strong> avec le code <span className="promo-code">FREE30</span> pour découvrir
          Mijote.{' '}
          <Link to={SIGN_UP_PATH} className="promo-link">
            J'en profite
          </Link>
        </p>
        <button type="button" className="icon-btn promo-close" aria-label="Fermer" onClick={dismiss}>
          <Icon name="close" size={20} />
        </button>
      </div>
    </aside>
  );
}
