import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export interface SlideInPanelProps {
  readonly open: boolean;
  /** Called on Close, Escape or a click outside. */
  readonly onClose: () => void;
  /** The panel's heading, which also names it. */
  readonly title: ReactNode;
  /** A Back entry above the content (a sub-level of a menu goes back to its parent). */
  readonly onBack?: () => void;
  readonly children: ReactNode;
}

const { Part: SlideInPanelContent, preload } = lazyPart(() => import('./slide-in-panel.ariakit'));

/** Fetches the panel's code ahead of its first opening (e.g. on pointer over its trigger). */
export const preloadSlideInPanel = preload;

/**
 * A modal panel that slides in from the left (the mobile menu, DESIGN.md "Frame"): 320 px wide,
 * the full width on phones; Close and, in a sub-level, Back at the top; focus trapped inside and
 * returned to the trigger on close. Its code loads when it first opens.
 */
export const SlideInPanel = (props: SlideInPanelProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SlideInPanelContent {...props} />
    </Suspense>
  );
};
