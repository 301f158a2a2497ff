import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ShoppingListEntry } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = { entry: ShoppingListEntry; disabled: boolean; onToggle: () => void; onDelete: () => void };

/** 'name - in cart' / 'name - not in cart' with the cart toggle and delete buttons (spec §2). */
export function ShoppingEntryRow({ entry, disabled, onToggle, onDelete }: Props) {
  const { t } = useTranslation('extras');
  const name = entry.item_name;
  const toggleLabel = entry.in_cart
    ? t('extras.shopping.takeOut', { name })
    : t('extras.shopping.putIn', { name });
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={toggleLabel}>
            <span>
              <IconButton aria-label={toggleLabel} onClick={onToggle} disabled={disabled} color="primary">
                {entry.in_cart ? <RemoveShoppingCartIcon /> : <AddShoppingCartIcon />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('extras.shopping.delete', { name })}>
            <span>
              <IconButton
                aria-label={t('extras.shopping.delete', { name })}
                onClick={onDelete}
                disabled={disabled}
                edge="end"
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      }
      sx={{ pr: 13 }}
    >
      <ListItemText
        primary={
          entry.in_cart ? t('extras.shopping.inCart', { name }) : t('extras.shopping.notInCart', { name })
        }
        slotProps={{
          primary: {
            sx: {
              overflowWrap: 'anywhere',
              color: entry.in_cart ? 'text.secondary' : 'text.primary',
            },
          },
        }}
      />
    </ListItem>
  );
}
