import { describe, expect, it, vi } from 'vitest';

const sonnerToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonnerToast }));

describe('toast', () => {
  it('says no toast was raised until the first, then hands each to sonner once it is loaded', async () => {
    const { firstToastStore, toast } = await import('./toast.ts');
    const listener = vi.fn();
    firstToastStore.subscribe(listener);
    expect(firstToastStore.getSnapshot()).toBe(false);

    toast.success('Saved', { description: 'Harbor View' });
    toast.error('Refused');
    expect(firstToastStore.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalledWith('Refused'));
    expect(sonnerToast.success).toHaveBeenCalledWith('Saved', { description: 'Harbor View' });
  });

  it('mounts the outlet and loads sonner when a mutation starts, before any toast', async () => {
    vi.resetModules();
    const { firstToastStore } = await import('./toast.ts');
    const { createQueryClient } = await import('../app/query-client.ts');
    const listener = vi.fn();
    firstToastStore.subscribe(listener);
    expect(firstToastStore.getSnapshot()).toBe(false);

    const queryClient = createQueryClient();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined);
    expect(firstToastStore.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
