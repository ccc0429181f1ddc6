import { FeedbackSection } from '../../components/FeedbackSection';
import { HeroSection } from '../../components/HeroSection';
import { NetworkSection } from '../../components/NetworkSection';
import { PremiumPlanSection } from '../../components/PremiumPlanSection';
import { ServicesSection } from '../../components/ServicesSection';

/** / : the public home page, section by section as the spec lists them. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <PremiumPlanSection />
      <NetworkSection />
      <FeedbackSection />
    </>
  );
}
