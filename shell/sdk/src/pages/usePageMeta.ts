import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { brand } from '../brand';
import type { PageDeclaration } from './definePages';

/** The head's `<meta name=...>`, made when the HTML has none. */
function metaTag(name: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/**
 * The page's title and meta description in the area's language, as search engines and the browser's tab show them.
 * A page behind a login is `noindex` (a crawler would see only the login page there), and so is a personal page
 * declared `noindex` (reached by a link that is its own credential).
 */
export function usePageMeta({ meta, role, noindex }: Pick<PageDeclaration, 'meta' | 'role' | 'noindex'>) {
  const { i18n } = useLingui();
  // A remote built against SDK 3.0 declares no meta: its pages keep the shell's title and description.
  const title = meta ? i18n._(meta.title) : null;
  const description = meta ? i18n._(meta.description) : null;
  useEffect(() => {
    if (title === null || description === null) return;
    document.title = `${title} | ${brand.name}`;
    metaTag('description').content = description;
    if (role || noindex) metaTag('robots').content = 'noindex';
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [title, description, role, noindex]);
}
