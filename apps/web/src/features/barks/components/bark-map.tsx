import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Bark } from '@reeprise/contract';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MapContainer, Marker, Popup, TileLayer, useMapEvents } from 'react-leaflet';
import { useBarkAccounts } from '../api/get-bark-accounts';
import { useBarks } from '../api/get-barks';
import { AddBarkDialog } from './add-bark-dialog';
import { markerIconFromBundle } from './marker-icon';
import { mutedFill } from '@/components/ui/muted-fill';

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const configuredTileUrl: unknown = import.meta.env.VITE_TILE_URL;
const TILE_URL =
  typeof configuredTileUrl === 'string' && configuredTileUrl ? configuredTileUrl : DEFAULT_TILE_URL;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
// the middle of Europe when there is no pin to look at yet
const DEFAULT_CENTER: [number, number] = [50.1, 10.4];

type Position = { lat: number; lng: number };

function ClickToAdd({ onPick }: { onPick: (position: Position) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

function BarkPopup({ bark, accountName }: { bark: Bark; accountName: string | undefined }) {
  const { i18n } = useTranslation();
  return (
    <Popup>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {bark.title}
      </Typography>
      {bark.note && (
        <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
          {bark.note}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {[accountName, new Date(bark.created_at).toLocaleString(i18n.language)].filter(Boolean).join(' · ')}
      </Typography>
    </Popup>
  );
}

/** The Leaflet map of the barks of the user's accounts; holders of barks.add_bark add one by clicking. */
export function BarkMap({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation('extras');
  const barks = useBarks();
  const accounts = useBarkAccounts();
  const [picked, setPicked] = useState<Position | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [map, setMap] = useState<LeafletMap | null>(null);

  if (barks.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('extras.map.loading')} />
      </Box>
    );
  }
  if (barks.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void barks.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.map.loadFailed')}
      </Alert>
    );
  }

  const accountNames = new Map((accounts.data ?? []).map((account) => [account.id, account.name]));
  const bounds =
    barks.data.length > 0
      ? latLngBounds(barks.data.map((bark) => [bark.latitude, bark.longitude] as [number, number])).pad(0.2)
      : undefined;
  const addable = canAdd && (accounts.data?.length ?? 0) > 0;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {barks.data.length === 0
          ? t('extras.map.empty')
          : t('extras.map.count', { count: barks.data.length })}{' '}
        {addable && t('extras.map.clickToAdd')}
      </Typography>
      {/* the keyboard path (WCAG 2.1.1): the map pans with the arrow keys, then this adds a bark at its
          centre, which the cross-hair marks */}
      {addable && (
        <Button
          variant="outlined"
          startIcon={<AddLocationAltIcon />}
          disabled={!map}
          onClick={() => {
            if (!map) return;
            const centre = map.getCenter();
            setPicked({ lat: centre.lat, lng: centre.lng });
          }}
          sx={{ mb: 2 }}
        >
          {t('extras.map.addAtCentre')}
        </Button>
      )}
      {tilesFailed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('extras.map.tilesFailed')}
        </Alert>
      )}
      <Box
        role="region"
        aria-label={t('extras.map.label')}
        sx={{
          position: 'relative',
          height: { xs: '60vh', md: '65vh' },
          minHeight: 320,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          // a calm background where tiles cannot load
          '& .leaflet-container': { height: '100%', width: '100%', bgcolor: mutedFill, font: 'inherit' },
        }}
      >
        <MapContainer
          ref={setMap}
          {...(bounds ? { bounds, maxZoom: 16 } : { center: DEFAULT_CENTER, zoom: 4 })}
          scrollWheelZoom
        >
          <TileLayer
            url={TILE_URL}
            attribution={ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          {barks.data.map((bark) => (
            <Marker
              key={bark.id}
              position={[bark.latitude, bark.longitude]}
              icon={markerIconFromBundle}
              title={bark.title}
              alt={bark.title}
            >
              <BarkPopup bark={bark} accountName={accountNames.get(bark.account_id)} />
            </Marker>
          ))}
          {addable && <ClickToAdd onPick={setPicked} />}
        </MapContainer>
        {addable && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: 24,
              height: 24,
              transform: 'translate(-50%, -50%)',
              // above the tiles and pins (Leaflet's panes stop at 700), below its controls (800)
              zIndex: 750,
              pointerEvents: 'none',
              background:
                'linear-gradient(currentColor, currentColor) center / 2px 100% no-repeat, linear-gradient(currentColor, currentColor) center / 100% 2px no-repeat',
              color: 'primary.main',
            }}
          />
        )}
      </Box>
      {addable && (
        <AddBarkDialog
          key={picked ? `${picked.lat},${picked.lng}` : 'closed'}
          position={picked}
          accounts={accounts.data ?? []}
          onClose={() => setPicked(null)}
        />
      )}
    </>
  );
}
