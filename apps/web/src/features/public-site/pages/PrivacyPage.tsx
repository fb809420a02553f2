import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { LegalDocument } from '../components/LegalDocument';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy-content';

export default function PrivacyPage() {
  usePageMeta({
    title: 'Politique de confidentialité · Mijote',
    description:
      "Comment Mijote protège vos données : hébergement en Suisse ou dans l'UE, un seul cookie de session, vos droits selon la nLPD et le RGPD.",
    path: '/privacy',
  });
  return (
    <LegalDocument
      title="Politique de confidentialité"
      updated={PRIVACY_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
