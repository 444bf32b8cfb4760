/**
 * The menu builder's Photo tab, rendered for real (PhotoTab, photo-api, the builder's data module and apiRequest)
 * with the API and the media bucket answered at fetch: the client checks (a GIF, a PNG-named text file, 5 MB) refused
 * with SPEC's words and nothing sent; a good PNG previewed, then presign -> bucket form POST -> confirm with the alt
 * text, 'Image uploaded' and the photo shown from the answer (srcset, size); the server's refusal; removing the photo.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderItem, MenuBuilder } from '../../../shared/api/menu-builder';
import type { MenuImageUploadResponse, MenuItemImage } from '../../../shared/api/menu-images';
import { PhotoTab } from '../../../web/src/features/owner/menu-builder/photo-tab';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { BASE, emptyBuilder, Harness, item, ITEM, RID } from '../support/menu-builder';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const ITEM_PATH = `${BASE}/menu-items/${ITEM}`;
const S3_URL = 'http://s3.test/tabletap-media';
const KEY = `uploads/menu/${RID}/${ITEM}/upload-1`;

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngFile(bytes: number, name = 'burger.png') {
  const data = new Uint8Array(bytes);
  data.set(PNG_HEADER);
  return new File([data], name, { type: 'image/png' });
}
const gifFile = () => new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'dance.gif', { type: 'image/gif' });

const PHOTO: MenuItemImage = {
  url: 'http://media.test/items/rest-1/item-1/p-1280.webp',
  alt: 'A burger with fries',
  width: 1280,
  height: 960,
  variants: [
    { width: 320, url: 'http://media.test/items/rest-1/item-1/p-320.webp' },
    { width: 640, url: 'http://media.test/items/rest-1/item-1/p-640.webp' },
    { width: 1280, url: 'http://media.test/items/rest-1/item-1/p-1280.webp' },
  ],
};

function builder(over: Partial<BuilderItem> = {}): MenuBuilder {
  return emptyBuilder({ items: [item(ITEM, 'Classic Burger', over)] });
}

const presigned: MenuImageUploadResponse = {
  url: S3_URL,
  fields: { key: KEY, 'Content-Type': 'image/png', Policy: 'policy-b64', 'X-Amz-Signature': 'sig' },
  key: KEY,
  maxBytes: 4 * 1024 * 1024,
};

const Tab = () => <Harness tab={PhotoTab} />;

let api: ApiMock;
let menu: MenuBuilder;
/** Every request but the builder read, as 'METHOD path'. */
const sent = () => api.calls.filter((c) => !(c.method === 'GET' && c.path.endsWith('/menu/builder'))).map((c) => `${c.method} ${c.path}`);
const picker = () => screen.findByLabelText('Choose a photo');

