import type { OutboxEntry } from '#domain/mail';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function renderOutboxPage(entries: OutboxEntry[]): string {
  const items = entries.length
    ? entries
        .map(
          (e) => `<article><header><strong>${esc(e.subject)}</strong><span>${esc(e.to)} · ${esc(
            new Date(e.sentAt).toLocaleString('fr-CH'),
          )}</span></header><pre>${linkify(e.text)}</pre></article>`,
        )
        .join('')
    : '<p>Aucun email pour le moment.</p>';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Boîte d'envoi de développement · Mijote</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2b2118;background:#fdf8f3}
h1{font-size:1.4rem}article{background:#fff;border:1px solid #eadbcc;border-radius:12px;padding:1rem;margin:1rem 0}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}header span{color:#7a6a5d;font-size:.9rem}
pre{white-space:pre-wrap;font:inherit}a{color:#c2521b;word-break:break-all}</style></head>
<body><h1>Boîte d'envoi de développement</h1><p>Les emails envoyés sans serveur SMTP (SMTP_URL) arrivent ici. Cette page n'existe pas en production.</p>${items}</body></html>`;
}
