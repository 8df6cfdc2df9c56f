import type { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

type TPointerDownOutside = NonNullable<ComponentProps<typeof DialogPrimitive.Content>['onPointerDownOutside']>;

/**
 * The dialog's `onPointerDownOutside` that keeps it open when the press lands in a popover, select or menu opened
 * from it. Such a popup is portaled to the end of the page; React delivers the press along the component tree, where
 * the popup is inside the dialog, but Preact (decision 022) delivers it along the page, where Radix reads it as a
 * press outside. A modal dialog leaves nothing else outside it to press but the popups stacked above it.
 */
export function keepOpenOnPressInPopup(onPointerDownOutside: TPointerDownOutside | undefined): TPointerDownOutside {
  return (event) => {
    onPointerDownOutside?.(event);
    const { target } = event.detail.originalEvent;
    if (target instanceof Element && target.closest('[data-radix-popper-content-wrapper]')) event.preventDefault();
  };
}
