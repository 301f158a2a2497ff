import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqSection } from './faq-section';
import { HowItWorks } from './how-it-works';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { LanguageList } from './language-list';
import { PlanCards } from './plan-cards';

/** The public home page a logged-out visitor sees at /reeprise. */
export function LandingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `Reeprise · ${t('landing.pitch')}`;
  }, [t]);
  return (
    <Box sx={{ position: 'relative' }}>
      <LandingHeader />
      <main>
        <LandingHero />
        <HowItWorks />
        <LanguageList />
        <PlanCards />
        <FaqSection />
      </main>
      <Box
        component="footer"
        sx={{ py: 4, textAlign: 'center', bgcolor: 'primary.dark', color: 'common.white' }}
      >
        <Typography variant="body2">{t('landing.footer')}</Typography>
      </Box>
    </Box>
  );
}
