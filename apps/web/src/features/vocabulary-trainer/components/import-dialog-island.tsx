import type { ComponentProps } from 'react';
import { MuiIsland } from '@/components/ui/mui-island';
import { ImportDialog } from './import-dialog';

/** The import dialog in MUI's theme: the trainer page around it is plain (decision 023). */
export function ImportDialogIsland(props: ComponentProps<typeof ImportDialog>) {
  return (
    <MuiIsland>
      <ImportDialog {...props} />
    </MuiIsland>
  );
}
