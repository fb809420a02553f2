import { StoreBadges } from '../StoreBadges';

export function AppSection() {
  return (
    <section className="section app-band" aria-labelledby="app-title">
      <div className="container">
        <div className="app-band-inner">
        <div className="app-band-copy">
          <p className="eyebrow">Application mobile</p>
          <h2 id="app-title" className="section-title">
            Mijote vous suit jusqu'au magasin
          </h2>
          <p className="lead">
            La liste de courses dans la poche, les recettes sur le plan de travail : sur iPhone comme sur Android.
          </p>
          <StoreBadges />
        </div>
        <img className="app-band-visual" src="/illustrations/app.svg" width="360" height="300" loading="lazy" alt="" />
        </div>
      </div>
    </section>
  );
}
