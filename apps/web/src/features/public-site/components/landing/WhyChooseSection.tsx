import { Icon } from '../../../../shared/ui/Icon';
import type { IconName } from '../../../../shared/ui/icon-paths';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'heart',
    title: 'Cuisine personnalisée',
    text: 'Des recettes qui tiennent compte des goûts, des restrictions et des envies de chacun à la maison.',
  },
  {
    icon: 'coins',
    title: "Gain de temps et d'argent",
    text: 'Moins d\'hésitation devant le frigo, des courses ciblées et moins de produits jetés.',
  },
  {
    icon: 'shuffle',
    title: 'Variété garantie',
    text: 'Fini les pâtes tous les mardis : les idées changent de semaine en semaine.',
  },
  {
    icon: 'star',
    title: 'Qualité et simplicité',
    text: 'Des recettes claires, des étapes numérotées et une application facile pour toute la famille.',
  },
];

export function WhyChooseSection() {
  return (
    <section className="section why" aria-labelledby="why-title">
      <div className="container why-grid">
        <div className="why-intro">
          <p className="eyebrow">Pourquoi Mijote</p>
          <h2 id="why-title" className="section-title">
            Pourquoi choisir Mijote ?
          </h2>
          <p className="lead">
            Parce que la question « qu'est-ce qu'on mange ce soir ? » mérite mieux qu'un soupir. Mijote s'occupe des
            idées, vous gardez le plaisir de cuisiner.
          </p>
        </div>
        <ul className="why-list">
          {REASONS.map((reason) => (
            <li key={reason.title} className="why-item">
              <span className="why-icon">
                <Icon name={reason.icon} size={24} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
