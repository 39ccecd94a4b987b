import type { SVGProps } from "react";

/**
 * Small inline icons: a few paths cost less than an icon library in the public site's first load.
 * Stroke icons follow the 24px grid of lucide. Only the header's icons live here (they load with the
 * page); the others are in icons.tsx and load with the parts that use them.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function stroke(paths: string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never during render.
  return function StrokeIcon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = stroke(["M4 6h16", "M4 12h16", "M4 18h16"]);
export const CloseIcon = stroke(["M18 6 6 18", "m6 6 12 12"]);
export const ArrowUpIcon = stroke(["m5 12 7-7 7 7", "M12 19V5"]);
