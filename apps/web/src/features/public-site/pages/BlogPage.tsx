import { Link } from 'react-router';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import type { IconName } from '../../../shared/ui/icon-paths';
import '../components/public-pages.css';

// Placeholders until the first articles are written (spec: real content not shown).
const UPCOMING: { category: string; title: string; excerpt: string; icon: IconName; tone: string }[] = [
  {
    category: 'Recettes',
    title: "L'automne en Valais : courges, châtaignes et poires",
    excerpt: 'Des idées simples et de saison pour cuisiner les produits du moment, du marché à la table.',
    icon: 'leaf',
    tone: 'accent',
  },
  {
    category: 'Astuces',
    title: 'Anti-gaspi : que faire des restes du frigo ?',
    excerpt: "Nos méthodes pour transformer les fonds de frigo en vrais repas, sans que personne ne s'en aperçoive.",
    icon: 'fridge',
    tone: 'primary',
  },
  {
    category: 'Organisation',
    title: 'Planifier les repas de la semaine en 15 minutes',
    excerpt: "La routine du dimanche qui fait gagner du temps et de l'argent aux familles pressées.",
    icon: 'calendar',
    tone: 'warm',
  },
];

export default function BlogPage() {
  usePageMeta({
    title: 'Blog · Mijote',
    description:
      "Le blog Mijote arrive bientôt : recettes de saison, astuces anti-gaspi et organisation des repas en famille.",
    path: '/blog',
  });

  return (
    <div className="container blog">
      <header className="section-head blog-head">
        <p className="eyebrow">Blog</p>
        <h1 className="page-title">Le blog Mijote mijote encore un peu</h1>
        <p className="lead">
          Recettes de saison, astuces anti-gaspi et organisation en famille : nos premiers articles arrivent bientôt.
        </p>
      </header>
      <ul className="blog-grid">
        {UPCOMING.map((post) => (
          <li key={post.title}>
            <article className="blog-card" aria-labelledby={`post-${post.icon}`}>
              <div className={`blog-card-visual tone-${post.tone}`} aria-hidden="true">
                <Icon name={post.icon} size={48} />
              </div>
              <div className="blog-card-body">
                <p className="blog-card-meta">
                  <span className="blog-chip">{post.category}</span>
                  <span className="blog-soon">Bientôt disponible</span>
                </p>
                <h2 id={`post-${post.icon}`}>{post.title}</h2>
                <p>{post.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="blog-wait">
        <p>En attendant les premiers articles, découvrez ce que Mijote fait déjà pour votre cuisine.</p>
        <Link to="/#features" className="btn btn-secondary btn-lg">
          Découvrir les fonctionnalités
          <Icon name="arrowRight" size={20} />
        </Link>
      </div>
    </div>
  );
}
