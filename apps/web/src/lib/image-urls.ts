/**
 * The small variant of a stored image (the server makes it once: a JPEG of at most 320 px, a few KB) for lists and
 * cards; the URL the API gave stays the full-size image, which dialogs and "open" links show.
 */
export const thumbnailUrl = (url: string) => `${url}${url.includes("?") ? "&" : "?"}variant=thumb`;
