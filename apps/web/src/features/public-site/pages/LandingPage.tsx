import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, usePageMeta } from '../../../shared/seo/use-page-meta';
import { PromoBanner } from '../components/PromoBanner';
import { AppSection } from '../components/landing/AppSection';
import { FeaturesSection } from '../components/landing/FeaturesSection';
import { HeroSection } from '../components/landing/HeroSection';
import { PricingSection } from '../components/landing/PricingSection';
import { WhyChooseSection } from '../components/landing/WhyChooseSection';
import '../components/landing/landing.css';

export function LandingPage() {
  usePageMeta({ title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, path: '/' });
  return (
    <>
      <PromoBanner />
      <HeroSection />
      <FeaturesSection />
      <WhyChooseSection />
      <PricingSection />
      <AppSection />
    </>
  );
}
