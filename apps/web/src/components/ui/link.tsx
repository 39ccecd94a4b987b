import type { AnchorHTMLAttributes, Ref } from "react";
import { type To, useHref, useLinkClickHandler } from "react-router";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app, built on React Router's public hooks (useHref, useLinkClickHandler): a real <a href> that
 * navigates on the client. React Router's own <Link> also carries framework mode's prefetching (route modules,
 * single-fetch URLs, RSC), which the bundler cannot drop because a prop decides it at run time: ~2 KB gz in every
 * page's first load (docs/decisions/0062-dependency-rewrites-fail-loudly.md).
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
