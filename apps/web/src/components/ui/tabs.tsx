import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId } from 'react';
import { cn } from '../../lib/class-names.ts';

/**
 * Tabs after the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): a tab list, one tab stop
 * (the selected tab), arrow keys, Home and End move between the tabs and select the one they reach, and only the
 * selected tab's panel is rendered. Always controlled: the page keeps the selected tab (most keep it in the URL).
 */
type TTabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsState = createContext<TTabsState | null>(null);

function useTabsState(): TTabsState {
  const state = useContext(TabsState);
  if (!state) throw new Error('TabsList, TabsTrigger and TabsContent belong inside Tabs');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TTabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TTabsProps) {
  const baseId = useId();
  return (
    <TabsState.Provider value={{ value, select: onValueChange, baseId }}>
      <div {...props} />
    </TabsState.Provider>
  );
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves to the tab an arrow key, Home or End points at (arrows follow the reading direction) and selects it. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>): void {
  const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
  const mirrored: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };
  const step = STEPS[(rightToLeft ? mirrored[event.key] : undefined) ?? event.key];
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const current = event.target instanceof HTMLElement ? tabs.indexOf(event.target) : -1;
  if (!step || current === -1) return;
  event.preventDefault();
  const next = tabs[step(current, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex h-10 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<'button'> & { value: string }) {
  const { value: selectedValue, select, baseId } = useTabsState();
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex h-8 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'dark:data-[state=active]:bg-accent',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!selected && !event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const { value: selectedValue, baseId } = useTabsState();
  if (value !== selectedValue) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the pattern makes the panel a tab stop, for panels that start with text.
      tabIndex={0}
      data-state="active"
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
