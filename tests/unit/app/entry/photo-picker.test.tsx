// @vitest-environment jsdom

import { AppProviders } from '@app/app';
import { PhotoPicker } from '@app/features/entry/components/photo-picker';
import { createQueryClient } from '@app/lib/query-client';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';

/** The device's compression (canvas) is Chromium's, tested in e2e and the bench; here only what the picker does. */
const compress = vi.hoisted(() => vi.fn());
vi.mock('@app/lib/photo-compress', () => ({ compressPhoto: compress }));

let current: Blob | null = null;
const busy: boolean[] = [];
function Harness() {
  const [foto, setFoto] = useState<Blob | null>(null);
  current = foto;
  return (
    <PhotoPicker
      value={foto}
      onChange={setFoto}
      onBusyChange={(b) => busy.push(b)}
      label="Foto do desperdício"
    />
  );
}

function renderPicker() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness />
    </AppProviders>,
  );
}

const input = () => screen.getByTestId('photo-input') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const cameraFile = () => new File([new Uint8Array(5000)], 'IMG_0001.jpg', { type: 'image/jpeg' });

beforeAll(() => {
  installDomPolyfills();
  URL.createObjectURL ??= () => 'blob:foto';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => {
  cleanup();
  compress.mockReset();
  current = null;
});

describe('photo picker', () => {
  it('opens the rear camera in one tap: an image input with capture=environment behind the button', () => {
    renderPicker();
    expect(input().accept).toBe('image/*');
    expect(input().getAttribute('capture')).toBe('environment');
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    expect(click).toHaveBeenCalledOnce();
  });

  it('keeps the reduced photo, shows its thumbnail, and removes it', async () => {
    const reduced = new Blob([new Uint8Array(900)], { type: 'image/webp' });
    compress.mockResolvedValue({ blob: reduced, width: 960, height: 1280, ms: 1 });
    renderPicker();
    const file = cameraFile();
    choose(file);
    await screen.findByTestId('photo-thumb');
    expect(compress).toHaveBeenCalledWith(file);
    expect(current).toBe(reduced);
    fireEvent.click(screen.getByRole('button', { name: 'Remover foto do desperdício' }));
    await waitFor(() => expect(screen.queryByTestId('photo-thumb')).toBeNull());
    expect(current).toBeNull();
  });

  it('tells the screen while the photo is being reduced, so the save waits for it', async () => {
    let finish: (v: unknown) => void = () => {};
    compress.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    busy.length = 0;
    renderPicker();
    choose(cameraFile());
    await waitFor(() => expect(busy).toEqual([true]));
    finish({ blob: new Blob([new Uint8Array(10)], { type: 'image/webp' }), width: 1, height: 1, ms: 1 });
    await screen.findByTestId('photo-thumb');
    expect(busy).toEqual([true, false]);
  });

  it('a photo the device cannot read says so and keeps nothing', async () => {
    compress.mockRejectedValue(new Error('decode'));
    renderPicker();
    choose(cameraFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível ler esta foto. Tire outra.',
    );
    expect(current).toBeNull();
  });

  describe('with a camera the page may open (a secure page with getUserMedia)', () => {
    const stopped = vi.fn();
    const getUserMedia = vi.fn();
    beforeAll(() => {
      Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    });
    afterAll(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });
    afterEach(() => {
      getUserMedia.mockReset();
      stopped.mockReset();
    });

    it('one tap shows the rear camera inside the app; closing it turns the camera off', async () => {
      getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopped }] });
      renderPicker();
      const click = vi.spyOn(input(), 'click');
      fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
      expect(await screen.findByTestId('camera-video')).toBeTruthy();
      expect(getUserMedia).toHaveBeenCalledWith(
        expect.objectContaining({
          audio: false,
          video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
        }),
      );
      expect(click).not.toHaveBeenCalled();
      // Until the image runs, nothing can be taken.
      expect(screen.getByRole('button', { name: 'Capturar' }).hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Escolher arquivo' }));
      expect(click).toHaveBeenCalledOnce();
      await waitFor(() => expect(stopped).toHaveBeenCalled());
    });

    it('a camera that cannot open says so and offers the photos of the device', async () => {
      getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
      renderPicker();
      fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Não foi possível abrir a câmera. Escolha uma foto do aparelho.',
      );
      expect(screen.queryByRole('button', { name: 'Capturar' })).toBeNull();
      const click = vi.spyOn(input(), 'click');
      fireEvent.click(screen.getByRole('button', { name: 'Escolher arquivo' }));
      expect(click).toHaveBeenCalledOnce();
    });
  });
});
