/** The home page's animated logo and heading (CSS only; still for visitors who prefer reduced motion). */
import { PRODUCT_NAME } from '@inkshelf/contracts';
import type { CSSProperties } from 'react';
import { HOME_TEXTS } from './texts.ts';
import './home.css';

const stroke = (length: number, delay: number) =>
  ({ '--ink-length': length, '--ink-delay': `${delay}s` }) as CSSProperties;

function LogoMark() {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="size-16 text-primary sm:size-20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* Left and right pages of an open book, then the spine. */}
      <path className="inkshelf-logo-stroke" style={stroke(90, 0)} d="M32 18c-6-5-15-6-24-5v36c9-1 18 0 24 5" />
      <path className="inkshelf-logo-stroke" style={stroke(90, 0.15)} d="M32 18c6-5 15-6 24-5v36c-9-1-18 0-24 5" />
      <path className="inkshelf-logo-stroke" style={stroke(40, 0.5)} d="M32 18v36" />
      {/* Lines of text on the pages. */}
      <path
        className="inkshelf-logo-stroke opacity-60"
        style={stroke(30, 0.8)}
        d="M14 24c4-.5 8 0 12 1.5M14 31c4-.5 8 0 12 1.5"
      />
      <path
        className="inkshelf-logo-stroke opacity-60"
        style={stroke(30, 0.9)}
        d="M50 24c-4-.5-8 0-12 1.5M50 31c-4-.5-8 0-12 1.5"
      />
      {/* The drop of ink that falls on the spine. */}
      <path
        className="inkshelf-logo-drop"
        fill="currentColor"
        stroke="none"
        d="M32 4c2.5 3.5 4 6 4 8a4 4 0 0 1-8 0c0-2 1.5-4.5 4-8z"
      />
    </svg>
  );
}

export function LogoHero() {
  const letters = Array.from(PRODUCT_NAME);
  return (
    <section className="flex flex-col items-center gap-3 py-6 text-center sm:py-10">
      <LogoMark />
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl" aria-label={PRODUCT_NAME}>
        {letters.map((letter, index) => (
          <span
            key={index}
            aria-hidden="true"
            className="inkshelf-logo-letter"
            style={{ '--ink-index': index } as CSSProperties}
          >
            {letter}
          </span>
        ))}
      </h1>
      <p className="inkshelf-logo-tagline max-w-xl text-muted-foreground">{HOME_TEXTS.tagline}</p>
    </section>
  );
}
