import type Sharp from "sharp";

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first image it is asked to make (an upload, the demo's parcel photos) rather than at every
 * start: libvips is ~10 MB resident before it does anything. Its operation cache is off: every image it sees is a
 * new one (an upload re-encoded once), so cached results (up to 50 MB by default) would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
