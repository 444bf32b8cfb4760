import { useEffect, useState } from 'react';
import { qrSvgDataUrl } from './qr-image';

/** The QR code for `url` as an SVG data URL; null while it is drawn (or if drawing failed: the URL is still shown). */
export function useQrImage(url: string | null, size: number): string | null {
  const [image, setImage] = useState<{ key: string; src: string } | null>(null);
  const key = `${size}:${url}`;
  useEffect(() => {
    if (!url) return;
    let current = true;
    qrSvgDataUrl(url, size)
      .then((src) => {
        if (current) setImage({ key: `${size}:${url}`, src });
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [url, size]);
  return url && image?.key === key ? image.src : null;
}

/** Every code of a list, all at once: null until the last one is drawn (the print view waits for it). */
export function useQrImages(urls: string[], size: number): string[] | null {
  const [images, setImages] = useState<{ key: string; srcs: string[] } | null>(null);
  const key = `${size}:${urls.join('\n')}`;
  useEffect(() => {
    let current = true;
    const list = key.slice(key.indexOf(':') + 1).split('\n').filter(Boolean);
    Promise.all(list.map((url) => qrSvgDataUrl(url, size)))
      .then((srcs) => {
        if (current) setImages({ key, srcs });
      })
      .catch(() => {
        if (current) setImages(null);
      });
    return () => {
      current = false;
    };
  }, [key, size]);
  return images?.key === key ? images.srcs : null;
}
