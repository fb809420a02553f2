import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { LegalDocument } from '../components/LegalDocument';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '../content/terms-content';

export default function TermsPage() {
  usePageMeta({
    title: "Conditions d'utilisation · Mijote",
    description:
      "Les conditions générales d'utilisation de Mijote : compte, abonnement de CHF 9.99 par mois sans engagement, offre FREE30, droit suisse.",
    path: '/terms',
  });
  return (
    <LegalDocument
      title="Conditions générales d'utilisation"
      updated={TERMS_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
