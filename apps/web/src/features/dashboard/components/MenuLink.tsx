import { Link, useLocation, type LinkProps } from 'react-router';

const normalised = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * A menu entry marked aria-current="page" on its page (and, without `end`, on the pages under it),
 * as React Router's NavLink marks it. NavLink builds a URL object at every render to compare paths,
 * which on a phone was the largest single cost of the dashboard's first render (npm run bench:web).
 */
export function MenuLink({ to, end = false, ...rest }: Omit<LinkProps, 'to'> & { to: string; end?: boolean }) {
  const here = normalised(useLocation().pathname);
  const target = normalised(to);
  const current = here === target || (!end && here.startsWith(`${target}/`));
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />;
}
