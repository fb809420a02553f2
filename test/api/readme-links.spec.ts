import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The README is a newcomer's first page: every link in it must lead somewhere in a fresh clone
// (documents it names live in the repository), and every #anchor must name one of its headings.
const ROOT = join(__dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = new Set([...readme.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading!)));

describe('the README', () => {
  it('links to files that exist in the repository', () => {
    const local = links.filter((l) => !/^[a-z]+:/i.test(l) && !l.startsWith('#')).map((l) => l.split('#')[0]!);
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((path) => !existsSync(join(dirname(join(ROOT, 'README.md')), decodeURIComponent(path))))).toEqual([]);
  });

  it('points its #anchors at its own headings', () => {
    const inPage = links.filter((l) => l.startsWith('#')).map((l) => l.slice(1));
    expect(inPage.length).toBeGreaterThan(0);
    expect(inPage.filter((anchor) => !anchors.has(anchor))).toEqual([]);
    expect(slug('Several instances (production mapping)')).toBe('several-instances-production-mapping');
  });
});
