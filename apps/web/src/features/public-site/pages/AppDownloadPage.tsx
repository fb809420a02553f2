import { useEffect, type ReactNode } from 'react';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import { StoreBadges } from '../components/StoreBadges';
import { useInstallPrompt } from '../../../shared/offline/install-prompt';
import { registerServiceWorker } from '../../../shared/offline/service-worker';
import '../components/public-pages.css';

interface Guide {
  id: string;
  title: string;
  browser: string;
  steps: ReactNode[];
}

const GUIDES: Guide[] = [
  {
    id: 'ios',
    title: 'iPhone et iPad',
    browser: 'avec Safari',
    steps: [
      'Ouvrez Mijote dans Safari.',
      <>
        Touchez le bouton Partager <Icon name="share" size={18} className="inline-icon" /> en bas de l'écran (en
        haut sur iPad).
      </>,
      <>
        Faites défiler, puis choisissez <strong>« Sur l'écran d'accueil »</strong>.
      </>,
      <>
        Touchez <strong>« Ajouter »</strong> : l'icône Mijote rejoint vos applications.
      </>,
    ],
  },
  {
    id: 'android',
    title: 'Android',
    browser: 'avec Chrome',
    steps: [
      'Ouvrez Mijote dans Chrome.',
      <>
        Touchez le menu <Icon name="dots" size={18} className="inline-icon" /> en haut à droite.
      </>,
      <>
        Choisissez <strong>« Ajouter à l'écran d'accueil »</strong> ou <strong>« Installer l'application »</strong>.
      </>,
      "Confirmez : Mijote s'ouvre désormais en plein écran, comme une application.",
    ],
  },
];

const PERKS = [
  { icon: 'phone', text: "Plein écran, sans barre d'adresse" },
  { icon: 'plusSquare', text: "Une icône sur votre écran d'accueil" },
  { icon: 'sparkles', text: 'Toujours à jour, sans téléchargement' },
] as const;

export default function AppDownloadPage() {
  usePageMeta({
    title: 'Application mobile · Mijote',
    description:
      "Installez Mijote sur l'écran d'accueil de votre iPhone ou de votre téléphone Android en quelques secondes. Les applications App Store et Google Play arrivent bientôt.",
    path: '/app',
  });
  const install = useInstallPrompt();
  // The page that offers to install registers the service worker (the dashboard does too); the
  // landing page does not, to stay light.
  useEffect(registerServiceWorker, []);

  return (
    <>
      <section className="page-hero" aria-labelledby="app-page-title">
        <div className="container page-hero-grid">
          <div>
            <p className="eyebrow">Application mobile</p>
            <h1 id="app-page-title" className="page-title">
              Mijote sur votre téléphone, dès aujourd'hui
            </h1>
            <p className="lead">
              Pas besoin d'attendre les stores : Mijote s'installe sur l'écran d'accueil de votre téléphone et
              s'ouvre comme une application. Il suffit de quelques secondes.
            </p>
            {install && (
              <div className="page-actions">
                <button type="button" className="btn btn-primary btn-lg" onClick={() => void install()}>
                  <Icon name="download" size={20} />
                  Installer Mijote
                </button>
              </div>
            )}
            <ul className="app-perks">
              {PERKS.map((perk) => (
                <li key={perk.text}>
                  <Icon name={perk.icon} size={20} />
                  {perk.text}
                </li>
              ))}
            </ul>
          </div>
          <div className="page-illustration">
            <img src="/illustrations/app.svg" width="360" height="300" alt="" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="install-title">
        <div className="container">
          <div className="section-head">
            <h2 id="install-title" className="section-title">
              Ajouter à l'écran d'accueil
            </h2>
            <p className="lead">Choisissez votre téléphone et suivez les quatre étapes.</p>
          </div>
          <div className="install-grid">
            {GUIDES.map((guide) => (
              <section key={guide.id} className="install-card" aria-labelledby={`guide-${guide.id}`}>
                <h3 id={`guide-${guide.id}`}>
                  {guide.title} <span>{guide.browser}</span>
                </h3>
                <ol className="install-steps">
                  {guide.steps.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="stores-title">
        <div className="cta-band">
          <h2 id="stores-title">Bientôt dans les stores</h2>
          <p>Les applications pour iPhone et Android sont en préparation. En attendant, la version web fait tout.</p>
          <StoreBadges comingSoon />
        </div>
      </section>
    </>
  );
}
