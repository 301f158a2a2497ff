import type { ComponentProps } from 'react';
import { MuiIsland } from '@/components/ui/mui-island';
import { MnemonicForm } from './mnemonic-form';

/** The pencil's editor in MUI's theme, loaded when first opened: the trainer page is plain (decision 023). */
export function MnemonicFormIsland(props: ComponentProps<typeof MnemonicForm>) {
  return (
    <MuiIsland>
      <MnemonicForm {...props} />
    </MuiIsland>
  );
}
