/**
 * The media origin as the public reads it (issue 24, defects 2 and 3): an upload is not served before it is checked,
 * and every image carries a CSP that runs and loads nothing, in an opaque origin, and nosniff. Locally the S3
 * emulator answers as CloudFront's media distribution does (infra/local/s3.ts, infra/stacks/media-stack.ts).
 */
import { describe, expect, it } from 'vitest';
import { confirmLogo, ownerWithRestaurant, PNG_BYTES, uploadLogo } from '../setup/support';

const mediaUrl = process.env.MEDIA_URL!;

describe('the media origin', () => {
  it('does not serve an upload that was never confirmed (403), while the functions still read it and confirm it', async () => {
    const owner = await ownerWithRestaurant({ name: 'Media Origin Bistro' });
    const html = Buffer.from('<html><script>alert(document.domain)</script></html>');
    const { form, upload } = await uploadLogo(owner.user.idToken, owner.restaurant.id, Buffer.concat([PNG_BYTES, html]), 'image/png');
    expect(upload.status).toBe(204);
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${mediaUrl}/${form.key}`, { method });
      expect(res.status, method).toBe(403);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    // An encoded path is the same key.
    expect((await fetch(`${mediaUrl}/${form.key.replace('uploads/', 'uploads%2F')}`)).status).toBe(403);

    // A real image uploaded the same way is read by the confirm (signed S3 reads pass) and served as the logo.
    const good = await uploadLogo(owner.user.idToken, owner.restaurant.id, PNG_BYTES, 'image/png');
    const confirmed = await confirmLogo(owner.user.idToken, owner.restaurant.id, good.form.key);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const logo = await fetch(confirmed.body.logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('serves every image with a CSP that runs and loads nothing (sandbox) and nosniff', async () => {
    const owner = await ownerWithRestaurant({ name: 'Headers Bistro' });
    const { form } = await uploadLogo(owner.user.idToken, owner.restaurant.id, PNG_BYTES, 'image/png');
    const confirmed = await confirmLogo(owner.user.idToken, owner.restaurant.id, form.key);
    expect(confirmed.status).toBe(200);
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(confirmed.body.logoUrl!, { method });
      expect(res.status, method).toBe(200);
      expect(res.headers.get('content-security-policy'), method).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('x-content-type-options'), method).toBe('nosniff');
    }
  });
});
