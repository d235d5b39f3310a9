import type { AnchorHTMLAttributes, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** a scheme (`https:`, `mailto:`) or `//host`: an address outside the app */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The app's link: an anchor whose plain click navigates inside the app (a modified or middle click, or
 * `target`, is left to the browser), as react-router's `Link` does for our declarative router. That `Link`
 * carries framework mode's prefetching (`PrefetchPageLinks`, route manifests) we never use, and, with the
 * `NavLink` and `Form` built on it, about 4 KB gzipped on every page (issue 13 §3): import this one instead.
 */
export function RouterLink({ to, replace, state, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  if (typeof to === 'string' && ABSOLUTE.test(to))
    return <a {...rest} ref={ref} href={to} target={target} onClick={onClick} />;
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A `RouterLink` marked while its address is the current page (react-router's `NavLink`): the class `active`
 * and `aria-current="page"`; with `end`, only on that very address, otherwise also under it.
 */
export function RouterNavLink({ end = false, className, ...props }: RouterLinkProps & { end?: boolean }) {
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const stop = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current.charAt(stop) === '/');
  return (
    <RouterLink
      aria-current={active ? 'page' : undefined}
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
