import type { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';

type TPointerDownOutside = NonNullable<ComponentProps<typeof DialogPrimitive.Content>['onPointerDownOutside']>;

/**
 * The dialog's `onPointerDownOutside` that keeps it open when the press lands on a layer stacked above it: a popover,
 * select, menu or confirmation opened from it, portaled to the page after the dialog. React delivers the press along
 * the component tree, where that layer is inside the dialog; Preact (decision 022) delivers it along the page, where
 * Radix reads it as a press outside until the dialog has re-rendered with the new layer. A modal dialog leaves
 * nothing else to press but its own overlay, which comes before it in the page.
 */
export function keepOpenOnPressAbove(
  content: RefObject<HTMLElement | null>,
  onPointerDownOutside: TPointerDownOutside | undefined,
): TPointerDownOutside {
  return (event) => {
    onPointerDownOutside?.(event);
    const { target } = event.detail.originalEvent;
    const isAbove =
      target instanceof Node &&
      content.current !== null &&
      (content.current.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    if (isAbove) event.preventDefault();
  };
}
