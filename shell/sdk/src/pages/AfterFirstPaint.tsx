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

/** false until the frame after the first paint (a timer queued in the frame's callback runs after it is painted). */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
