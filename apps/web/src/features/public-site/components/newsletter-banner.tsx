import { lazy, Suspense, useRef, useState } from "react";
import { pick, staticIsland } from "./static-island";

const BannerText = staticIsland(
  "newsletter-banner-text",
  pick(() => import("./frame-content"), "NewsletterBannerText"),
);
const loadDialog = () => import("./newsletter-dialog");
const NewsletterDialog = lazy(loadDialog);

/** The banner 'Stay Updated with Exclusive Offers!'; 'Subscribe Now' opens the newsletter dialog (loaded on demand). */
export function NewsletterBanner() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus goes back to 'Subscribe Now' when the dialog closes (Close, Escape or a link inside it).
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <section aria-labelledby="newsletter-banner-title" className="bg-accent-500">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-6 py-10 text-center md:flex-row md:text-left">
        <BannerText />
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadDialog()}
          className="rounded-full bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          Subscribe Now
        </button>
      </div>
      {open && (
        <Suspense>
          <NewsletterDialog onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