describe('menu builder: Photo tab', () => {
  beforeEach(() => {
    menu = builder();
    api = mockApi({ [`GET ${BASE}/menu/builder`]: () => ({ body: menu }) });
  });

  it('shows the hint and no photo yet', async () => {
    renderWithClient(<Tab />);
    expect(await screen.findByText('No photo yet')).toBeTruthy();
    expect(screen.getByText('JPG, PNG or WebP, up to 4 MB. Recommended 1280x960 (4:3).')).toBeTruthy();
    const input = (await picker()) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it("refuses a GIF with SPEC's words and sends nothing", async () => {
    renderWithClient(<Tab />);
    await picker();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [gifFile()] } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid file type')).toBeTruthy();
    expect(within(alert).getByText('Please select a JPG, PNG, or WebP image.')).toBeTruthy();
    expect(sent()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
  });

  it('refuses a text file named .png by its first bytes', async () => {
    const { user } = renderWithClient(<Tab />);
    await user.upload(await picker(), new File(['just some notes, not a picture'], 'notes.png', { type: 'image/png' }));

    expect(within(await screen.findByRole('alert')).getByText('Invalid file type')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it("refuses a 5 MB PNG with SPEC's words and sends nothing", async () => {
    const { user } = renderWithClient(<Tab />);
    await user.upload(await picker(), pngFile(5 * 1024 * 1024));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('File too large')).toBeTruthy();
    expect(within(alert).getByText('Please select an image smaller than 4MB.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('uploads a good PNG: preview, presign, the form to the bucket, confirm with the alt text, then the photo', async () => {
    let confirm: () => void = () => {};
    api.on(`POST ${ITEM_PATH}/image-upload`, () => ({ body: presigned }));
    api.on('POST /tabletap-media', () => ({ status: 201, body: null }));
    api.on(
      `PUT ${ITEM_PATH}/image`,
      () => new Promise((resolve) => (confirm = () => resolve({ body: { itemId: ITEM, image: PHOTO } }))),
    );
    const { user } = renderWithClient(<Tab />);

    await user.upload(await picker(), pngFile(2048));
    // Nothing sent until the owner says so: a local preview, the alt text field with its counter.
    const form = await screen.findByRole('form', { name: 'New photo' });
    expect(within(form).getByRole('img', { name: 'Preview of the chosen photo' })).toBeTruthy();
    expect(within(form).getByText('burger.png')).toBeTruthy();
    expect(sent()).toEqual([]);
    const alt = within(form).getByRole('textbox', { name: 'Alt text (optional)' });
    await user.type(alt, '  A burger with fries ');
    expect(within(form).getByText('22/200')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    const button = await within(form).findByRole('button', { name: 'Uploading...' });
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(sent()).toContain(`PUT ${ITEM_PATH}/image`));
    expect(sent()).toEqual([`POST ${ITEM_PATH}/image-upload`, 'POST /tabletap-media', `PUT ${ITEM_PATH}/image`]);
    expect(api.calls.find((c) => c.path.endsWith('/image-upload'))!.body).toEqual({ contentType: 'image/png', size: 2048 });
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ key: KEY, alt: 'A burger with fries' });
    const bucketCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === S3_URL)!;
    const body = bucketCall[1]!.body as FormData;
    expect([...body.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect((body.get('file') as File).name).toBe('burger.png');

    confirm();
    expect(await screen.findByText('Image uploaded')).toBeTruthy();
    const img = await screen.findByRole('img', { name: 'A burger with fries' });
    expect(img.getAttribute('src')).toBe(PHOTO.url);
    expect(img.getAttribute('srcset')).toBe(PHOTO.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('960');
    expect(screen.queryByRole('form', { name: 'New photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });

  it("says 'Upload failed' with the server's message, and keeps the chosen file to try again", async () => {
    api.on(`POST ${ITEM_PATH}/image-upload`, () => ({ body: presigned }));
    api.on('POST /tabletap-media', () => ({ status: 201, body: null }));
    api.on(`PUT ${ITEM_PATH}/image`, () => ({
      status: 400,
      body: { error: { code: 'invalid_image', message: 'Please select a JPG, PNG, or WebP image.' } },
    }));
    const { user } = renderWithClient(<Tab />);
    await user.upload(await picker(), pngFile(100));
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));

    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Please select a JPG, PNG, or WebP image.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveProperty('disabled', false);
    expect(screen.getByText('No photo yet')).toBeTruthy();
  });

  it("says 'Failed to upload image' when the bucket refuses without words", async () => {
    api.on(`POST ${ITEM_PATH}/image-upload`, () => ({ body: presigned }));
    api.on('POST /tabletap-media', () => ({ status: 403, body: null }));
    const { user } = renderWithClient(<Tab />);
    await user.upload(await picker(), pngFile(100));
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));

    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Failed to upload image')).toBeTruthy();
    expect(sent()).not.toContain(`PUT ${ITEM_PATH}/image`);
  });

  it("removes the photo: 'Image removed', and 'Delete failed' puts it back", async () => {
    menu = builder({ image: PHOTO, imageUrl: PHOTO.url, imageAlt: PHOTO.alt });
    let fail = true;
    api.on(`DELETE ${ITEM_PATH}/image`, () =>
      fail ? { status: 502, body: '<html>Bad gateway</html>' } : { body: { itemId: ITEM, image: null } },
    );
    const { user } = renderWithClient(<Tab />);
    expect(await screen.findByRole('img', { name: 'A burger with fries' })).toBeTruthy();
    expect(screen.getByText('A burger with fries', { selector: '.photo-current__alt' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('Failed to remove image')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'A burger with fries' })).toBeTruthy();

    fail = false;
    menu = builder();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Image removed')).toBeTruthy();
    expect(await screen.findByText('No photo yet')).toBeTruthy();
    expect(sent()).toEqual([`DELETE ${ITEM_PATH}/image`, `DELETE ${ITEM_PATH}/image`]);
  });
});
