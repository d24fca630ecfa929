import { Suspense, useState, type ReactNode, type RefObject } from 'react';
import { useInBrowser } from '../hooks/use-browser-capability';
import { lazyPart } from './lazy-part';

export interface DialogProps {
  readonly open: boolean;
  /** Called when the user closes the dialog (Close, Escape, a click outside) if it is dismissable. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The buttons, in reading order; the primary one last (it sits on the right). */
  readonly actions?: ReactNode;
  /**
   * False when a decision is required (product terms, consent): no Close button, and Escape or a
   * click outside does nothing; only the actions end it.
   */
  readonly dismissable?: boolean;
  /** What receives focus on open; otherwise the first focusable element inside. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

const { Part: DialogContent, preload } = lazyPart(() => import('./dialog.ariakit'));

/** Fetches the dialog's code ahead of its first opening (e.g. on pointer over its trigger). */
export const preloadDialog = preload;

/**
 * A modal dialog (Ariakit's Dialog underneath): focus moves in and is trapped, returns to where it
 * was on close, the page behind is inert; at most 560 px wide, a full-screen sheet under 600 px.
 * Its code loads when it first opens.
 */
export const Dialog = (props: DialogProps) => {
  const [opened, setOpened] = useState(props.open);
  // A dialog is the browser's: one open as a signed-in page loads opens once the server's markup
  // is hydrated (its focus trap and portal are nothing the server can draw).
  const inBrowser = useInBrowser();
  if (props.open && !opened) setOpened(true);
  if (!opened || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <DialogContent {...props} />
    </Suspense>
  );
};
