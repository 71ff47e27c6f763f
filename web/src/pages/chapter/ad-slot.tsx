/**
 * Optional ad slot: loads the ad network's script from VITE_AD_SCRIPT_URL (build-time configuration) once per
 * page load. Without that variable nothing is rendered and nothing is requested.
 */
import { useEffect } from 'react';
import { CHAPTER_TEXTS } from './texts.ts';

const SCRIPT_ATTRIBUTE = 'data-inkshelf-ad';

/** The configured script URL when it is an http(s) URL, else null. */
export function adScriptUrl(raw: unknown = import.meta.env.VITE_AD_SCRIPT_URL): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function AdScript({ src }: { src: string }) {
  useEffect(() => {
    if (document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, '');
    document.head.appendChild(script);
  }, [src]);
  return null;
}

export function AdSlot({ scriptUrl = adScriptUrl() }: { scriptUrl?: string | null }) {
  if (!scriptUrl) return null;
  return (
    <aside aria-label={CHAPTER_TEXTS.advertisement} className="my-8 flex min-h-24 items-center justify-center">
      <AdScript src={scriptUrl} />
      <div data-ad-slot="chapter" className="w-full" />
    </aside>
  );
}
