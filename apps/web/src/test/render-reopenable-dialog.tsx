import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, useState } from 'react';

type TDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function Harness({ Dialog, openLabel }: { Dialog: ComponentType<TDialogProps>; openLabel: string }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {openLabel}
      </button>
      <Dialog open={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** Renders an open dialog with a button named `openLabel` that opens it again once closed. */
export function renderReopenableDialog(Dialog: ComponentType<TDialogProps>, openLabel: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness Dialog={Dialog} openLabel={openLabel} />
    </QueryClientProvider>,
  );
}
