import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` until the page has been painted once, then `children` (a lazy component's fetch starts only
 * then). For the parts of a page that can wait, such as a price fetched with the data library: the page's text is
 * painted without waiting for their code, which then loads while the visitor reads.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

const SCREEN_HEIGHT = { minHeight: '100vh' } as const;

/**
 * An empty screen's height: the place of a part below the page's first screen until its code has arrived (as
 * AfterFirstPaint's fallback), so that the footer does not show and then move.
 */
export function ScreenHeightPlaceholder() {
  return <div style={SCREEN_HEIGHT} />;
}

/**
 * false until the first paint is on screen: the frame after the one that painted it has begun (a frame callback
 * runs before its frame is painted, and that frame is shown some time after; the next frame's callback comes after).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
