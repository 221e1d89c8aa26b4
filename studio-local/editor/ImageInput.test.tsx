import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageInput } from './ImageInput';

const seeded = { id: 'image-aa-1600x1200-png', url: '/brands/x/hero.png', name: 'hero.png' };
const fresh = { id: 'image-bb-800x600-jpg', url: '/api/assets/bb-800x600.jpg', name: 'kitchen.jpg' };

function Harness() {
  const [assetId, setAssetId] = useState(seeded.id);
  return (
    <>
      <label htmlFor="hero">Hero image</label>
      <ImageInput id="hero" label="Hero image" use="picture" assetId={assetId} assets={[seeded]} onSelect={setAssetId} />
    </>
  );
}

/** jsdom has no fetch Response: the part studioUpload reads. */
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('ImageInput', () => {
  it('names the chosen picture before the picture list has loaded, instead of reading "No image"', () => {
    render(
      <>
        <label htmlFor="hero">Hero image</label>
        <ImageInput id="hero" label="Hero image" use="picture" assetId={seeded.id} assets={[]} onSelect={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Hero image')).toHaveValue(seeded.id);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(seeded.id);
  });

  it('uploads a chosen file with the CSRF header, then selects and previews the new asset', async () => {
    document.cookie = 'studio_csrf=token-1';
    const fetchMock = jest.fn(async () => reply(201, { asset: fresh }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Upload image for Hero image'), file('my kitchen.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getByLabelText('Hero image')).toHaveValue(fresh.id));
    expect(screen.getByRole('img', { name: 'Chosen image: kitchen.jpg' })).toHaveAttribute('src', fresh.url);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/studio/assets');
    expect(init.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-filename': 'my%20kitchen.jpg', 'x-studio-csrf': 'token-1' });
  });

  it("shows the server's refusal in an alert and keeps the chosen image", async () => {
    global.fetch = jest.fn(async () => reply(415, { error: 'This file is not a JPEG, PNG, WebP or AVIF image.' })) as unknown as typeof fetch;
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Upload image for Hero image'), file('photo.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG, WebP or AVIF image.');
    expect(screen.getByLabelText('Hero image')).toHaveValue(seeded.id);
  });

  it('uploads an SVG into a logo field as a logo, and says what was taken out of it', async () => {
    const fetchMock = jest.fn(async () => reply(201, { asset: fresh, removed: ['<script>', 'the event attribute onload'] }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <>
        <label htmlFor="logo">Logo</label>
        <ImageInput id="logo" label="Logo" use="logo" assetId="" assets={[]} onSelect={() => undefined} />
      </>,
    );
    const input = screen.getByLabelText('Upload image for Logo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml');
    await userEvent.upload(input, file('logo.svg', 'image/svg+xml'));
    expect(await screen.findByText('Uploaded. Taken out of the SVG: <script>; the event attribute onload.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'x-image-use': 'logo' });
  });

  it('refuses other types and files over 10 MB without sending them', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<Harness />);
    const input = screen.getByLabelText('Upload image for Hero image');
    await userEvent.upload(input, file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images can be at most 10 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
