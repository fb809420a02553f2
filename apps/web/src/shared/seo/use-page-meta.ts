import { useEffect } from 'react';

export const DEFAULT_TITLE = 'Mijote · Votre assistant culinaire intelligent';
export const DEFAULT_DESCRIPTION =
  "Mijote, l'assistant culinaire intelligent des familles : frigo virtuel, suggestions de recettes, planning des repas et liste de courses.";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, e.g. '/privacy'; the canonical URL is the site origin plus this. */
  path: string;
  /** For pages that must stay out of search results (not found). */
  noindex?: boolean;
}

function headElement<K extends 'meta' | 'link'>(tag: K, attr: string, value: string): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${attr}="${value}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(attr, value);
    document.head.appendChild(element);
  }
  return element;
}

export function usePageMeta({ title, description, path, noindex = false }: PageMeta) {
  useEffect(() => {
    document.title = title;
    headElement('meta', 'name', 'description').content = description;
    const canonical = headElement('link', 'rel', 'canonical');
    canonical.href = window.location.origin + path;
    const robots = noindex ? headElement('meta', 'name', 'robots') : null;
    if (robots) robots.content = 'noindex';

    // Leave the head as index.html had it: a page that sets no meta of its own (auth, dashboard)
    // must not inherit this page's title or, worse, its canonical URL.
    return () => {
      document.title = DEFAULT_TITLE;
      headElement('meta', 'name', 'description').content = DEFAULT_DESCRIPTION;
      canonical.remove();
      robots?.remove();
    };
  }, [title, description, path, noindex]);
}
