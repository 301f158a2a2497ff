import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One band of the landing page with its heading. */
export function LandingSection({
  title,
  tinted,
  children,
}: {
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ py: { xs: 7, md: 10 }, bgcolor: tinted ? 'grey.50' : 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: { xs: 4, md: 6 }, textAlign: 'center' }}
        >
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
