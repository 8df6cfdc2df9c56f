/** The look of a select's button, shared by `SelectTrigger` and the stand-in `IntentSelect` shows before Radix loads. */
export const SELECT_TRIGGER_CLASS = [
  'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-muted-foreground',
  'aria-invalid:border-destructive [&>span]:truncate',
].join(' ');
