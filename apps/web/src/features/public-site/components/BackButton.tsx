import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';

/** 'Retour' to the previous page, or to the home page when this page was the visit's first. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the visit's first entry the key 'default': going back from there would
  // leave the site (a link in an e-mail, a search result), so go home instead.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <button type="button" className="btn btn-ghost back-button" onClick={goBack}>
      <Icon name="arrowLeft" size={20} />
      Retour
    </button>
  );
}
