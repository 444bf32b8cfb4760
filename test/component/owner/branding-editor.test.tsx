/**
 * The branding editor, rendered for real (BrandingEditor, its colour fields, contrast checks, logo drop zone and
 * preview, the branding queries and apiRequest) with the API and the media bucket answered at fetch: hex entry, the
 * contrast grades and Auto-fix (shared/contrast.ts), the logo's client checks and its upload sequence (presign, S3
 * form POST, confirm), saving (one PUT however often it is pressed) and the actions a wizard renders itself.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Branding, LogoUploadResponse } from '../../../shared/api';
import { DEFAULT_BRANDING } from '../../../shared/constants';
import { contrastRatio } from '../../../shared/contrast';
import { BrandingEditor, type BrandingEditorActions } from '../../../web/src/features/owner/branding/branding-editor';
import { formatRatio } from '../../../web/src/features/owner/branding/contrast-checks';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

// The signed-in owner's token: Amplify itself is not under test here.
vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const BRANDING = `/api/v1/restaurants/${RID}/branding`;
const S3_URL = 'http://s3.test/tabletap-media';
const LOGO_KEY = `logos/${RID}/upload-1.png`;
const LOGO_URL = `http://media.test/${LOGO_KEY}`;

const savedBranding = (over: Partial<Branding> = {}): Branding => ({
  restaurantId: RID,
  ...DEFAULT_BRANDING,
  logoUrl: null,
  saved: true,
  ...over,
});

const presigned: LogoUploadResponse = {
  url: S3_URL,
  fields: { key: LOGO_KEY, 'Content-Type': 'image/png', Policy: 'policy-b64', 'X-Amz-Signature': 'sig' },
  key: LOGO_KEY,
  maxBytes: 1024 * 1024 - 1,
};

let api: ApiMock;

function renderEditor(props: Partial<Parameters<typeof BrandingEditor>[0]> = {}) {
  return renderWithClient(<BrandingEditor restaurantId={RID} restaurantName="Demo Bistro" variant="settings" {...props} />);
}

const hexField = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const grade = (pair: 'text' | 'primary') => screen.getByTestId(`contrast-${pair}-grade`).textContent;
const pngFile = (bytes: number, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
/** The requests to the API and the bucket, as 'METHOD path'. */
const sent = () => api.calls.map((call) => `${call.method} ${call.path}`);

