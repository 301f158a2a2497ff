import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { KNOWN_PERMISSIONS } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

export type Permission = (typeof KNOWN_PERMISSIONS)[number];

type Props = { value: Permission[]; onChange: (value: Permission[]) => void };

/** The known permission codenames as checkboxes. */
export function PermissionCheckboxes({ value, onChange }: Props) {
  const { t } = useTranslation('extras');
  return (
    <FormGroup>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('extras.admin.users.permissions')}
      </FormLabel>
      {KNOWN_PERMISSIONS.map((permission) => (
        <FormControlLabel
          key={permission}
          label={permission}
          control={
            <Checkbox
              checked={value.includes(permission)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, permission]
                    : value.filter((known) => known !== permission),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** The permissions of a user that the admin area can edit (unknown ones are dropped). */
export function knownPermissions(permissions: string[]): Permission[] {
  return KNOWN_PERMISSIONS.filter((permission) => permissions.includes(permission));
}
