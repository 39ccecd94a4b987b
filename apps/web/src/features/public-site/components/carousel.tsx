import { type ReactNode, useEffect, useState } from "react";
import { PauseIcon, PlayIcon } from "./icons";

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  intervalMs: number;
  transitionMs: number;
  /** Sets --slide-width (per screen width), e.g. '[--slide-width:100%]'. */
  widthClassName: string;
  /** How many slides are visible at most: that many copies follow the last slide for a seamless loop. */
  maxVisible: number;
  /** Dots to jump to a slide (the testimonials). */
  dots?: boolean;
  slideLabel?: (n: number) => string;
}

/**
 * A looping autoplay carousel in a few lines of state: the track moves one slide per tick; after the
 * copies of the first slides it jumps back to the start without animation. Pauses on hover and focus,
 * has a pause button (WCAG 2.2.2), and does not autoplay for visitors who ask for reduced motion.
 */
export function Carousel({
  label,
  slides,
  intervalMs,
  transitionMs,
  widthClassName,
  maxVisible,
  dots = false,
  slideLabel,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      // Past the copies (a transitionend was missed, e.g. in a background tab): the copy at `count`
      // looks like slide 0, so moving on to slide 1 looks the same as a normal step.
      setIndex((i) => (i >= count ? 1 : i + 1));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, hovered, intervalMs, count]);

  const settle = () => {
    if (index < count) return;
    setAnimate(false);
    setIndex(index % count);
  };

  const all = [...slides, ...slides.slice(0, maxVisible)];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${widthClassName}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="overflow-hidden">
        <div
          className="flex ease-in-out"
          style={{
            transform: `translateX(calc(${index} * var(--slide-width) * -1))`,
            transitionProperty: animate ? "transform" : "none",
            transitionDuration: `${transitionMs}ms`,
          }}
          onTransitionEnd={settle}
        >
          {all.map((slide, i) => {
            const copy = i >= count;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list; copies repeat them.
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel?.(i % count) ?? `${(i % count) + 1} of ${count}`}
                aria-hidden={copy || undefined}
                inert={copy || undefined}
                className="w-(--slide-width) shrink-0 px-2"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          className="flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100"
        >
          {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
        </button>
        {dots &&
          slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              key={i}
              type="button"
              aria-label={`Show slide ${i + 1}`}
              aria-current={index % count === i ? "true" : undefined}
              onClick={() => {
                setAnimate(true);
                setIndex(i);
              }}
              className="flex h-9 w-7 items-center justify-center"
            >
              <span
                className={`block h-2.5 w-2.5 rounded-full ${index % count === i ? "bg-brand-700" : "bg-slate-300"}`}
              />
            </button>
          ))}
      </div>
    </section>
  );
}
