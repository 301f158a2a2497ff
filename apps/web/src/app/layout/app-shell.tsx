import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { UserSettings, Whoami } from '@reeprise/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '@/components/ui/notify-context';
import { useLogout } from '@/features/auth/api/logout';

type Props = { whoami: Whoami; settings: UserSettings | undefined };

// the drawer (MUI's Modal, the list and an icon per item) is not on the first page: it is mounted,
// closed, and so loaded, when the pointer or the keyboard reaches the menu button, so it can slide in
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

/** The logged-in frame: top bar, slide-in navigation and the current page. */
export function AppShell({ whoami, settings }: Props) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const mountDrawer = () => setDrawerMounted(true);
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout({
    // back to the landing page, without the Sign In state (decision 001)
    onSuccess: () => navigate('/reeprise'),
  });

  const handleLogout = () => {
    logout.mutate(undefined, { onError: () => notify(t('errors.logout')) });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onPointerEnter={mountDrawer}
            onFocus={mountDrawer}
            onClick={() => {
              mountDrawer();
              setDrawerOpen(true);
            }}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to="/reeprise"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 800, flexGrow: 1 }}
          >
            Reeprise
          </Link>
          <Button
            component={RouterLink}
            to="/vocabulary_trainer"
            color="inherit"
            startIcon={<MenuBookIcon />}
          >
            {t('nav.vocabulary')}
          </Button>
        </Toolbar>
      </AppBar>
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onLogout={handleLogout}
            whoami={whoami}
            settings={settings}
          />
        </Suspense>
      )}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
