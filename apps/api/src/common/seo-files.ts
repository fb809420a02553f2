import type { Express, Request, Response } from 'express';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PATHS } from '#contracts';

// robots.txt and sitemap.xml for the public site: without them the SPA answered its HTML.

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_PREFIXES.map((p) => `Disallow: ${p}`), `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function mountSeoFiles(app: Pick<Express, 'get'>, origin: string): void {
  const base = origin.replace(/\/+$/u, '');
  const robots = robotsTxt(base);
  const sitemap = sitemapXml(base);
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robots);
  });
  app.get('/sitemap.xml', (_req: Request, res: Response) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(sitemap);
  });
}
