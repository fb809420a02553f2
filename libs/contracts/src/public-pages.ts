// The public site's pages, shared by the web app (its routes and feature pages) and the API (the
// sitemap it serves to search engines).
export const FEATURE_SLUGS = ['frigidaire', 'recipe-suggestions', 'shopping-list', 'meal-planning', 'virtual-assistant'] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Every public, indexable path: the landing, the feature pages, the blog, the app and the legal pages. */
export const PUBLIC_PATHS: readonly string[] = ['/', ...FEATURE_SLUGS.map((slug) => `/features/${slug}`), '/blog', '/app', '/privacy', '/terms'];

/** Paths search engines must not index: the signed-in app, the API and the admin. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = ['/dashboard', '/api', '/admin', '/auth', '/invitation', '/questionnaire', '/subscription', '/payment', '/billing'];
