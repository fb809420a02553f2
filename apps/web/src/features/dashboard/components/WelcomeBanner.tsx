import { LogoMark } from '../../../shared/ui/Logo';

const today = new Intl.DateTimeFormat('fr-CH', { weekday: 'long', day: 'numeric', month: 'long' });

/** 'Bienvenue Claire sur Mijote' (spec: the name only when known) and the product's promise. */
export function WelcomeBanner({ firstName }: { firstName?: string | null }) {
  const name = firstName?.trim();
  const date = today.format(new Date());
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome-text">
        <p className="welcome-date">{date.charAt(0).toLocaleUpperCase('fr') + date.slice(1)}</p>
        <h1 id="welcome-title" className="welcome-title">
          {name ? `Bienvenue ${name} sur ` : 'Bienvenue sur '}
          <span className="welcome-brand">Mijote</span>
        </h1>
        <p className="welcome-lead">Votre assistant culinaire intelligent</p>
      </div>
      <LogoMark size={112} className="welcome-mark" />
    </section>
  );
}
