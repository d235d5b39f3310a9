import { type ComponentProps, type ComponentType, createContext, useContext } from 'react';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A plain anchor that takes react-router's `to`: how links render on a page the server rendered outside the
 * app's router (the public memory page, app/documents). Following one loads the page anew.
 */
export function DocumentLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

/**
 * What the links of the parts shared with a server-rendered page render as, given to MUI's `component`: the
 * app's root provides react-router's Link (the app navigates without a reload); without it, a plain anchor,
 * so those parts never pull the router into a page that has none.
 */
export const LinkComponentContext = createContext<ComponentType<LinkProps>>(DocumentLink);

export function useLinkComponent(): ComponentType<LinkProps> {
  return useContext(LinkComponentContext);
}
