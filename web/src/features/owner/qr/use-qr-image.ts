import { useEffect, useState } from 'react';
import { qrPngDataUrl } from './qr-image';

/**
 * The QR code for `url` as a PNG data URL, drawn at `pixels` (twice the shown size or more, so it stays sharp on
 * high-density screens and in print); null while it is drawn (or if drawing failed: the URL is still shown).
 */
export function useQrImage(url: string | null, pixels: number): string | null {
  const [image, setImage] = useState<{ key: string; src: string } | null>(null);
  const key = `${pixels}:${url}`;
  useEffect(() => {
    if (!url) return;
    let current = true;
    qrPngDataUrl(url, pixels)
      .then((src) => {
        if (current) setImage({ key: `${pixels}:${url}`, src });
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [url, pixels]);
  return url && image?.key === key ? image.src : null;
}

/** Every code of a list, all at once: null until the last one is drawn (the print view waits for it). */
export function useQrImages(urls: string[], pixels: number): string[] | null {
  const [images, setImages] = useState<{ key: string; srcs: string[] } | null>(null);
  const key = `${pixels}:${urls.join('\n')}`;
  useEffect(() => {
    let current = true;
    const list = key.slice(key.indexOf(':') + 1).split('\n').filter(Boolean);
    Promise.all(list.map((url) => qrPngDataUrl(url, pixels)))
      .then((srcs) => {
        if (current) setImages({ key, srcs });
      })
      .catch(() => {
        if (current) setImages(null);
      });
    return () => {
      current = false;
    };
  }, [key, pixels]);
  return images?.key === key ? images.srcs : null;
}
