import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/Logo';
import { ThemeToggle } from '../../../shared/ui/ThemeToggle';
import { NotFoundContent } from '../components/NotFoundContent';
import '../components/public-pages.css';

/** Rendered outside PublicLayout (any unknown path), so it brings its own light chrome. */
export default function NotFoundPage() {
  return (
    <div className="bare-page">
      <header className="container bare-header">
        <Link to="/" className="bare-brand" aria-label="Mijote, accueil">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main id="contenu" className="bare-main">
        <NotFoundContent />
      </main>
    </div>
  );
}
