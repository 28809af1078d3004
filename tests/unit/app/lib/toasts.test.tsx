// @vitest-environment jsdom
import { AppProviders } from '@app/app';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {} from 'vitest/jsdom';
import { installDomPolyfills } from '../helpers/dom';

/** The app's toasts: not in the page until the first one is shown, then shown as always. */

beforeAll(installDomPolyfills);
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe('toasts', () => {
  it('are mounted with the first toast, which shows; the next ones show too', async () => {
    render(
      <AppProviders>
        <p>Tela</p>
      </AppProviders>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => notifyError('Não foi possível salvar', 'Erro'));
    expect(await screen.findByText('Não foi possível salvar')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    act(() => notifySuccess('Salvo'));
    expect(await screen.findByText('Salvo')).toBeTruthy();
  });
});
