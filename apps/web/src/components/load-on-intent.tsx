import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
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
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export type TLoadOnIntentProps = {
  /** The control's button, shown as it is until its code is loaded, then handed to the control. */
  trigger: ReactElement<TTriggerProps>;
  /** Loads the control (a menu, a popover, a drawer) that wraps the trigger. */
  load: () => Promise<ComponentType<TIntentLoadedProps>>;
  /** What the button opens, for assistive technologies (the loaded control says it itself). */
  popup: 'menu' | 'dialog';
};

/**
 * A control of the top bar whose code loads on the first sign the user wants it (the pointer over its button, focus,
 * a press) rather than with the page, so a page's first render does without the menus' code. A press opens it as
 * soon as the code is there, and the focus stays on its button.
 */
export function LoadOnIntent({ trigger, load, popup }: TLoadOnIntentProps) {
  const [Control, setControl] = useState<ComponentType<TIntentLoadedProps> | null>(null);
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
        console.error('Failed to load a control of the top bar', error);
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
    return <Control trigger={cloneElement(trigger, { ref: focusIfItHadFocus })} defaultOpen={pressed} />;
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
    onPointerDown: press,
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      press();
    },
  });
}
