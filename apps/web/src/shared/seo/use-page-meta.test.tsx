import { render } from '@testing-library/react';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const robots = () => document.head.querySelector('meta[name="robots"]');

describe('usePageMeta', () => {
  it('sets the title, the description and a canonical URL on the site origin', () => {
    render(<Page title="Blog · Mijote" description="Bientôt des articles." path="/blog" />);
    expect(document.title).toBe('Blog · Mijote');
    expect(description()).toBe('Bientôt des articles.');
    expect(canonical()).toHaveAttribute('href', `${window.location.origin}/blog`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(robots()).toBeNull();
  });

  it('follows the page when its meta change, without duplicating tags', () => {
    const { rerender } = render(<Page title="A" description="a" path="/a" />);
    rerender(<Page title="B" description="b" path="/b" />);
    expect(document.title).toBe('B');
    expect(description()).toBe('b');
    expect(canonical()).toHaveAttribute('href', `${window.location.origin}/b`);
    expect(document.head.querySelectorAll('link[rel="canonical"], meta[name="description"]')).toHaveLength(2);
  });

  it('hands back the defaults, with no canonical, when the page goes away', () => {
    const { unmount } = render(<Page title="Introuvable" description="x" path="/nope" noindex />);
    expect(robots()).toHaveAttribute('content', 'noindex');

    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toBe('Mijote · Votre assistant culinaire intelligent');
    expect(description()).toBe(DEFAULT_DESCRIPTION);
    expect(canonical()).toBeNull();
    expect(robots()).toBeNull();
  });
});
