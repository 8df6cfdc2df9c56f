import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useCallback,
  useRef,
  useState,
} from 'react';

/** What the loaded control gets: its trigger (the same button) and whether to open at once. */
export type TIntentLoadedProps = { trigger: ReactElement; defaultOpen: boolean };

type TTriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * Whether Radix's own button would keep the focus off itself on this press (a menu's on any primary press, a select's
 * on a mouse one), so the opened list takes the focus and hands it back on closing, with its focus ring.
 */
function keepsFocusOffOnPress(popup: TLoadOnIntentProps['popup'], event: PointerEvent): boolean {
  if (event.button !== 0 || event.ctrlKey) return false;
  return popup === 'menu' || (popup === 'listbox' && event.pointerType === 'mouse');
}

type TNoControlProps = Record<never, never>;

export type TLoadOnIntentProps<TControlProps extends object = TNoControlProps> = {
  /** The control's button, shown as it is until its code is loaded, then handed to the control. */
  trigger: ReactElement<TTriggerProps>;
  /** Loads the control (a menu, a popover, a drawer) that wraps the trigger. */
  load: () => Promise<ComponentType<TIntentLoadedProps & TControlProps>>;
  /** What the loaded control needs besides its trigger (the items of a card's menu, say). */
  controlProps?: TControlProps;
  /** What the button opens, for assistive technologies (the loaded control says it itself). */
  popup: 'menu' | 'dialog' | 'listbox';
};

/**
 * A control (a menu of the top bar or of a card) whose code loads on the first sign the user wants it (the pointer
 * over its button, focus, a press) rather than with the page, so a page's first render does without the menus' code.
 * A press opens it as soon as the code is there, and the focus stays on its button.
 */
export function LoadOnIntent<TControlProps extends object = TNoControlProps>({
  trigger,
  load,
  controlProps,
  popup,
}: TLoadOnIntentProps<TControlProps>) {
  const [Control, setControl] = useState<ComponentType<TIntentLoadedProps & TControlProps> | null>(null);
  const [pressed, setPressed] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const loading = useRef(false);

  const startLoading = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => {
        hadFocus.current = placeholder.current !== null && document.activeElement === placeholder.current;
        setControl(() => component);
      },
      (error: unknown) => {
        loading.current = false;
        console.error('Failed to load a control', error);
      },
    );
  }, [load]);

  const focusIfItHadFocus = useCallback((node: HTMLButtonElement | null) => {
    if (node && hadFocus.current) {
      hadFocus.current = false;
      node.focus();
    }
  }, []);

  if (Control) {
    return (
      <Control
        {...(controlProps as TControlProps)}
        trigger={cloneElement(trigger, { ref: focusIfItHadFocus })}
        defaultOpen={pressed}
      />
    );
  }

  const press = () => {
    setPressed(true);
    startLoading();
  };
  return cloneElement(trigger, {
    ref: placeholder,
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: startLoading,
    onFocus: startLoading,
    onPointerDown: (event: PointerEvent) => {
      if (keepsFocusOffOnPress(popup, event)) event.preventDefault();
      press();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      press();
    },
  });
}
