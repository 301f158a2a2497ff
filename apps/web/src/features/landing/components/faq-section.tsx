import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const QUESTIONS = [
  { id: 'faq1', question: 'landing.faq1Question', answer: 'landing.faq1Answer' },
  { id: 'faq2', question: 'landing.faq2Question', answer: 'landing.faq2Answer' },
  { id: 'faq3', question: 'landing.faq3Question', answer: 'landing.faq3Answer' },
  { id: 'faq4', question: 'landing.faq4Question', answer: 'landing.faq4Answer' },
] as const;

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.faqTitle')} tinted>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {QUESTIONS.map((item) => (
          <Accordion key={item.id} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`${item.id}-header`}
              aria-controls={`${item.id}-content`}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {t(item.question)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{t(item.answer)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
