import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

/** The page heading; it also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Reeprise`;
  }, [children]);
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
