import type { CSSProperties } from 'react';

/**
 * The brand's light teal-to-blue wash behind the library pages' heroes and closing panels (Home's hero, built
 * without the library, draws the same one in HeroSection.module.css).
 */
export const BRAND_WASH: CSSProperties = {
  background:
    'linear-gradient(135deg, var(--mantine-color-teal-light) 0%, var(--mantine-color-blue-light) 100%)',
};