describe('branding editor', () => {
  beforeEach(() => {
    api = mockApi({
      [`GET ${BRANDING}`]: () => ({ body: savedBranding() }),
      [`PUT ${BRANDING}`]: ({ body }) => ({ body: savedBranding(body as Partial<Branding>) }),
    });
  });

  it('shows a load failure with a retry, then the editor once the branding loads', async () => {
    let fail = true;
    api.on(`GET ${BRANDING}`, () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: savedBranding() }));
    const { user } = renderEditor();

    expect(await screen.findByText('Failed to load branding data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Primary color' })).toBeTruthy();
  });

  it('shows the defaults and says so when no branding is saved yet', async () => {
    api.on(`GET ${BRANDING}`, () => ({ body: savedBranding({ saved: false }) }));
    renderEditor();

    expect(await screen.findByText('Using default branding colors')).toBeTruthy();
    expect(hexField('Primary color').value).toBe('#0B3D2E');
    expect(hexField('Accent color').value).toBe('#FF7A00');
    expect(hexField('Background color').value).toBe('#FFFFFF');
    expect(hexField('Text color').value).toBe('#0B3D2E');
  });

  it('refuses an invalid hex colour by the field and applies only valid ones', async () => {
    const { user } = renderEditor();
    const primary = await screen.findByRole('textbox', { name: 'Primary color' });
    const preview = screen.getByTestId('branding-preview');

    await user.clear(primary);
    await user.type(primary, '#12');
    await user.tab();

    const error = screen.getByText('Please enter a valid hex color (e.g., #FF0000)');
    expect(primary.getAttribute('aria-invalid')).toBe('true');
    expect(primary.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    // Not applied: the preview keeps the saved primary, and nothing counts as changed.
    expect(preview.style.getPropertyValue('--pv-primary')).toBe('#0B3D2E');
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();

    await user.clear(primary);
    await user.type(primary, '#c00');
    expect(screen.queryByText('Please enter a valid hex color (e.g., #FF0000)')).toBeNull();
    expect(primary.getAttribute('aria-invalid')).toBeNull();
    expect(preview.style.getPropertyValue('--pv-primary')).toBe('#CC0000');
    expect(screen.getByTestId('unsaved-changes').textContent).toContain('Unsaved changes');
  });

  it('grades a known pair: #0B3D2E on #FFFFFF is AAA', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Primary color' });

    const ratio = contrastRatio('#0B3D2E', '#FFFFFF');
    expect(ratio).toBeGreaterThanOrEqual(7);
    expect(grade('text')).toBe('AAA');
    expect(grade('primary')).toBe('AAA');
    expect(screen.getByTestId('contrast-text-ratio').textContent).toBe(formatRatio(ratio));
    expect(formatRatio(ratio)).toBe('12.2:1');
    expect(screen.queryByRole('button', { name: /Auto-fix/ })).toBeNull();
  });

  it('offers Auto-fix on a failing pair, and the fixed pair passes and is announced', async () => {
    const { user } = renderEditor();
    const text = await screen.findByRole('textbox', { name: 'Text color' });

    await user.clear(text);
    await user.type(text, '#AAAAAA');
    expect(grade('text')).toBe('FAIL');
    expect(screen.getByTestId('contrast-text-ratio').textContent).toBe('2.3:1');

    await user.click(screen.getByRole('button', { name: 'Auto-fix text on background' }));

    expect(grade('text')).not.toBe('FAIL');
    const fixed = hexField('Text color').value;
    expect(fixed).toBe('#757575');
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(screen.queryByRole('button', { name: /Auto-fix/ })).toBeNull();
    expect(screen.getByText(/Text color changed to #757575: text on background is now 4\.6:1\./).getAttribute('aria-live')).toBe('polite');
  });

  it('refuses a file that is not an image before sending anything', async () => {
    renderEditor();
    const zone = await screen.findByTestId('logo-drop-zone');

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('File must be an image')).toBeTruthy();
    expect(within(alert).getByText('Please select an image file')).toBeTruthy();
    expect(sent()).toEqual([`GET ${BRANDING}`]);
  });

  it('refuses a 1.2 MB image before sending anything', async () => {
    const { user } = renderEditor();
    const input = await screen.findByLabelText('Choose a logo file');

    await user.upload(input, pngFile(Math.round(1.2 * 1024 * 1024)));

    expect(within(await screen.findByRole('alert')).getByText('File size must be less than 1MB')).toBeTruthy();
    expect(sent()).toEqual([`GET ${BRANDING}`]);
  });

  it('uploads a logo: presigned POST, the form to the bucket (fields, then the file), then the confirm with its key', async () => {
    let confirm: () => void = () => {};
    api.on(`POST ${BRANDING}/logo-upload`, () => ({ body: presigned }));
    api.on('POST /tabletap-media', () => ({ status: 201, body: null }));
    api.on(`PUT ${BRANDING}/logo`, () => new Promise((resolve) => (confirm = () => resolve({ body: savedBranding({ logoUrl: LOGO_URL }) }))));
    const { user } = renderEditor();
    const file = pngFile(2048);

    await user.upload(await screen.findByLabelText('Choose a logo file'), file);

    expect(await screen.findByText('Uploading...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(sent()).toContain(`PUT ${BRANDING}/logo`));
    expect(sent()).toEqual([`GET ${BRANDING}`, `POST ${BRANDING}/logo-upload`, 'POST /tabletap-media', `PUT ${BRANDING}/logo`]);
    expect(api.calls[1]!.body).toEqual({ contentType: 'image/png', size: 2048 });
    expect(api.calls[3]!.body).toEqual({ key: LOGO_KEY });

    const [url, init] = vi.mocked(fetch).mock.calls[2]!;
    expect(String(url)).toBe(S3_URL);
    const form = init!.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect(form.get('key')).toBe(LOGO_KEY);
    expect((form.get('file') as File).name).toBe('logo.png');

    confirm();
    expect(await screen.findByText('Logo uploaded successfully!')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Demo Bistro logo' }).getAttribute('src')).toBe(LOGO_URL);
    expect(screen.getByTestId('branding-preview').querySelector('img')?.getAttribute('src')).toBe(LOGO_URL);
    expect(screen.queryByText('Uploading...')).toBeNull();
  });

  it("shows the server's refusal of an upload as it is worded", async () => {
    api.on(`POST ${BRANDING}/logo-upload`, () => ({ body: presigned }));
    api.on('POST /tabletap-media', () => ({ status: 201, body: null }));
    api.on(`PUT ${BRANDING}/logo`, () => ({ status: 400, body: { error: { code: 'invalid_logo', message: 'The file is not the image it claims to be' } } }));
    const { user } = renderEditor();

    await user.upload(await screen.findByLabelText('Choose a logo file'), pngFile(100));

    expect(within(await screen.findByRole('alert')).getByText('The file is not the image it claims to be')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Demo Bistro logo' })).toBeNull();
  });

  it('removes the logo', async () => {
    api.on(`GET ${BRANDING}`, () => ({ body: savedBranding({ logoUrl: LOGO_URL }) }));
    api.on(`DELETE ${BRANDING}/logo`, () => ({ body: savedBranding() }));
    const { user } = renderEditor();

    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));

    expect(await screen.findByText('Logo removed successfully!')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Demo Bistro logo' })).toBeNull();
  });

  it('says so when the logo cannot be removed', async () => {
    api.on(`GET ${BRANDING}`, () => ({ body: savedBranding({ logoUrl: LOGO_URL }) }));
    api.on(`DELETE ${BRANDING}/logo`, () => ({ status: 500, body: { error: { code: 'internal', message: 'Try again later' } } }));
    const { user } = renderEditor();

    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));

    expect(await screen.findByText('Failed to remove logo')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Demo Bistro logo' })).toBeTruthy();
  });

  it('saves once however often Save is pressed, disabled while pending, then shows the saved colours as unchanged', async () => {
    let answer: () => void = () => {};
    api.on(`PUT ${BRANDING}`, ({ body }) => new Promise((resolve) => (answer = () => resolve({ body: savedBranding(body as Partial<Branding>) }))));
    const { user } = renderEditor();
    const accent = await screen.findByRole('textbox', { name: 'Accent color' });
    await user.clear(accent);
    await user.type(accent, '#123456');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reset' }).hasAttribute('disabled')).toBe(true);
    await user.click(saving);
    expect(sent().filter((call) => call === `PUT ${BRANDING}`)).toHaveLength(1);
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ ...DEFAULT_BRANDING, accentColor: '#123456' });

    answer();
    expect(await screen.findByText('Branding updated successfully!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();
  });

  it('says so when saving fails, and keeps the unsaved colours', async () => {
    api.on(`PUT ${BRANDING}`, () => ({ status: 500, body: { error: { code: 'internal', message: 'Try again later' } } }));
    const { user } = renderEditor();
    const accent = await screen.findByRole('textbox', { name: 'Accent color' });
    await user.clear(accent);
    await user.type(accent, '#123456');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to save branding')).toBeTruthy();
    expect(hexField('Accent color').value).toBe('#123456');
    expect(screen.getByTestId('unsaved-changes')).toBeTruthy();
  });

  it('Reset goes back to the saved colours', async () => {
    const { user } = renderEditor();
    const background = await screen.findByRole('textbox', { name: 'Background color' });
    await user.clear(background);
    await user.type(background, '#000000');
    expect(grade('text')).toBe('FAIL');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(hexField('Background color').value).toBe('#FFFFFF');
    expect(grade('text')).toBe('AAA');
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();
  });

  it("lets a wizard render its own buttons: save() resolves to the saved branding with the onboarding's message", async () => {
    const onSaved = vi.fn();
    let latest: BrandingEditorActions | null = null;
    const { user } = renderEditor({
      variant: 'onboarding',
      onSaved,
      renderActions: (actions) => {
        latest = actions;
        return (
          <button type="button" disabled={!actions.ready || actions.busy} onClick={() => void actions.save()}>
            Continue
          </button>
        );
      },
    });
    // Shown while loading too, so the wizard's buttons never vanish.
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    await screen.findByRole('textbox', { name: 'Primary color' });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    let results: (Branding | null)[] = [];
    await act(async () => {
      const actions = latest!;
      results = await Promise.all([actions.save(), actions.save()]);
    });
    const [a, b] = results;

    expect(a).toEqual(savedBranding());
    expect(b).toBe(a);
    expect(sent().filter((call) => call === `PUT ${BRANDING}`)).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledWith(savedBranding());
    expect(await screen.findByText('Branding colors saved!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent().filter((call) => call === `PUT ${BRANDING}`)).toHaveLength(2));
  });
});
